import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain `N passed, N failed, N skipped` line that any CI log reader can parse, preceded by
 * one `skipped: <file> > <test>: <reason>` line per skipped test, so a gate that could not run its check shows
 * in the log with its reason instead of hiding in a count.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const skips: string[] = [];
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const result = t.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') failed++;
        else {
          skipped++;
          const note = result.state === 'skipped' && result.note ? result.note : 'skipped by its condition (see title)';
          skips.push(`skipped: ${m.moduleId.replace(`${process.cwd()}/`, '')} > ${t.fullName}: ${note}`);
        }
      }
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
    }
    if (skips.length) process.stdout.write(`\n${skips.join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
