import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { acceptsFrom } from '../editor/replay/accepts';
import { createReplayer } from '../editor/replay/replay';
import { replayFile } from '../editor/replay/replayFile';
import { parseSession } from '../editor/replay/session';
import { pageSchema } from '../src/model';

const DIR = new URL('../fixtures/sessions/', import.meta.url);
const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));

describe('recorded editing sessions', () => {
  it('has at least ten sessions', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s replays to exactly the page it recorded', (name) => {
    const { page, differences } = replayFile(new URL(name, DIR).pathname);
    expect(differences).toEqual([]);
    expect(pageSchema.safeParse(page).success).toBe(true);
  });

  it('replays the same way twice (deterministic ids and undo grouping)', () => {
    const session = parseSession(JSON.parse(readFileSync(new URL('undo-chain.json', DIR), 'utf8')));
    const once = createReplayer(session, { accepts: acceptsFrom(registry) }).playAll();
    const twice = createReplayer(session, { accepts: acceptsFrom(registry) }).playAll();
    expect(twice).toStrictEqual(once);
  });

  it('notices when the recorded page no longer matches', () => {
    const path = new URL('reorder-homepage.json', DIR);
    const session = parseSession(JSON.parse(readFileSync(path, 'utf8')));
    const replayer = createReplayer(
      { ...session, steps: session.steps.slice(0, -1) },
      { accepts: acceptsFrom(registry) },
    );
    expect(replayer.playAll()).not.toStrictEqual(session.expectedPage);
  });

  it('steps one event at a time', () => {
    const session = parseSession(JSON.parse(readFileSync(new URL('mail-page.json', DIR), 'utf8')));
    const replayer = createReplayer(session, { accepts: acceptsFrom(registry) });
    expect(replayer.position()).toBe(0);
    expect(replayer.step()).toBe(true);
    expect(replayer.page().blocks).toHaveLength(1);
    replayer.playAll();
    expect(replayer.done()).toBe(true);
    expect(replayer.step()).toBe(false);
  });
});
