// Lint rules: the recommended sets, plus the one boundary that matters most —
// the isomorphic core must not import Node-only modules (DESIGN.md, STYLE.md §1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeOnly = {
  patterns: [
    {
      group: ['node:*', 'fs', 'path', 'os', 'crypto', 'better-sqlite3', 'pg', 'hnswlib-node'],
      message: 'The core is isomorphic: Node-only code lives in src/store/sqlite/, src/io/, src/embed/hnsw.ts, src/cli/, src/server/, src/node.ts.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Everything in src/ is isomorphic except the Node-only adapters listed here.
    files: ['src/**/*.ts'],
    ignores: ['src/store/sqlite/**', 'src/io/**', 'src/embed/hnsw.ts', 'src/cli/**', 'src/server/**', 'src/node.ts'],
    rules: { 'no-restricted-imports': ['error', nodeOnly] },
  },
  {
    files: ['scripts/**/*.mjs', 'bin/**/*.js', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
