import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const hosts = process.env.HANDOVER_HOST_TESTS === '1';

/**
 * The default suite (`npm test`). Its files make their own temp repos and run the built CLI, git and npm in child
 * processes, so they are safe to run side by side: one worker per core (vitest's default leaves a core idle, which
 * on a 2-core machine ran the files one at a time). VITEST_MAX_WORKERS still overrides it.
 * *.e2e.test.ts (real servers, racing clones, the long walks) run with `npm run test:e2e`; test/hosts (real
 * installs from git, the real hook managers) with `npm run test:hosts`. README "Which suite runs where".
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.e2e.test.ts', ...(hosts ? [] : ['test/hosts/**']), '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
    // removes the temp folders each test file made (test/helpers/repo.ts tempDir)
    setupFiles: ['./test/helpers/setup.ts'],
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
