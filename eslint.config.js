import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (DESIGN §2): app → features → stores → engine → engine/dsp, one way only.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.cache', 'test-results', 'playwright-report', 'public', 'bench/results', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-dom', 'react-*', '**/features/**', '**/app/**', '**/stores/**', '**/components/**'],
        'engine/** is plain TypeScript: no React, features, app, stores or components.',
      ),
    },
  },
  {
    files: ['src/engine/dsp/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-*', '**/features/**', '**/app/**', '**/stores/**', '**/audio/**', '**/call/**', '**/lib/**'],
        'engine/dsp holds pure functions: it imports nothing but other dsp modules and fft.js.',
      ),
    },
  },
  {
    files: ['src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(['**/features/**', '**/app/**', '**/components/**'], 'stores sit below features and app.'),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(['**/app/app*'], 'features do not import the app root.'),
    },
  },
  {
    files: ['worklets/**/*.ts', 'workers/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-*', '**/features/**', '**/app/**', '**/stores/**', '**/audio/**', '**/call/**', '**/lib/**', '**/components/**'],
        'worklets and workers import only src/engine/dsp and wire types.',
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/features/**', '**/app/**', '**/stores/**', '**/components/**', '**/engine/audio/**', '**/engine/dsp/**'],
        'server shares only wire types and the provider route table with src/.',
      ),
    },
  },
);
