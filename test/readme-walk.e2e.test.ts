import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI } from './helpers/cli.js';
import { tempDir } from './helpers/repo.js';

/**
 * The README's walk-through ("A day with three agents") is run as written: every `$ command` of its console
 * blocks, in order, in one folder standing for `~/day`, with the built CLI as `handover` on PATH; each
 * command must succeed and print exactly what the README shows, but for times, commit ids and ages.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function walkSteps(): { command: string; output: string }[] {
  const start = readme.indexOf('## A day with three agents\n');
  const end = readme.indexOf('\n## Where to read on\n', start);
  const section = readme.slice(start, end);
  const steps: { command: string; output: string[] }[] = [];
  for (const block of section.matchAll(/```console\n([\s\S]*?)```/g))
    for (const line of block[1].replace(/\n$/, '').split('\n')) {
      if (line.startsWith('$ ')) steps.push({ command: line.slice(2), output: [] });
      else steps.at(-1)!.output.push(line);
    }
  return steps.map((s) => ({ command: s.command, output: s.output.length ? `${s.output.join('\n')}\n` : '' }));
}

/** What differs from one run to the next: times, commit ids, ages, the folder. */
function normal(text: string, day: string): string {
  return text
    .split(day)
    .join('~/day')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '<time>')
    .replace(/\b(Pushed) [0-9a-f]{7}\b/g, '$1 <sha>')
    .replace(/ {2}\d+[hd] {2}/g, '  <age>  ');
}

describe('the README walk-through', () => {
  const top = tempDir('handover-readme-walk-');
  const day = join(top, 'day');
  const bin = join(top, 'bin');
  mkdirSync(day);
  mkdirSync(bin);
  writeFileSync(join(bin, 'handover'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  chmodSync(join(bin, 'handover'), 0o755);
  afterAll(() => rmSync(top, { recursive: true, force: true }));

  it('runs as written, each command printing what the README shows', () => {
    const steps = walkSteps();
    expect(steps.length).toBeGreaterThan(20);
    expect(steps.some((s) => s.command.includes('hook claude-session-start'))).toBe(true);
    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      HOME: top,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'me',
      GIT_AUTHOR_EMAIL: 'me@example.org',
      GIT_COMMITTER_NAME: 'me',
      GIT_COMMITTER_EMAIL: 'me@example.org',
      NO_COLOR: '1',
      HANDOVER_AGENT: undefined,
    };
    let cwd = day;
    for (const step of steps) {
      let out: string;
      try {
        // The shell's folder after the command is where the next one runs (the walk-through uses cd).
        out = execFileSync('/bin/sh', ['-c', `${step.command}\nprintf '\\n@@%s' "$PWD"`], {
          cwd,
          env,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (error) {
        const e = error as { status: number; stdout: string; stderr: string };
        throw new Error(`$ ${step.command}\nexited ${e.status}:\n${e.stdout}${e.stderr}`);
      }
      const at = out.lastIndexOf('\n@@');
      cwd = out.slice(at + 3);
      expect(normal(out.slice(0, at), day), `$ ${step.command}`).toBe(normal(step.output, day));
    }
  });
});
