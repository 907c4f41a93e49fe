import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The folder rules of ARCHITECTURE.md are enforced by lint (eslint.config.js): an import
 * that breaks one is an error, so `npm test` fails on it. Linted as text at a path inside
 * the folder, with the project's own configuration.
 */
const eslint = new ESLint({ cwd: process.cwd() });

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
    ).toEqual([
      expect.stringContaining('ARCHITECTURE.md folder rule: move the shared piece down instead.'),
    ]);
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
    const message = "Outside blocks/, import only the registry (blocks/index.ts): declare the trait in the block's defineBlock, or move the shared piece to src/.";
    expect(
      await ruleMessages('runtime/chat/probe.ts', "export { LIVE_CHAT_GROUPS } from '../../blocks/liveChat/properties';\n"),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await ruleMessages('editor/canvas/probe.ts', "export { TextBlockView } from '../../blocks/textBlock/TextBlockView';\n"),
    ).toEqual([expect.stringContaining(message)]);
    expect(
      await ruleMessages('server/pages/probe.ts', "export { default } from '../../blocks/html';\n"),
    ).toEqual([expect.stringContaining(message)]);
    expect(await ruleMessages('editor/canvas/probe.ts', "export { registry } from '../../blocks';\n")).toEqual([]);
  });

  it('refuses a block importing a sibling block', async () => {
    expect(
      await ruleMessages('blocks/button/probe.ts', "export { Banner } from '../banner/Banner';\n"),
    ).toEqual([
      expect.stringContaining('Blocks never import each other; move the shared piece to src/.'),
    ]);
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
