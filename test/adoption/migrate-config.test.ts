import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

// Issue 31: after `migrate --write` the config reads the migrated log: the `log:` heading knobs init inferred from
// the old shape are dropped, so the next append writes the handover form and lint and the range check pass.

const LOG = '# Project log\n\n## 2026-02-25 First\n\na\n\n## 2026-02-26 Second\n\nb\n';
const JANE = { name: 'Jane', email: 'jane@example.org' };

describe('migrate --write leaves a config that reads the migrated log', () => {
  it('drops log.heading; the next append has the new heading shape; lint and check --range after it pass', () => {
    const dir = makeRepo([{ files: { 'HANDOFF_LOG.md': LOG }, author: JANE }]);
    expect(runCli(['init', '--agent', 'jane'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toMatch(/^log:\n {2}heading: date\n/m);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'join']);
    const m = runCli(['migrate', '--write'], { cwd: dir });
    expect(m.code).toBe(0);
    expect(m.stdout).toContain('Dropped log.heading from .handoverrc.yaml');
    const config = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(config).not.toContain('heading:');
    expect(config).toContain('handover: HANDOFF_LOG.md');
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'Migrate', '--trailer', 'Handover-Migrate: legacy -> handover']);
    expect(runCli(['append', 'Third thing'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, 'HANDOFF_LOG.md'), 'utf8')).toMatch(
      /\n## 3 · \d{4}-\d{2}-\d{2}T[\d:]+Z\n\nThird thing\n$/,
    );
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'append']);
    expect(runCli(['check', '--range', 'HEAD~1..HEAD'], { cwd: dir }).code).toBe(0);
  });
});

describe('migrate --write of a log kept as one section of a bigger file (log.section)', () => {
  // The migration numbers every section of the file (the board's and the guidelines' too): the log is the whole file
  // now, so log.section goes with the heading knobs; left in, the next append found no "## Recent handoffs" (exit 2).
  const BOARD =
    '# Handover: lab\n\n## Currently active\n\nParser.\n\n## Recent handoffs\n\n' +
    '### 2026-01-21 · Parser\n\nDone.\n\n### 2026-01-20 · Lexer\n\nDone.\n\n### 2026-01-19 · Plan\n\nDone.\n\n' +
    '## Guidelines\n\n### How to write\n\nBe brief.\n';
  const LAB = { name: 'lab', email: 'test@example.org' };

  it('init -> migrate --write -> append -> check --range passes; the config reads the whole file', () => {
    const dir = makeRepo([{ files: { 'STATUS_BOARD.md': BOARD }, author: LAB }]);
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toContain('section: Recent handoffs');
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'join']);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const m = runCli(['migrate', '--write'], { cwd: dir });
    expect(m.code).toBe(0);
    expect(m.stdout).toMatch(/Dropped log\.heading, log\.level, log\.order, log\.section from \.handoverrc\.yaml/);
    expect(m.stdout).toContain('is the whole file (every section an entry)');
    const config = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(config).not.toMatch(/section:|heading:|level:|order:/);
    git(dir, [
      'commit',
      '-q',
      '-m',
      'Migrate',
      '--trailer',
      'Handover-Migrate: legacy -> handover',
      '--',
      'STATUS_BOARD.md',
    ]);
    git(dir, ['commit', '-q', '-am', 'the config follows the log']);
    const a = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(readFileSync(join(dir, 'STATUS_BOARD.md'), 'utf8')).toMatch(/\n## 6 · [\dTZ:-]+\n\nTests pass\.\n$/);
    git(dir, ['commit', '-q', '-am', 'append']);
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir }).code).toBe(0);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('a reference section becomes an entry too: log.reference goes', () => {
    // the history copies the block after new entries, as MCAi's does: init reads it as log.reference
    const log =
      '# Handover: lab\n\n## 2026-01-19 · Plan\n\nDone.\n\n## Environment Reference\n\n| a | b |\n\n' +
      '## 2026-01-20 · Lexer\n\nDone.\n';
    const copied = `${log}\n## 2026-01-21 · Parser\n\nDone.\n\n## Environment Reference\n\n| a | c |\n`;
    const dir = makeRepo([
      { files: { 'HANDOVER.md': log }, author: LAB },
      { files: { 'HANDOVER.md': copied }, author: LAB },
    ]);
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toContain('Environment Reference');
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'join']);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    expect(runCli(['migrate', '--write'], { cwd: dir }).stdout).toContain('log.reference');
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).not.toMatch(/reference:|Environment/);
    git(dir, [
      'commit',
      '-q',
      '-m',
      'Migrate',
      '--trailer',
      'Handover-Migrate: legacy -> handover',
      '--',
      'HANDOVER.md',
    ]);
    git(dir, ['commit', '-q', '-am', 'the config follows the log']);
    expect(runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir }).code).toBe(0);
    git(dir, ['commit', '-q', '-am', 'append']);
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir }).code).toBe(0);
  });
});
