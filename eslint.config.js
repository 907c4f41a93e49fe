// Lint: TypeScript rules plus the folder rules of docs/architecture.md ("what may import
// what") and no import cycles. A broken folder rule fails `npm test`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Each entry: files in `target` must not import from any folder in `from`. The apps sit
 * above the storefront: the seller's dashboard (mounting the page builder), the staff
 * back-office (atlas) and the shopper's design studio, which only the storefront's studio
 * routes load. Nothing imports an app but its own entry; the server imports none of them.
 */
export const FOLDER_RULES = [
  {
    target: './src',
    from: [
      './themes',
      './blocks',
      './runtime',
      './editor',
      './dashboard',
      './atlas',
      './studio',
      './server',
    ],
  },
  {
    target: './themes',
    from: ['./blocks', './runtime', './editor', './dashboard', './atlas', './studio', './server'],
  },
  {
    target: './blocks',
    from: ['./runtime', './editor', './dashboard', './atlas', './studio', './server'],
  },
  { target: './runtime', from: ['./editor', './dashboard', './atlas', './server'] },
  { target: './editor', from: ['./dashboard', './atlas', './studio', './server'] },
  { target: './dashboard', from: ['./atlas', './studio', './server'] },
  {
    target: './atlas',
    from: ['./blocks', './runtime', './editor', './dashboard', './studio', './server'],
  },
  {
    target: './studio',
    from: ['./blocks', './runtime', './editor', './dashboard', './atlas', './server'],
  },
  { target: './server', from: ['./editor', './dashboard', './atlas', './studio'] },
];

const FOLDER_RULE_MESSAGE = 'docs/architecture.md folder rule: move the shared piece down instead.';
const SIBLING_BLOCK_MESSAGE = 'Blocks never import each other; move the shared piece to src/.';

/** The blocks' shared test kit (blocks/testing/): block tests may use it; it is no block. */
const BLOCK_TEST_KIT = 'testing';

/** One zone per block folder: of blocks/ it may import only itself (and the test kit). */
const blockFolders = readdirSync(new URL('./blocks', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== BLOCK_TEST_KIT)
  .map((entry) => entry.name);
const siblingBlockZones = blockFolders.map((name) => ({
  target: `./blocks/${name}`,
  from: './blocks',
  except: [`./${name}`, `./${BLOCK_TEST_KIT}`],
  message: SIBLING_BLOCK_MESSAGE,
}));

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'bench/results/', 'test-results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FOLDER_RULES.flatMap(({ target, from }) =>
              from.map((f) => ({ target, from: f, message: FOLDER_RULE_MESSAGE })),
            ),
            ...siblingBlockZones,
            {
              target: './server',
              from: './runtime',
              except: ['./entry-server.tsx'],
              message: 'server/ may import only the runtime SSR entry (runtime/entry-server.tsx).',
            },
            // One declaration per block: what code outside blocks/ needs of a type is a trait
            // of its defineBlock, read through the registry; storefront views are found by
            // convention (runtime/blocks/viewConvention.ts), never imported by name.
            {
              target: ['./runtime', './editor', './dashboard', './server'],
              from: './blocks',
              except: ['./index.ts'],
              message:
                "Outside blocks/, import only the registry (blocks/index.ts): declare the trait in the block's defineBlock, or move the shared piece to src/.",
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
