import { describe, expect, it } from 'vitest';
import { entry, log, messagesOf, rangeCheck, rangeRepo } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 31, "the conventions real files follow": each a knob in the log dialect, judged through real git with
// check --range over commits. A legitimate update passes, a rewrite fails, an amendment of an older entry fails.

const config = (log: Record<string, unknown> = {}) =>
  JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } }, log });
const range = (cfg: string, before: string, after: string) => {
  const { dir, base } = rangeRepo({ '.handoverrc.json': cfg, 'HANDOVER.md': before }, [
    { files: { 'HANDOVER.md': after }, message: 'update' },
  ]);
  const r = rangeCheck(dir, `${base}..HEAD`);
  return { code: r.code, rules: messagesOf(r.json).map((m) => m.ruleId) };
};

describe('log.amendLast: text added at the end of the newest entry', () => {
  const amend = log(3).replace('Entry 3 text.\n', 'Entry 3 text.\n\nLate addition: the tests pass.\n');
  const on = config({ amendLast: true });

  it('passes with the knob, also with a new entry after it; fails without the knob', () => {
    expect(range(on, log(3), amend)).toEqual({ code: 0, rules: [] });
    expect(range(on, log(3), amend + entry(4)).code).toBe(0);
    expect(range(config(), log(3), amend)).toEqual({ code: 1, rules: ['handover/append-only'] });
  });

  it('a sentence continued past its full stop is an amendment (JDep8/AutoFX-V2 b656b66); a changed word is not', () => {
    const continued = log(3).replace('Entry 3 text.\n', 'Entry 3 text; and a checkpoint commit.\n');
    expect(range(on, log(3), continued)).toEqual({ code: 0, rules: [] });
    const reworded = log(3).replace('Entry 3 text.\n', 'Entry 3 txt; and a checkpoint commit.\n');
    expect(range(on, log(3), reworded)).toEqual({ code: 1, rules: ['handover/append-only'] });
    expect(range(config(), log(3), continued).code).toBe(1);
  });

  it('an amendment of an older entry, or a rewrite of the newest, still fails', () => {
    const older = log(3).replace('Entry 2 text.\n', 'Entry 2 text.\n\nLate addition.\n');
    expect(range(on, log(3), older)).toEqual({ code: 1, rules: ['handover/append-only'] });
    const rewrite = log(3).replace('Entry 3 text.\n', 'Entry 3, rewritten.\n');
    expect(range(on, log(3), rewrite)).toEqual({ code: 1, rules: ['handover/append-only'] });
    // amending the newest entry once a newer one exists is amending an older entry
    const late = (log(3) + entry(4)).replace('Entry 3 text.\n', 'Entry 3 text.\n\nLate.\n');
    expect(range(on, log(3) + entry(4), late).code).toBe(1);
  });

  it('is a config key that says what it takes', () => {
    const bad = range(config({ amendLast: 'yes' }), log(3), amend);
    expect(bad.code).toBe(2);
  });
});

describe('a level-3 log whose ### entries have no ## parent', () => {
  const e = (d: string, t: string) => `\n### ${d}: ${t}\n\nDid ${t}.\n`;
  const text = `# Project log\n\nNotes from each session.\n${e('2026-01-01', 'setup')}${e('2026-01-02', 'parser')}`;
  const cfg = config({ heading: 'date', level: 3, writer: 'lab' });

  it('init --detect reads its entries; lint reads them clean', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': text } }]);
    const r = runCli(['init', '--detect'], { cwd: dir });
    expect(r.stdout).toContain(
      '2 of 2 headings match; sure: its name and its shape agree; read as files.handover, with log: { heading: date, level: 3 }',
    );
    const linted = makeRepo([{ files: { 'HANDOVER.md': text, '.handoverrc.json': cfg } }]);
    expect(runCli(['lint'], { cwd: linted }).code).toBe(0);
  });

  it('check --range: a new entry passes; a rewrite or an amendment of an older entry fails', () => {
    expect(range(cfg, text, text + e('2026-01-03', 'tests'))).toEqual({ code: 0, rules: [] });
    expect(range(cfg, text, text.replace('Did setup.', 'Did nothing.'))).toEqual({
      code: 1,
      rules: ['handover/append-only'],
    });
    const amended = text.replace('Did setup.\n', 'Did setup.\n\nAnd more.\n') + e('2026-01-03', 'tests');
    expect(range(cfg, text, amended).rules).toContain('handover/append-only');
  });
});

describe('log.trailer: guideline sections after the last entry stay last; new entries go above them', () => {
  const guide = '\n## Guidelines\n\nOne entry per session; never edit an old one.\n';
  const text = log(2) + guide;
  const on = config({ trailer: true });
  const withNew = log(2) + entry(3, 'Entry 3 text.', '2026-01-01T00:03:00Z') + guide;

  it('lint reads the trailer as the log’s, not as a broken entry (and without the knob it does not)', () => {
    expect(runCli(['lint'], { cwd: makeRepo([{ files: { 'HANDOVER.md': text, '.handoverrc.json': on } }]) }).code).toBe(
      0,
    );
    const off = makeRepo([{ files: { 'HANDOVER.md': text, '.handoverrc.json': config() } }]);
    expect(runCli(['lint'], { cwd: off }).code).toBe(1);
  });

  it('check --range: a new entry above the trailer passes; a changed trailer, a rewrite or an amendment fails', () => {
    expect(range(on, text, withNew)).toEqual({ code: 0, rules: [] });
    expect(range(on, text, withNew.replace('never edit', 'freely edit')).rules).toContain('handover/append-only');
    expect(range(on, text, withNew.replace('Entry 1 text.', 'Rewritten.')).rules).toContain('handover/append-only');
    const amended = withNew.replace('Entry 1 text.\n', 'Entry 1 text.\n\nLate.\n');
    expect(range(on, text, amended).rules).toContain('handover/append-only');
  });

  it('handover append writes the new entry above the trailer, and that commit passes check --range', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': text, '.handoverrc.json': on } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const after = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(after.indexOf('Tests pass.')).toBeGreaterThan(after.indexOf('Entry 2 text.'));
    expect(after.indexOf('Tests pass.')).toBeLessThan(after.indexOf('## Guidelines'));
    expect(after.endsWith(guide)).toBe(true);
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });
});

