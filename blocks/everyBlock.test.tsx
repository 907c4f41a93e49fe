// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render as renderEmail } from '@react-email/render';
import { describe, expect, it, vi } from 'vitest';
import { pageSchema, type Block } from '../src/model';
import { migrateProperties, readProperties, storedVersion } from '../src/registry';
import { contentBlocks } from './content';
import { registry } from './index';
import { MAIL_ORIGIN, expectMailSafe, nativeContext } from './testing';

/**
 * fixtures/pages/every-block.json holds one top-level block of every type (group A's
 * first, group B's after). Each must parse strictly with its type's schema (no value
 * silently dropped to a default) and render on the server and in mail.
 */
// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'pages');
const load = (name: string) =>
  pageSchema.parse(JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')));
const page = load('every-block.json');

const everyBlock = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...everyBlock(block.items)]);

/** A minimal storefront renderer: each item in a grid cell, as the runtime does. */
function renderTree(block: Block): ReactNode {
  const type = registry.get(block.type);
  const Component = type.component;
  const children = block.items.map((item) => (
    <div key={item.id} className="pb-cell">
      {renderTree(item)}
    </div>
  ));
  return (
    <Component block={block} properties={readProperties(type, block)} context={nativeContext}>
      {children.length > 0 ? children : undefined}
    </Component>
  );
}

function mailTree(block: Block): ReactNode {
  const type = registry.get(block.type);
  const children = block.items.map((item) => <div key={item.id}>{mailTree(item)}</div>);
  return (
    type.mail?.({
      block,
      properties: readProperties(type, block),
      origin: MAIL_ORIGIN,
      children,
    }) ?? null
  );
}

describe('every-block fixture page', () => {
  it('has one top-level block of every group A type', () => {
    const topLevel = page.blocks.map((block) => block.type);
    for (const type of contentBlocks)
      expect(
        topLevel.filter((name) => name === type.name),
        type.name,
      ).toHaveLength(1);
  });

  it('keeps a version 1 pod, so the pod migration stays tested', () => {
    const old = everyBlock(page.blocks).filter(
      (block) => block.type === 'pod' && storedVersion(block.properties) === 1,
    );
    expect(old).toHaveLength(1);
    expect(readProperties<{ ratio: number }>(registry.get('pod'), old[0]!).ratio).toBe(1.5);
  });

  it.each(
    everyBlock(page.blocks)
      .filter((block) => registry.has(block.type))
      .map((block) => [block.type, block] as const),
  )('%s properties parse strictly with its schema', (_name, block) => {
    const type = registry.get(block.type);
    const result = type.properties.safeParse(migrateProperties(type, block.properties));
    expect(result.error).toBeUndefined();
  });

  it.each(
    page.blocks
      .filter((block) => contentBlocks.some((type) => type.name === block.type))
      .map((block) => [block.type, block] as const),
  )('%s renders on the server without React warnings', (name, block) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(<>{renderTree(block)}</>);
    expect(consoleError.mock.calls).toStrictEqual([]);
    consoleError.mockRestore();
    expect(html).toContain(`block-${name}`);
  });

  it.each(
    page.blocks
      .filter((block) =>
        contentBlocks.some((type) => type.name === block.type && type.compatibility.has('mail')),
      )
      .map((block) => [block.type, block] as const),
  )('%s renders email-safe mail', async (_name, block) => {
    expectMailSafe(await renderEmail(<>{mailTree(block)}</>));
  });
});

describe('other fixture pages', () => {
  const names = readdirSync(FIXTURES).filter(
    (name) => name.endsWith('.json') && name !== 'every-block.json',
  );
  it.each(names)('%s: blocks of group A types parse strictly with their schemas', (name) => {
    const mine = new Set(contentBlocks.map((type) => type.name));
    for (const block of everyBlock(load(name).blocks).filter((candidate) =>
      mine.has(candidate.type),
    )) {
      const type = registry.get(block.type);
      expect(
        type.properties.safeParse(migrateProperties(type, block.properties)).error,
        `${name} ${block.type} ${block.id}`,
      ).toBeUndefined();
    }
  });
});
