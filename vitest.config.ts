import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // *.e2e.test.ts (real servers, racing clones) run with npm run test:e2e, not in the default suite
    include: process.env.HANDOVER_E2E ? ['test/**/*.e2e.test.ts'] : ['test/**/*.test.ts'],
    exclude: process.env.HANDOVER_E2E ? [] : ['test/**/*.e2e.test.ts', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // removes the temp folders each test file made (test/helpers/repo.ts tempDir)
    setupFiles: ['./test/helpers/setup.ts'],
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
