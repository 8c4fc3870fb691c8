import { defineConfig } from 'vitest/config';

/** The end-to-end suite (`npm run test:e2e`): the real Claude Code against a fake API. Not part of `npm test`. */
export default defineConfig({
  test: {
    include: ['test/**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