describe('init infers the conventions from the log’s text and its git history', () => {
  it('amendLast when a commit added text at the end of the newest entry; trailer when guidelines come last', () => {
    const amended = log(2).replace('Entry 2 text.\n', 'Entry 2 text.\n\nLate: the tests pass.\n');
    const dir = makeRepo([
      { files: { 'HANDOVER.md': log(2) } },
      { files: { 'HANDOVER.md': amended } },
      { files: { 'HANDOVER.md': amended + entry(3, 'Entry 3 text.', '2026-01-01T00:03:00Z') } },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain('handover init would write: log: { amendLast: true }');
    expect(d.code).toBe(0);
    // only appends in the history: no knob
    const plain = makeRepo([{ files: { 'HANDOVER.md': log(2) } }, { files: { 'HANDOVER.md': log(3) } }]);
    expect(runCli(['init', '--detect'], { cwd: plain }).stdout).not.toContain('amendLast');
    const guided = makeRepo([{ files: { 'HANDOVER.md': `${log(2)}\n## Guidelines\n\nOne entry per session.\n` } }]);
    expect(runCli(['init', '--detect'], { cwd: guided }).stdout).toContain('log: { trailer: true }');
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.handoverrc.yaml'), 'utf8')).toMatch(/amendLast: true/);
  });
});

describe('blame only the change in a newest-first log (gcquraishi/fictotum docs/STATUS_BOARD.md)', () => {
  // A finding stays with the section it is in: the units are searched in line order, not in the log's order (a
  // newest-first log lists its entries oldest first). Before, the guideline heading at the bottom was blamed on
  // whichever entry came first in the list, so every commit that added an entry on top was blamed for it again.
  const cfg = config({ heading: 'date-last', level: 3, order: 'newest-first', writer: 'lab' });
  const e = (d: string, t: string) => `\n### ${t}: ${d} 10:00 UTC\n**Did:** ${t}.\n\n---\n`;
  const board = (status: string, entries: string) =>
    `# Project board\n\nStatus: ${status}\n\n## Recent handoffs\n${entries}\n## How to use this board\n\n` +
    '### For agents:\n- Read first.\n';
  const before = board('idle', e('2026-01-02', 'parser') + e('2026-01-01', 'setup'));
  const after = board('busy', e('2026-01-03', 'tests') + e('2026-01-02', 'parser') + e('2026-01-01', 'setup'));

  it('a finding the base already had at the bottom is a warning, not blamed on the new entry on top', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': cfg, 'HANDOVER.md': before }, [
      { files: { 'HANDOVER.md': after }, message: 'update' },
    ]);
    const found = messagesOf(rangeCheck(dir, `${base}..HEAD`).json);
    const heading = found.filter((m) => m.ruleId === 'handover/entry-heading');
    expect(heading.length).toBeGreaterThan(0);
    expect(heading.every((m) => m.severity === 'warning')).toBe(true);
  });
});

describe('order from history when the headings cannot tell (Jerrycyborg/Claw-Edgemesh .ai/handoff/LOG.md)', () => {
  // every entry of one day, each new one written on top: the dates say nothing, the history says newest first
  const TITLE = '# Agent Log (newest first)\n\nWritten only by lab.\n';
  const day = (n: number, text = `Session ${n}.`) => `\n## 2026-02-27 -- Session ${n}\n\n${text}\n`;
  const top = (...ns: number[]) => TITLE + ns.map((n) => day(n)).join('');

  it('init writes order: newest-first; the next entry on top passes, a rewrite still fails', () => {
    const dir = makeRepo([
      { files: { 'HANDOVER.md': top(1) } },
      { files: { 'HANDOVER.md': top(2, 1) } },
      { files: { 'HANDOVER.md': top(3, 2, 1) } },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain('newest first, as its history adds entries');
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    const cfg = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(cfg).toMatch(/order: newest-first/);
    const json = JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } }, log: { order: 'newest-first' } });
    expect(range(json, top(3, 2, 1), top(4, 3, 2, 1)).code).toBe(0);
    expect(range(json, top(3, 2, 1), top(4, 3, 2, 1).replace('Session 2.', 'Session 2, redone.')).code).toBe(1);
    // appended below in its history: no knob
    const below = makeRepo([{ files: { 'HANDOVER.md': top(1) } }, { files: { 'HANDOVER.md': top(1, 2) } }]);
    expect(runCli(['init', '--detect'], { cwd: below }).stdout).not.toContain('newest-first');
  });
});
