import { defineConfig } from 'vitest/config';

/** The long end-to-end walks (real forests of git repos, dozens of CLI runs): `npm run test:e2e`. */
export default defineConfig({
  test: {
    include: ['test/**/*.e2e.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
