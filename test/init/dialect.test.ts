import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

const cli = (dir: string, ...args: string[]) => runCli(args, { cwd: dir });
const errorsOf = (dir: string) => {
  const r = cli(dir, 'lint', '--format', 'json');
  return (JSON.parse(r.stdout) as { messages: { severity: string; ruleId: string; message: string }[] }[])
    .flatMap((f) => f.messages)
    .filter((m) => m.severity === 'error');
};

describe('handover init --dialect cmap', () => {
  it('writes the files in the cmap dialect, lint-clean, with the config and charter saying so; a second run changes nothing', () => {
    const dir = makeRepo();
    const r = cli(dir, 'init', '--role', 'upstream,commons', '--agent', 'Producer', '--dialect', 'cmap');
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toMatch(/^dialect: cmap$/m);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toMatch(
      /^# HANDOVER Queue — Producer\n[\s\S]*^## Queue\n[\s\S]*^## Processed \(archive\)\n/m,
    );
    const sync = readFileSync(join(dir, 'SYNC.md'), 'utf8');
    for (const h of ['## Goal Status', '## Decision Log', '## Conflict Registry', '## Producer (writes: Producer)'])
      expect(sync).toContain(`\n${h}\n`);
    expect(sync).toMatch(/^- \*\*current-focus\*\* \(\d{4}-\d{2}-\d{2}\): /m);
    expect(readFileSync(join(dir, 'CLAUDE.md'), 'utf8')).toContain(
      'handover sync set --focus … --shift … --question …',
    );
    // As the reference validator does: an empty queue and a commons of one agent warn; nothing fails.
    expect(errorsOf(dir)).toEqual([]);
    const again = cli(dir, 'init');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toMatch(/\bcreated\b|\bextended\b|\bupdated\b/);
  });

  it('the first commit, an append and a sync set pass the real pre-commit hook; a rewrite of the summary is refused', () => {
    const dir = makeRepo();
    expect(cli(dir, 'init', '--role', 'upstream,commons', '--agent', 'Producer', '--dialect', 'cmap').code).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'Join the handover protocol']);
    expect(
      cli(dir, 'append', '--title', 'Batch 1', '--for', 'any', '--artifact', 'data/1/', 'Batch 1 cleaned.').code,
    ).toBe(0);
    expect(cli(dir, 'sync', 'set', '--shift', 'Batch 1 handed on.').code).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-qm', 'batch 1']);
    const log = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(log).toMatch(/^### \d{4}-\d{2}-\d{2}-batch-1: Batch 1$/m);
    expect(errorsOf(dir)).toEqual([]);
    writeFileSync(join(dir, 'HANDOVER.md'), log.replace('Batch 1 cleaned.', 'Batch 1 cleaned twice.'));
    git(dir, ['add', '-A']);
    let refused = '';
    try {
      git(dir, ['commit', '-qm', 'rewrite']);
    } catch (e) {
      refused = String((e as { stderr?: string }).stderr);
    }
    expect(refused).toMatch(/handover\/append-only/);
    expect(git(dir, ['log', '--format=%s', '-1']).trim()).toBe('batch 1');
  });

  it('refuses a dialect the config contradicts, and one that does not exist, writing nothing', () => {
    const dir = makeRepo();
    expect(cli(dir, 'init', '--role', 'upstream', '--agent', 'lab').code).toBe(0);
    const before = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    const r = cli(dir, 'init', '--dialect', 'cmap');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/says dialect handover \(the default\), not cmap: set "dialect: cmap" there/);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(before);
    const fresh = makeRepo();
    const bad = cli(fresh, 'init', '--role', 'upstream', '--agent', 'lab', '--dialect', 'markdown');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--dialect "markdown" is not a dialect; use handover or cmap\./);
    expect(existsSync(join(fresh, 'HANDOVER.md'))).toBe(false);
  });
});
