import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerMergeDriver } from '../../src/merge/register.js';
import { runCli } from '../helpers/cli.js';
import { DRIVER } from '../helpers/clones.js';
import { entry, log } from '../check/fixtures.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31: the merge driver on logs whose new entries enter above old text (`log.pinned`, `log.order: any`,
// `log.stamp`) merges them by the convention, through real git merges, or leaves a conflict git shows; never
// git's line merge, which could interleave two sides' entries.

const lab = { name: 'Lab', email: 'test@example.org' };
const config = (log: Record<string, unknown>) => JSON.stringify({ agents: { lab: { emails: [lab.email] } }, log });

/** A repo with the driver registered and `base`; theirs committed on a branch, ours on main, then merged. */
async function merge(cfg: string, base: string, ours: string, theirs: string) {
  const dir = makeRepo([{ files: { '.handoverrc.json': cfg, 'HANDOVER.md': base }, message: 'base', author: lab }]);
  await registerMergeDriver(dir, { command: DRIVER });
  commit(dir, { files: {}, message: 'merge driver', author: lab });
  const start = git(dir, ['rev-parse', 'HEAD']).trim();
  git(dir, ['checkout', '-q', '-b', 'side']);
  commit(dir, { files: { 'HANDOVER.md': theirs }, message: 'theirs', author: lab });
  git(dir, ['checkout', '-q', '-']);
  commit(dir, { files: { 'HANDOVER.md': ours }, message: 'ours', author: lab });
  const r = spawnSync('git', ['merge', '--no-edit', 'side'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  });
  const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
  const check = () => runCli(['check', '--range', `${start}..HEAD`], { cwd: dir }).code;
  return { code: r.status, output: r.stdout + r.stderr, text, check, dir };
}
const markers = (t: string) => (t.match(/^<{7}/gm) ?? []).length;

describe('log.pinned: the closing entry stays last, both sides’ new entries above it', () => {
  const d = (day: string, t: string, body = `Did ${t}.`) => `\n## 2026-08-${day} — ${t}\n\n${body}\n`;
  const title = '# Session Log (append-only)\n\nWritten by lab.\n';
  const closing = d('18', 'Project completion', 'Project closed.');
  const old = title + d('17', 'Session 1') + d('18', 'Session 2');
  const cfg = config({ heading: 'date', writer: 'lab', pinned: true });

  it('both add an entry right above it: a clean merge, theirs then ours, the closing entry last; check passes', async () => {
    const m = await merge(cfg, old + closing, old + d('20', 'Ours') + closing, old + d('19', 'Theirs') + closing);
    expect(m.output).not.toMatch(/CONFLICT/);
    expect(m.code).toBe(0);
    expect(m.text).toBe(old + d('19', 'Theirs') + d('20', 'Ours') + closing);
    expect(m.check()).toBe(0);
  });

  it('what it cannot place (the preamble changed on one side) is one conflict of the whole file', async () => {
    const m = await merge(
      cfg,
      old + closing,
      old.replace('Written by lab.', 'Written by lab, kept last.') + closing,
      old + d('19', 'Theirs') + closing,
    );
    expect(m.code).not.toBe(0);
    expect(m.output).toContain('cannot be merged entry by entry');
    expect(markers(m.text)).toBe(1);
    expect(m.text.startsWith('<<<<<<<')).toBe(true);
  });
});

describe('log.order: any — each side’s new entries kept at the end they were added', () => {
  const t = (ts: string, body = `Note at ${ts}.`) => `\n## ${ts}\n\n${body}\n`;
  const head = '# Handover: lab\n';
  const old = t('2026-02-19T17:22:45Z') + t('2026-02-20T12:01:41Z');
  const cfg = config({ heading: 'timestamp', order: 'any' });

  it('both on top: a clean merge with both on top, theirs first; check passes', async () => {
    const m = await merge(
      cfg,
      head + old,
      head + t('2026-02-21T10:00:00Z', 'Ours.') + old,
      head + t('2026-02-21T09:00:00Z', 'Theirs.') + old,
    );
    expect(m.code).toBe(0);
    expect(m.text).toBe(head + t('2026-02-21T09:00:00Z', 'Theirs.') + t('2026-02-21T10:00:00Z', 'Ours.') + old);
    expect(m.check()).toBe(0);
  });

  it('one on top, the other at the bottom: each stays at its end', async () => {
    const m = await merge(
      cfg,
      head + old,
      head + t('2026-02-21T10:00:00Z', 'Ours.') + old,
      head + old + t('2026-02-21T09:00:00Z', 'Theirs.'),
    );
    expect(m.code).toBe(0);
    expect(m.text).toBe(head + t('2026-02-21T10:00:00Z', 'Ours.') + old + t('2026-02-21T09:00:00Z', 'Theirs.'));
    expect(m.check()).toBe(0);
  });
});

