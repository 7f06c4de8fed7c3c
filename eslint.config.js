import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/graphql-env.d.ts',
      'bench/results/**',
      'e2e/artifacts/**',
      'apps/extension/.output/**',
      'apps/extension/.wxt/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/extension/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Accessibility in the markup itself: labels, roles, keyboard handlers, alt text.
    files: ['apps/web/**/*.tsx', 'apps/webform/**/*.tsx', 'apps/extension/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The fixture pages' own script runs in the page, as the mail client's would.
    files: ['apps/extension/fixtures/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // The layers of docs/ARCHITECTURE.md, enforced: see eslint.boundaries.js.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones.everywhere }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/vitest.config.ts', '**/vitest.setup.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones.everywhere, ...boundaryZones.production] },
      ],
    },
  },
  prettier,
);
