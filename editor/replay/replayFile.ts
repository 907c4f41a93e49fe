import { readFileSync } from 'node:fs';
import { registry } from '../../blocks';
import { commandOptionsFrom } from './accepts';
import { jsonDiff, type JsonDifference } from './diff';
import { createReplayer } from './replay';
import { parseSession, type RecordedSession } from './session';
import type { Page } from '../../src/model';

export interface ReplayOutcome {
  session: RecordedSession;
  page: Page;
  differences: JsonDifference[];
}

/** Replays a session file headlessly and compares the result with the page it recorded. */
export function replayFile(path: string): ReplayOutcome {
  const session = parseSession(JSON.parse(readFileSync(path, 'utf8')));
  const replayer = createReplayer(session, commandOptionsFrom(registry));
  try {
    const page = replayer.playAll();
    return {
      session,
      page,
      differences: jsonDiff(
        JSON.parse(JSON.stringify(session.expectedPage)),
        JSON.parse(JSON.stringify(page)),
      ),
    };
  } finally {
    replayer.destroy();
  }
}
