import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests: Node by default; DOM tests opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'harness/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'worklets/**/*.test.ts',
      'workers/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/helpers/**/*.test.ts',
      'tests/house/**/*.test.ts',
      'bench/helpers/**/*.test.ts',
    ],
    environment: 'node',
    globals: false,
    setupFiles: ['./tests/helpers/vitest-setup.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: ONE on a 2-core CI machine. The slow files mostly wait on
    // real time (sockets, paced audio) or on a pocketsphinx child process, so at least two forks run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