describe('log.stamp: the entries merged above the stamp; the later stamp wins, or a conflict', () => {
  const e = (ts: string, body: string) => `\n## ${ts}\n\n${body}\n`;
  const stamp = (date: string, n: number) =>
    `\n---\n\n*Last updated: ${date} — Session ${n}*\n*Rule: Update this log.*\n`;
  const old = `# Handover: lab\n${e('2026-02-13T10:00:00Z', 'One.')}`;
  const cfg = config({ heading: 'timestamp', stamp: true });
  const ours = old + e('2026-02-15T10:00:00Z', 'Ours.');
  const theirs = old + e('2026-02-14T10:00:00Z', 'Theirs.');
  const both = old + e('2026-02-14T10:00:00Z', 'Theirs.') + e('2026-02-15T10:00:00Z', 'Ours.');

  it('both add an entry and rewrite the stamp: both entries, then the later stamp; check passes', async () => {
    const m = await merge(
      cfg,
      old + stamp('2026-02-13', 1),
      ours + stamp('2026-02-15', 2),
      theirs + stamp('2026-02-14', 2),
    );
    expect(m.output).not.toMatch(/CONFLICT/);
    expect(m.code).toBe(0);
    expect(m.text).toBe(both + stamp('2026-02-15', 2));
    expect(m.check()).toBe(0);
  });

  it('two stamps whose dates do not say which is later: the entries merged, the stamp a conflict', async () => {
    const m = await merge(
      cfg,
      old + stamp('2026-02-13', 1),
      ours + stamp('2026-02-15', 2),
      theirs + stamp('2026-02-15', 3),
    );
    expect(m.code).not.toBe(0);
    expect(m.output).toContain('both sides rewrote the log');
    expect(markers(m.text)).toBe(1);
    expect(m.text.startsWith(both)).toBe(true);
    expect(m.text.slice(both.length)).toMatch(/^\n<{7}[\s\S]*Session 2[\s\S]*={7}[\s\S]*Session 3[\s\S]*>{7}/);
  });
});

describe('log.stamp on a numbered log (SPEC §2 headings): ours renumbered after theirs, above the stamp', () => {
  const stamp = (n: number) => `\n---\n\n*Last updated: 2026-02-1${n} — Session ${n}*\n`;
  it('both append an entry #3 and rewrite the stamp: theirs keeps #3, ours becomes #4, the later stamp', async () => {
    const m = await merge(
      config({ stamp: true }),
      log(2) + stamp(2),
      log(2) + entry(3, 'Ours.', '2026-01-01T00:05:00Z') + stamp(4),
      log(2) + entry(3, 'Theirs.', '2026-01-01T00:04:00Z') + stamp(3),
    );
    expect(m.output).not.toMatch(/CONFLICT/);
    expect(m.code).toBe(0);
    expect(m.text).toBe(
      log(2) + entry(3, 'Theirs.', '2026-01-01T00:04:00Z') + entry(4, 'Ours.', '2026-01-01T00:05:00Z') + stamp(4),
    );
    // the merge commit renumbered ours' #3: the driver's own work, which check --range does not blame on it
    expect(m.check()).toBe(0);
  });
});

describe('a numbered log (SPEC §2) merged by the driver: check --range does not blame the renumbering', () => {
  it('both append an entry #3: theirs keeps #3, ours becomes #4, and the range passes', async () => {
    const m = await merge(
      config({}),
      log(2),
      log(2) + entry(3, 'Ours.', '2026-01-01T00:05:00Z'),
      log(2) + entry(3, 'Theirs.', '2026-01-01T00:04:00Z'),
    );
    expect(m.code, m.output).toBe(0);
    expect(m.text).toBe(
      log(2) + entry(3, 'Theirs.', '2026-01-01T00:04:00Z') + entry(4, 'Ours.', '2026-01-01T00:05:00Z'),
    );
    expect(m.check()).toBe(0);
  });

  it('a merge resolved by hand that renumbers and also changes ours’ entry still fails', async () => {
    const m = await merge(
      config({}),
      log(2),
      log(2) + entry(3, 'Ours.', '2026-01-01T00:05:00Z'),
      log(2) + entry(3, 'Theirs.', '2026-01-01T00:04:00Z'),
    );
    const hand =
      log(2) + entry(3, 'Theirs.', '2026-01-01T00:04:00Z') + entry(4, 'Ours, reworded.', '2026-01-01T00:05:00Z');
    writeFileSync(join(m.dir, 'HANDOVER.md'), hand);
    git(m.dir, ['commit', '-q', '--amend', '--no-edit', '-a', '--no-verify']);
    expect(m.check()).toBe(1);
  });
});

describe('log.reference: a log with reference sections between its entries', () => {
  const d = (day: string, t: string) => `\n## 2026-08-${day} — ${t}\n\nDid ${t}.\n`;
  const ref = '\n## Environment Reference\n\n- Node 20\n';
  const old = `# Session Log\n\nWritten by lab.\n${d('17', 'Session 1')}${ref}${d('18', 'Session 2')}`;
  const cfg = config({ heading: 'date', writer: 'lab', reference: 'Environment Reference' });

  it('both sides add entries: one conflict of the whole file, never a line merge', async () => {
    const m = await merge(cfg, old, old + d('20', 'Ours'), old + d('19', 'Theirs'));
    expect(m.code).toBe(1);
    expect(markers(m.text)).toBe(1);
    expect(m.text).toContain('Did Ours.');
    expect(m.text).toContain('Did Theirs.');
  });
});
