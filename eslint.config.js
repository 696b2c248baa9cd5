import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/architecture.md §1): app → features → stores → engine → engine/dsp, one way only.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];
// The testing room: fakes and the Playwright harness.
const TESTING = ['**/testing/**', '**/harness/**'];

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
  // Product code never imports the testing room (fakes) or the harness.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noImport(TESTING, 'product code does not import src/testing or harness/ (test-only code).') },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noImport(['**/app/app*', ...TESTING], 'features do not import the app root or test-only code.') },
  },
  {
    files: ['src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/features/**', '**/app/**', '**/components/**', ...TESTING],
        'stores sit below features and app.',
      ),
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        [
          'react',
          'react-dom',
          'react-*',
          'zustand',
          'zustand/*',
          '**/features/**',
          '**/app/**',
          '**/stores/**',
          '**/components/**',
          ...TESTING,
        ],
        'engine/** is plain TypeScript: no React, stores, features, app, components or test-only code.',
      ),
    },
  },
  {
    files: ['src/engine/dsp/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-*', '**/features/**', '**/app/**', '**/stores/**', '**/audio/**', '**/call/**', '**/lib/**', ...TESTING],
        'engine/dsp holds pure functions: it imports nothing but other dsp modules and fft.js.',
      ),
    },
  },
  {
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['../*', '../**', 'react', 'react-*', 'node:*'],
        'src/protocol imports nothing outside itself: the browser engine, workers, worklets and server all import it.',
      ),
    },
  },
  {
    files: ['worklets/**/*.ts', 'workers/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        [
          'react',
          'react-*',
          '**/features/**',
          '**/app/**',
          '**/stores/**',
          '**/audio/**',
          '**/call/**',
          '**/lib/**',
          '**/components/**',
          ...TESTING,
        ],
        'worklets and workers import only src/engine/dsp and src/protocol.',
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/src/*', '!**/src/protocol', '**/harness/**'],
        'server/ imports only src/protocol of src/ (the wire protocol both sides share).',
      ),
    },
  },
  // Tests may use the fakes of src/testing (unit tests of product code sit next to it).
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(['**/app/app*', '**/harness/**'], 'tests and fakes do not import the app root or the harness.'),
    },
  },
);
