import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { FOLDER_RULES } from '../../eslint.config.js';
import { describe, expect, it } from 'vitest';

/**
 * The folder rules of docs/architecture.md are enforced by lint (eslint.config.js): an import
 * that breaks one is an error, so `npm test` fails on it. Linted as text at a path inside
 * the folder, with the project's own configuration.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const FOLDER_RULE = 'docs/architecture.md folder rule: move the shared piece down instead.';
const SIBLING_BLOCK = 'Blocks never import each other; move the shared piece to src/.';

async function ruleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' ||
        message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('folder rules in lint', () => {
  it('refuses src/ importing the editor, and server/ importing runtime code other than the SSR entry', async () => {
    expect(
      await ruleMessages(
        'src/model/probe.ts',
        "export { createEditorSession } from '../../editor/app/editorSession';\n",
      ),
    ).toEqual([expect.stringContaining(FOLDER_RULE)]);
    expect(
      await ruleMessages(
        'server/probe.ts',
        "export { createStorefrontRouter } from '../runtime/app/router';\n",
      ),
    ).toEqual([
      expect.stringContaining(
        'server/ may import only the runtime SSR entry (runtime/entry-server.tsx).',
      ),
    ]);
  }, 60_000); // The first lint starts the TypeScript resolver and walks the import graph for cycles: slow on a busy machine.

  it("refuses the storefront, the editor and the server importing a block's internals, and allows the registry", async () => {
    const message =
      "Outside blocks/, import only the registry (blocks/index.ts): declare the trait in the block's defineBlock, or move the shared piece to src/.";
    expect(
      await ruleMessages(
        'runtime/chat/probe.ts',
        "export { LIVE_CHAT_GROUPS } from '../../blocks/liveChat/properties';\n",
      ),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await ruleMessages(
        'editor/canvas/probe.ts',
        "export { TextBlockView } from '../../blocks/textBlock/TextBlockView';\n",
      ),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await ruleMessages('server/pages/probe.ts', "export { default } from '../../blocks/html';\n"),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await ruleMessages('editor/canvas/probe.ts', "export { registry } from '../../blocks';\n"),
    ).toEqual([]);
  });

  it('refuses a block importing a sibling block, however the path is written', async () => {
    for (const [file, source] of [
      ['blocks/button/probe.ts', '../banner/Banner'],
      ['blocks/button/probe.ts', '../banner'],
      ['blocks/productList/parts/probe.ts', '../../banner/Banner'],
    ] as const) {
      expect(await ruleMessages(file, `export * from '${source}';\n`)).toEqual([
        expect.stringContaining(SIBLING_BLOCK),
      ]);
    }
    expect(await ruleMessages('blocks/button/probe.ts', "export * from './Button';\n")).toEqual([]);
  });

  // A few probes across the apps' floors, where both sides exist today.
  it.each([
    ['dashboard/probe.ts', '../editor/app/EditorScreen', true],
    ['dashboard/probe.ts', '../runtime/render/PageRenderer', true],
    ['editor/probe.ts', '../dashboard/router', false],
    ['runtime/probe.ts', '../dashboard/router', false],
    ['atlas/probe.ts', '../src/model', true],
    ['atlas/probe.ts', '../blocks', false],
    ['atlas/probe.ts', '../editor/app/EditorScreen', false],
    ['studio/probe.ts', '../src/model', true],
    ['studio/probe.ts', '../runtime/render/PageRenderer', false],
    ['server/probe.ts', '../dashboard/router', false],
    ['src/probe.ts', '../dashboard/router', false],
  ] as const)('%s importing %s is allowed: %s', async (file, source, allowed) => {
    const messages = await ruleMessages(file, `export * from '${source}';\n`);
    expect(messages).toEqual(allowed ? [] : [expect.stringContaining(FOLDER_RULE)]);
  });

  it('enforces exactly the floors docs/architecture.md shows', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const table = doc.slice(
      doc.indexOf('| files in'),
      doc.indexOf('\n\n', doc.indexOf('| files in')),
    );
    const documented = table
      .split('\n')
      .slice(2)
      .map((row) => row.split('|').map((cell) => cell.trim()))
      .filter(([, folder]) => /^`\w+\/`$/.test(folder ?? ''))
      .map(([, folder, from]) => ({
        target: `./${folder!.slice(1, -2)}`,
        from: [...from!.split(';')[0]!.matchAll(/`(\w+)\/`/g)].map((match) => `./${match[1]}`),
      }));
    expect(documented).toStrictEqual(FOLDER_RULES);
  });

  it('allows the imports the rules permit', async () => {
    expect(
      await ruleMessages('editor/probe.ts', "export { parsePage } from '../src/model';\n"),
    ).toEqual([]);
    expect(
      await ruleMessages('server/probe.ts', "export { render } from '../runtime/entry-server';\n"),
    ).toEqual([]);
  });
});
