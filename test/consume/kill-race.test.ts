import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';
import { logText, printedSeqs, startCli } from '../helpers/handover.js';
import { parseMarker, sourceFromBytes } from '../../src/models/index.js';

const N = 3000;
/** Kill runs of the consume test. */
const RUNS = 24;
/** Kill runs of the append test. */
const APPEND_RUNS = 12;
const body = (s: number) => `Fact number ${s}. ${'Some detail that makes the entry longer. '.repeat(4)}End of ${s}.`;

function setup(n: number): string {
  const up = makeRepo([{ files: { 'HANDOVER.md': logText(n, { body }) } }]);
  return makeRepo([{ files: { '.handoverrc.yml': `upstreams:\n  lab:\n    source: ${JSON.stringify(up)}\n` } }]);
}

/** The marker's seq for lab (0 when there is none), failing the test when the file does not parse. */
function markerSeq(down: string): number {
  const path = join(down, '.last-processed.md');
  if (!existsSync(path)) return 0;
  const doc = parseMarker(sourceFromBytes('.last-processed.md', readFileSync(path)));
  expect(doc.problems).toEqual([]);
  expect(doc.hasFrontmatter).toBe(true);
  return doc.offsets.find((o) => o.upstream === 'lab')!.seq!;
}

/** Seqs whose entries were printed whole (the body's last words reached stdout). */
function wholeSeqs(stdout: string): number[] {
  return printedSeqs(stdout).filter((s) => stdout.includes(`End of ${s}.\n`));
}

