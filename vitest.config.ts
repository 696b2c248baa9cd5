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
    // Hooks start real servers and recognizers: the neural recognizer loads its model in 1–2 s on a free core, ten
    // times that on a CI machine running every test file at once.
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is a wall-clock limit: on a loaded 2-core CI machine (load 7-8) a real server's
    // first audio frames took longer than that. Polls end as soon as they match, so this only changes failures.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: ONE on a 2-core CI machine. The slow files mostly wait on
    // real time (sockets, paced audio) or on a pocketsphinx child process, so at least two forks run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
