import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { render as renderEmail } from '@react-email/render';
import { describe, expect, it, vi } from 'vitest';
import { pageSchema } from '../src/model';
import { readProperties } from '../src/registry';
import { commerceBlocks } from './commerce';
import { registry } from './index';
import { MAIL_ORIGIN, expectMailSafe, nativeContext } from './testing';

/**
 * Group B's blocks in fixtures/pages/every-block.json: one top-level block per type,
 * rendered as the storefront renders it before data arrives (SSR) and, where the type
 * supports mail, as email.
 */
const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'pages',
  'every-block.json',
);
const page = pageSchema.parse(JSON.parse(readFileSync(FIXTURE, 'utf8')));
const mine = page.blocks.filter((block) => commerceBlocks.some((type) => type.name === block.type));

describe('commerce blocks in the every-block fixture', () => {
  it('are all registered, each exactly once at the top level', () => {
    for (const type of commerceBlocks) {
      expect(registry.get(type.name)).toBe(type);
      expect(
        mine.filter((block) => block.type === type.name),
        type.name,
      ).toHaveLength(1);
    }
  });

  it.each(mine.map((block) => [block.type, block] as const))(
    '%s renders on the server without React warnings',
    (name, block) => {
      const type = registry.get(name);
      const Component = type.component;
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const html = renderToString(
        <Component
          block={block}
          properties={readProperties(type, block)}
          context={nativeContext}
        />,
      );
      expect(consoleError.mock.calls).toStrictEqual([]);
      consoleError.mockRestore();
      expect(html).toContain(`block-${name}`);
    },
  );

  it.each(
    mine
      .filter((block) => registry.get(block.type).mail)
      .map((block) => [block.type, block] as const),
  )('%s renders email-safe mail', async (name, block) => {
    const type = registry.get(name);
    const element = type.mail!({
      block,
      properties: readProperties(type, block),
      origin: MAIL_ORIGIN,
    });
    expectMailSafe(await renderEmail(element ?? <></>));
  });
});
