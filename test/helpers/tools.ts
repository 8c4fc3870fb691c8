import { describe, it } from 'vitest';

/**
 * `describe.skipIf` for a suite that needs a real program (gitolite3, sshd, nvim, pre-commit, chromium). Outside CI a
 * missing program skips the suite, with the reason in its title. Under `CI=true` it never skips: the suite becomes one
 * failing test that names the program and how .ci/run installs it, so CI cannot stay green while its real-host
 * tests vanish.
 */
export function describeWithTool(missing: string | null, title: string, body: () => void): void {
  if (missing && process.env.CI === 'true') {
    describe(title, () => {
      it('has the program it drives (CI never skips a real-host suite)', () => {
        throw new Error(`${missing}; CI must run this suite: .ci/run installs it, so see why it is missing there`);
      });
    });
    return;
  }
  describe.skipIf(missing !== null)(title, body);
}

/**
 * In a test: skip with the reason outside CI; under `CI=true`, fail with it (a skipped test there hides what the
 * suite claims to check).
 */
export function skipUnlessCi(ctx: { skip: (note?: string) => void }, reason: string): void {
  if (process.env.CI === 'true') throw new Error(`${reason}; CI must run this test`);
  ctx.skip(reason);
}
