import { defineConfig } from 'vitest/config';

/**
 * The end-to-end suite (`npm run test:e2e`), not part of `npm test`: the real Claude Code against a fake API
 * (test/e2e), and the long walks over real forests of git repos, dozens of CLI runs (test/forest).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.e2e.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // removes the temp folders each test file made (test/helpers/repo.ts tempDir)
    setupFiles: ['./test/helpers/setup.ts'],
    fileParallelism: false,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