describe('consume under kill -9', () => {
  it('leaves the old marker or the new one, never torn and never ahead of what was printed', async () => {
    const down = setup(N);
    const outcomes = { before: 0, between: 0, after: 0 };
    // Where the kills land, by the consumer's own progress rather than the clock: at its first output, once it
    // has printed half of what a run prints, or at a moment within a run's span (calibrated here, not asserted).
    const t0 = Date.now();
    const dry = await startCli(['consume', '--dry-run', '--max-chars', '120000'], down).done;
    const span = Math.max(100, Date.now() - t0);
    const half = Math.floor(dry.stdout.length / 2);
    for (let i = 0; i < RUNS; i++) {
      const path = join(down, '.last-processed.md');
      const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
      const beforeSeq = markerSeq(down);
      const run = startCli(['consume', '--max-chars', '120000'], down);
      const kill = () => run.child.kill('SIGKILL');
      let printed = 0;
      let timer: NodeJS.Timeout | undefined;
      if (i % 3 === 2) timer = setTimeout(kill, Math.floor(span * (0.3 + Math.random() * 0.9)));
      else
        run.child.stdout.on('data', (d: string) => {
          printed += d.length;
          if (i % 3 === 0 || printed >= half) kill();
        });
      const r = await run.done;
      clearTimeout(timer);
      const afterText = existsSync(path) ? readFileSync(path, 'utf8') : null;
      const seq = markerSeq(down);
      const whole = wholeSeqs(r.stdout);
      if (afterText === before) {
        expect(seq).toBe(beforeSeq);
        if (r.code === 0) expect(whole).toEqual([]); // only an up-to-date run finishes without moving
        outcomes[whole.length ? 'between' : 'before']++;
      } else {
        // moved: exactly to the last entry printed whole, and only forward
        expect(whole.length).toBeGreaterThan(0);
        expect(seq).toBe(whole.at(-1));
        expect(whole[0]).toBe(beforeSeq + 1);
        outcomes.after++;
      }
      if (seq === N) rmSync(path);
    }
    console.log(`kill test outcomes over ${RUNS} runs: ${JSON.stringify(outcomes)}`);
    // The kills that prove something landed mid-write: entries printed, the marker not yet moved. The two
    // progress-driven thirds of the runs land there by construction; at least half of them must have.
    expect(outcomes.between, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(Math.floor((RUNS * 2) / 3 / 2));
    // a killed consumer's lock is recovered: the next run goes through
    const final = runCli(['consume', '--dry-run'], { cwd: down });
    expect(final.code).toBe(0);
    const last = runCli(['consume'], { cwd: down });
    expect(last.code).toBe(0);
  }, 300_000); // 24 runs of a 3,000-entry consume: minutes on a loaded 2-core machine

  it('takes over a lock left by a dead process', () => {
    const down = setup(2);
    mkdirSync(join(down, '.git', 'handover'), { recursive: true });
    writeFileSync(
      join(down, '.git', 'handover', '.last-processed.md.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: 'long ago' }),
    );
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(0);
    expect(printedSeqs(r.stdout)).toEqual([1, 2]);
    expect(existsSync(join(down, '.git', 'handover', '.last-processed.md.lock'))).toBe(false);
  });
});

/** The pid in a lock file (null when there is none or it does not parse). */
function lockPid(lock: string): number | null {
  try {
    return (JSON.parse(readFileSync(lock, 'utf8')) as { pid?: number }).pid ?? null;
  } catch {
    return null;
  }
}

describe('append under kill -9', () => {
  it('leaves the log as it was or with the whole new entry, and the next append goes through', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(20_000, { body }) } }]);
    const path = join(dir, 'HANDOVER.md');
    const state = join(dir, '.git', 'handover');
    const lock = join(state, 'HANDOVER.md.lock');
    const temps = join(state, 'tmp');
    const env = { HANDOVER_AGENT: 'lab' };
    const t0 = Date.now();
    // also makes the folders watched below
    await startCli(['append', 'calibration'], dir, env).done;
    const span = Math.max(100, Date.now() - t0);
    const outcomes = { before: 0, locked: 0, writing: 0, after: 0 };
    for (let i = 0; i < APPEND_RUNS; i++) {
      const before = readFileSync(path);
      const text = `Killed append ${i}. ${'More words. '.repeat(50)}The end.`;
      const run = startCli(['append', text], dir, env);
      const kill = () => run.child.kill('SIGKILL');
      // Where the kills land, by the writer's own progress rather than the clock: when it takes the lock, when
      // the temp file of the new log appears, or at a moment within a run's span (calibrated, not asserted).
      const watcher =
        i % 3 === 2
          ? null
          : watch(i % 3 === 0 ? state : temps, (_, name) => {
              const mine =
                i % 3 === 0
                  ? name === 'HANDOVER.md.lock' && lockPid(lock) === run.child.pid
                  : name?.startsWith(`.HANDOVER.md.${run.child.pid}.`);
              if (mine) kill();
            });
      const timer = watcher ? undefined : setTimeout(kill, Math.floor(span * (0.3 + Math.random() * 0.9)));
      await run.done;
      watcher?.close();
      clearTimeout(timer);
      const after = readFileSync(path);
      if (!after.equals(before)) {
        expect(after.subarray(0, before.length).equals(before)).toBe(true);
        expect(after.subarray(before.length).toString('utf8')).toMatch(
          new RegExp(`^\\n?## \\d+ · \\S+\\n\\n${text.replace(/\./g, '\\.')}\\n$`),
        );
        outcomes.after++;
      } else if (readdirSync(temps).some((n) => n.startsWith(`.HANDOVER.md.${run.child.pid}.`))) {
        outcomes.writing++; // the new log was being written (its temp file left) and never replaced the old one
      } else {
        outcomes[lockPid(lock) === run.child.pid ? 'locked' : 'before']++;
      }
    }
    console.log(`append kill outcomes over ${APPEND_RUNS} runs: ${JSON.stringify(outcomes)}`);
    // The kills that prove something landed mid-write: the writer held the lock (reading the log or writing the
    // new one) and the log is still the old one. The two progress-driven thirds of the runs aim there; at least
    // half of them must have landed there, and at least one while the new log's bytes were being written.
    expect(outcomes.locked + outcomes.writing, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(
      Math.floor((APPEND_RUNS * 2) / 3 / 2),
    );
    expect(outcomes.writing, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(1);
    // the dead writers' lock is taken over and their temp files are removed by the next append
    expect(runCli(['append', 'After the kills.'], { cwd: dir, env }).code).toBe(0);
    expect(readdirSync(temps).filter((n) => n.startsWith('.HANDOVER.md.'))).toEqual([]);
    expect(existsSync(lock)).toBe(false);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  }, 300_000); // 12 runs of an append to a 20,000-entry log
});

describe('two consumers at once', () => {
  it('one waits (then finds nothing new) or fails with exit 2; no entry is printed twice; the marker is whole', async () => {
    for (let round = 0; round < 3; round++) {
      const down = setup(800);
      const runs = await Promise.all([startCli(['consume'], down).done, startCli(['consume'], down).done]);
      for (const r of runs) {
        if (r.code === 2) {
          expect(r.stderr).toMatch(
            /\.last-processed\.md \(the consume offsets\) is locked by another handover process/,
          );
          expect(r.stdout).toBe('');
        } else {
          expect(r.code).toBe(0);
        }
      }
      const printed = runs.flatMap((r) => printedSeqs(r.stdout));
      expect(printed).toEqual(Array.from({ length: 800 }, (_, i) => i + 1));
      expect(runs.some((r) => r.stdout === 'Up to date: lab at entry 800.\n') || runs.some((r) => r.code === 2)).toBe(
        true,
      );
      expect(markerSeq(down)).toBe(800);
    }
  });
});
