// Lint: TypeScript rules plus the folder rules of ARCHITECTURE.md ("what may import what")
// and no import cycles. A broken folder rule fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Each entry: files in `target` must not import from any folder in `from`. */
const folderRules = [
  { target: './src', from: ['./themes', './blocks', './runtime', './editor', './server'] },
  { target: './themes', from: ['./blocks', './runtime', './editor', './server'] },
  { target: './blocks', from: ['./runtime', './editor', './server'] },
  { target: './runtime', from: ['./editor', './server'] },
  { target: './editor', from: ['./server'] },
  { target: './server', from: ['./editor'] },
];

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
            ...folderRules.flatMap(({ target, from }) =>
              from.map((f) => ({
                target,
                from: f,
                message: 'ARCHITECTURE.md folder rule: move the shared piece down instead.',
              })),
            ),
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
              target: ['./runtime', './editor', './server'],
              from: './blocks',
              except: ['./index.ts'],
              message: "Outside blocks/, import only the registry (blocks/index.ts): declare the trait in the block's defineBlock, or move the shared piece to src/.",
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
    // A block never reaches into a sibling block's folder; shared pieces go to src/.
    files: ['blocks/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Blocks never import each other; move the shared piece to src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
