// Timing helpers shared by the bench topic scripts: wall time and peak RSS of a child process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TIME = '/usr/bin/time';

/**
 * Runs `cmd args` once; returns { ms, rssMB, code, timedOut, oom, stderr }. Peak RSS comes from
 * GNU time -v (the child's own maximum resident set), when /usr/bin/time is there.
 */
export function runOnce(cmd, args, { cwd, timeoutMs = 120_000, env } = {}) {
  const useTime = existsSync(TIME);
  // `timeout` kills the measured process itself at the cap (killing GNU time would orphan it);
  // a killed run has no peak RSS (timeout dies with its child before reporting it).
  const capped = ['timeout', '--signal=KILL', `${Math.ceil(timeoutMs / 1000)}s`, cmd, ...args];
  const argv = useTime ? ['-v', ...capped] : capped.slice(1);
  const start = process.hrtime.bigint();
  const r = spawnSync(useTime ? TIME : 'timeout', argv, {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
    encoding: 'utf8',
    timeout: timeoutMs + 30_000,
    killSignal: 'SIGKILL',
    maxBuffer: 512 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const stderr = r.stderr ?? '';
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const status = /Exit status: (\d+)/.exec(stderr);
  const code = status ? Number(status[1]) : r.status;
  const killed = /Command terminated by signal 9/.test(stderr) || code === 124 || code === 137;
  const timedOut = r.error?.code === 'ETIMEDOUT' || (killed && ms >= timeoutMs);
  const oom = /heap out of memory|Allocation failed|JavaScript heap/i.test(stderr);
  return {
    ms,
    rssMB: rss && !timedOut ? Number(rss[1]) / 1024 : null,
    code: timedOut ? 'killed' : code,
    timedOut,
    oom,
    stdout: r.stdout ?? '',
    stderr,
  };
}

/** Runs `runs` times (stopping early on a timeout or crash) and keeps the median wall time and max RSS. */
export function measure(cmd, args, { runs = 3, ...options } = {}) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const r = runOnce(cmd, args, options);
    all.push(r);
    if (r.timedOut || r.oom) break;
  }
  const failed = all.find((r) => r.timedOut || r.oom);
  const times = all.map((r) => r.ms).sort((a, b) => a - b);
  return {
    ms: failed ? null : times[Math.floor(times.length / 2)],
    rssMB: Math.max(...all.map((r) => r.rssMB ?? 0)) || null,
    runs: all.length,
    codes: [...new Set(all.map((r) => r.code))],
    timedOut: all.some((r) => r.timedOut),
    oom: all.some((r) => r.oom),
    last: all[all.length - 1],
  };
}

/** Renders rows (arrays of cells) as a Markdown table. */
export function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
