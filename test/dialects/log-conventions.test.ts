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

describe('log.amendLast: the newest entry is the one its heading dates latest (Byron/micasa AGENT_LOG.md)', () => {
  // micasa's writer put its 2026-02-06 entry above "2026-02-05 Session 3" (one commit, judged a mistake), then added
  // bullets at the end of its own entry in 12 commits: the newest by date, not the last in the file.
  const e = (heading: string, body: string) => `\n## ${heading}\n\n**Work done**:\n${body}\n`;
  const text =
    '# Agent Log\n' +
    e('2026-02-05 Session', '- Fixed the build') +
    e('2026-02-05 Session 2', '- Reworked log mode') +
    e('2026-02-06 Session', '- Extracted parse helpers') +
    e('2026-02-05 Session 3', '- Wired the appliances tab');
  const on = config({ heading: 'date', writer: 'lab', amendLast: true });
  // "Session 3" dated before the entry above it is the base's own time-order warning, not this change's
  const errors = (cfg: string, before: string, after: string) => {
    const r = range(cfg, before, after);
    return { code: r.code, rules: r.rules.filter((x) => x !== 'handover/time-order') };
  };
  const add = (after: string, line: string) => text.replace(`${after}\n`, `${after}\n${line}\n`);

  it('bullets added at the end of the newest-dated entry pass, above an older entry; not without the knob', () => {
    const amended = add('- Extracted parse helpers', '- Shortened status bar labels');
    expect(errors(on, text, amended)).toEqual({ code: 0, rules: [] });
    expect(errors(config({ heading: 'date', writer: 'lab' }), text, amended)).toEqual({
      code: 1,
      rules: ['handover/append-only'],
    });
  });

  it('amending the last entry in the file (older by date) or another one fails; so does a rewrite of the newest', () => {
    expect(errors(on, text, add('- Wired the appliances tab', '- And more')).rules).toEqual(['handover/append-only']);
    expect(errors(on, text, add('- Reworked log mode', '- And more')).rules).toEqual(['handover/append-only']);
    const rewrite = text.replace('- Extracted parse helpers', '- Extracted nothing');
    expect(errors(on, text, rewrite).rules).toEqual(['handover/append-only']);
  });

  it('entries of the same date: the later one is the newest, the earlier one never grows', () => {
    const same = text.replace('2026-02-05 Session 3', '2026-02-06 Session 2');
    const late = same.replace('- Wired the appliances tab\n', '- Wired the appliances tab\n- And more\n');
    expect(errors(on, same, late)).toEqual({ code: 0, rules: [] });
    const early = same.replace('- Extracted parse helpers\n', '- Extracted parse helpers\n- And more\n');
    expect(errors(on, same, early).rules).toEqual(['handover/append-only']);
  });

  it('a newest-first log: its top entry may grow, its bottom (oldest) one never', () => {
    const cfg = config({ heading: 'date', writer: 'lab', order: 'newest-first', amendLast: true });
    const nf = `# Agent Log\n${e('2026-02-07 Session', '- Newest')}${e('2026-02-06 Session', '- Middle')}${e('2026-02-05 Session', '- Oldest')}`;
    expect(range(cfg, nf, nf.replace('- Newest\n', '- Newest\n- And more\n'))).toEqual({ code: 0, rules: [] });
    expect(range(cfg, nf, nf.replace('- Oldest\n', '- Oldest\n- And more\n')).rules).toEqual(['handover/append-only']);
  });

  it('init infers amendLast from that history (the entry grew where it sits, not at the end of the file)', () => {
    const dir = makeRepo([
      { files: { 'AGENT_LOG.md': text } },
      { files: { 'AGENT_LOG.md': add('- Extracted parse helpers', '- Shortened status bar labels') } },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toMatch(/handover init would write: log: \{[^}]*amendLast: true/);
    // the same history with the bullets added to an entry that is not the newest: no knob
    const older = makeRepo([
      { files: { 'AGENT_LOG.md': text } },
      { files: { 'AGENT_LOG.md': add('- Reworked log mode', '- And more') } },
    ]);
    expect(runCli(['init', '--detect'], { cwd: older }).stdout).not.toContain('amendLast');
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

describe('log.trailer: a marker after the last entry stays last (finnnai/CoAssisted-Workspace HANDOFF_LOG.md)', () => {
  // Each entry closes with "---"; the file ends with a comment marker, and each session's new entry went above it.
  const marker = '\n<!-- Conor appends his entry below before sending back -->\n';
  const e = (d: string, t: string) => `\n## ${d} · Joshua — ${t}\n\nShipped ${t}.\n\n---\n`;
  const text = `# Handoff Log\n\nOne entry per handoff.\n${e('2026-04-30', 'setup')}${e('2026-05-01', 'parser')}${marker}`;
  const withNew = text.replace(marker, `${e('2026-05-02', 'tests')}${marker}`);
  const on = config({ heading: 'date', writer: 'lab', trailer: true });

  it('check --range: a new entry above the marker passes; a changed marker, a rewrite or an amendment fails', () => {
    expect(range(on, text, withNew)).toEqual({ code: 0, rules: [] });
    expect(range(config({ heading: 'date', writer: 'lab' }), text, withNew).rules).toEqual(['handover/append-only']);
    const moved = withNew.replace('Conor appends', 'Anyone appends');
    expect(range(on, text, moved).rules).toEqual(['handover/append-only']);
    expect(range(on, text, withNew.replace('Shipped setup.', 'Shipped nothing.')).rules).toEqual([
      'handover/append-only',
    ]);
    const amended = withNew.replace('Shipped parser.\n', 'Shipped parser.\n\nLate.\n');
    expect(range(on, text, amended).rules).toEqual(['handover/append-only']);
    // the marker dropped, or a new entry below it: the marker is no longer last
    expect(range(on, text, withNew.replace(marker, '\n')).rules).toEqual(['handover/append-only']);
    expect(range(on, text, text + e('2026-05-02', 'tests')).rules).toContain('handover/append-only');
  });

  it('handover append writes above the marker, and that commit passes check --range', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': text, '.handoverrc.json': on } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const after = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(after.indexOf('Tests pass.')).toBeGreaterThan(after.indexOf('Shipped parser.'));
    expect(after.endsWith(marker)).toBe(true);
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });

  it('init infers trailer when the history adds entries above the marker; not from a comment alone', () => {
    const dir = makeRepo([{ files: { 'HANDOFF_LOG.md': text } }, { files: { 'HANDOFF_LOG.md': withNew } }]);
    expect(runCli(['init', '--detect'], { cwd: dir }).stdout).toMatch(/would write: log: \{[^}]*trailer: true/);
    // entries appended below a comment the last entry ended with: the comment is that entry's, no knob
    const below = makeRepo([
      { files: { 'HANDOFF_LOG.md': text } },
      { files: { 'HANDOFF_LOG.md': text + e('2026-05-02', 'tests') } },
    ]);
    expect(runCli(['init', '--detect'], { cwd: below }).stdout).not.toContain('trailer');
    const once = makeRepo([{ files: { 'HANDOFF_LOG.md': text } }]);
    expect(runCli(['init', '--detect'], { cwd: once }).stdout).not.toContain('trailer');
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

describe('log.stamp: emphasis lines ending the file are its stamp (Apocscode/MCAi SESSION_LOG.md)', () => {
  // MCAi's log ends with "*Last updated: <date> — Session N*" (and a "*Rule: …*" line), rewritten on every append;
  // each new session's entry goes above it.
  const stamp = (n: number) => `\n---\n\n*Last updated: 2026-02-14 — Session ${n}*\n*Rule: Update this log.*\n`;
  const text = log(2) + stamp(2);
  const withNew = log(3) + stamp(3);
  const on = config({ stamp: true });

  it('check --range: a new entry above the rewritten stamp passes; not without the knob', () => {
    expect(range(on, text, withNew)).toEqual({ code: 0, rules: [] });
    expect(range(config(), text, withNew).rules).toEqual(['handover/append-only']);
    // the stamp alone rewritten
    expect(range(on, text, log(2) + stamp(9))).toEqual({ code: 0, rules: [] });
  });

  it('an old entry rewritten, or the last entry’s own text changed, still fails', () => {
    expect(range(on, text, withNew.replace('Entry 1 text.', 'Rewritten.')).rules).toEqual(['handover/append-only']);
    expect(range(on, text, withNew.replace('Entry 2 text.', 'Rewritten.')).rules).toEqual(['handover/append-only']);
    // a paragraph of the last entry that is not wholly emphasis is entry text, not stamp
    const mixed = `${log(2)}\n*Note:* the tests pass.\n`;
    const mixedNew = `${log(2)}\n*Note:* the tests fail.\n`;
    expect(range(on, mixed, mixedNew).rules).toEqual(['handover/append-only']);
    // nor is a list item or text indented under one
    const listed = `${log(2)}\n* done*\n`;
    expect(range(on, listed, `${log(2)}\n* undone*\n`).rules).toEqual(['handover/append-only']);
  });

  it('never the whole body of the last entry, nor an entry that stays last for good (newest first, pinned)', () => {
    const bare = `${log(2)}\n---\n`.replace('Entry 2 text.', '*Entry 2 text.*');
    expect(range(on, bare, bare.replace('*Entry 2 text.*', '*Rewritten.*')).rules).toEqual(['handover/append-only']);
    // a newest-first log's last entry is its oldest: its closing emphasis line is its text for good
    const e = (d: string, t: string) => `\n## ${d} · ${t}\n\nShipped ${t}.\n\n*Reviewed by lab.*\n`;
    const top = `# Handover: lab\n${e('2026-05-02', 'tests')}${e('2026-05-01', 'parser')}`;
    const desc = config({ heading: 'date', order: 'newest-first', stamp: true });
    expect(range(desc, top, top.replace(/Reviewed by lab\.\*\n$/, 'Reviewed by nobody.*\n')).rules).toEqual([
      'handover/append-only',
    ]);
    const pinned = config({ stamp: true, pinned: true });
    expect(range(pinned, text, text.replace('Session 2*', 'Session 9*')).rules).toEqual(['handover/append-only']);
  });

  it('a stamp-looking line anywhere but the end of the file is entry text: changing it fails', () => {
    const middle = log(2).replace('Entry 1 text.\n', 'Entry 1 text.\n\n*Last updated: 2026-02-14 — Session 1*\n');
    const changed = middle.replace('Session 1*', 'Session 0*');
    expect(range(on, middle + stamp(2), changed + stamp(2)).rules).toEqual(['handover/append-only']);
    // the stamp moved above a new entry is that entry's text: the old last entry changed
    const moved = log(2) + stamp(2) + entry(3, 'Entry 3 text.', '2026-01-01T00:03:00Z');
    expect(range(on, text, moved.replace('Session 2*', 'Session 3*')).rules).toEqual(['handover/append-only']);
  });

  it('handover append writes the new entry above the stamp, and that commit passes check --range', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': text, '.handoverrc.json': on } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const after = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(after.indexOf('Tests pass.')).toBeGreaterThan(after.indexOf('Entry 2 text.'));
    expect(after.endsWith('*Last updated: 2026-02-14 — Session 2*\n*Rule: Update this log.*\n')).toBe(true);
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });

  it('init infers stamp when the history rewrites it with entries added above; not from the text alone', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': text } }, { files: { 'HANDOVER.md': withNew } }]);
    expect(runCli(['init', '--detect'], { cwd: dir }).stdout).toMatch(/would write: log: \{[^}]*stamp: true/);
    const once = makeRepo([{ files: { 'HANDOVER.md': text } }]);
    expect(runCli(['init', '--detect'], { cwd: once }).stdout).not.toContain('stamp');
    // entries appended below an emphasis line the last entry ended with: it is that entry's, no knob
    const below = makeRepo([{ files: { 'HANDOVER.md': text } }, { files: { 'HANDOVER.md': text + entry(3) } }]);
    expect(runCli(['init', '--detect'], { cwd: below }).stdout).not.toContain('stamp');
  });
});

describe('what a knob frees is still the writer’s to change (handover/single-writer holds)', () => {
  // log.stamp frees a footer from append-only, log.section the text around the log: neither lets anyone else write
  const other = { name: 'Mallory', email: 'mallory@example.org' };
  const cfg = (knobs: Record<string, unknown>) =>
    JSON.stringify({
      agents: { lab: { emails: ['test@example.org'] }, mallory: { emails: ['mallory@example.org'] } },
      log: knobs,
    });
  const by = (c: string, before: string, after: string, author?: typeof other) => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': c, 'HANDOVER.md': before }, [
      { files: { 'HANDOVER.md': after }, message: 'update', ...(author ? { author } : {}) },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    return { code: r.code, rules: messagesOf(r.json).map((m) => m.ruleId) };
  };

  it('a stamp rewritten by another agent fails handover/single-writer; by the writer it passes', () => {
    const text = `${log(2)}\n*Last updated: Session 2*\n`;
    const after = text.replace('Session 2*', 'Session 9*');
    expect(by(cfg({ stamp: true }), text, after)).toEqual({ code: 0, rules: [] });
    expect(by(cfg({ stamp: true }), text, after, other)).toEqual({ code: 1, rules: ['handover/single-writer'] });
  });

  it('the board around a log section changed by another agent fails handover/single-writer', () => {
    const board = (status: string) =>
      `# Handover: lab\n\n## Currently active\n\n${status}\n\n## Recent handoffs\n\n` +
      '### 2026-01-21 · Parser\n\nDone.\n\n### 2026-01-20 · Lexer\n\nDone.\n\n### 2026-01-19 · Plan\n\nDone.\n';
    const knobs = cfg({ heading: 'date', order: 'newest-first', section: 'Recent handoffs' });
    expect(by(knobs, board('Parser.'), board('Tests.'))).toEqual({ code: 0, rules: [] });
    expect(by(knobs, board('Parser.'), board('Tests.'), other)).toEqual({
      code: 1,
      rules: ['handover/single-writer'],
    });
  });
});

describe('log.reference: reference sections kept between entries (Apocscode/MCAi SESSION_LOG.md)', () => {
  // MCAi's log keeps a "## Environment Reference" block (no entry: no session heading) between its sessions; each
  // later update appends sessions, then a fresh copy of the block after them, the older copies left where they were,
  // and rewrites the footer stamp (7595bb0, b67267c, 2c871b1). 1c5e0ac rewords a row of an old copy: a rewrite.
  const ref = (row: string) => `\n## Environment Reference\n\n| File | Purpose |\n|---|---|\n| Ore.java | ${row} |\n`;
  const stamp = (n: number) => `\n---\n\n*Last updated: 2026-02-14 — Session ${n}*\n*Rule: Update this log.*\n`;
  const seq = (n: number) => entry(n, `Entry ${n} text.`, `2026-01-01T00:0${n}:00Z`);
  const before = log(2) + ref('ore levels') + seq(3) + stamp(3);
  const after = log(2) + ref('ore levels') + seq(3) + seq(4) + seq(5) + ref('ore levels, 27 resources') + stamp(5);
  const on = config({ reference: 'Environment Reference', stamp: true });

  it('check --range: sessions appended with a new copy of the block after them pass; not without the knob', () => {
    expect(range(on, before, after)).toEqual({ code: 0, rules: [] });
    expect(range(config({ stamp: true }), before, after).rules).toContain('handover/entry-heading');
    // the next update: more sessions after the newest copy, the stamp rewritten
    expect(range(on, after, after.replace(stamp(5), seq(6) + stamp(6)))).toEqual({ code: 0, rules: [] });
  });

  it('an old block rewritten, removed or moved fails; so does a new one put between old entries', () => {
    const reworded = after.replace('| ore levels |', '| ore levels, tool tiers |');
    expect(range(on, after, reworded)).toEqual({ code: 1, rules: ['handover/append-only'] });
    const removed = after.replace(ref('ore levels'), '');
    expect(range(on, after, removed)).toEqual({ code: 1, rules: ['handover/append-only'] });
    // a new entry slipped in above the old block (it no longer follows entry 2)
    const moved = before.replace(ref('ore levels'), seq(4) + ref('ore levels')).replace(seq(3), '');
    expect(range(on, before, moved).code).toBe(1);
    // a new block above the old one that ends the log, or between two old entries
    const last = log(2) + ref('ore levels') + stamp(2);
    const above = log(2) + ref('new block') + ref('ore levels') + seq(3) + stamp(3);
    expect(range(on, last, above)).toEqual({ code: 1, rules: ['handover/append-only'] });
    expect(range(on, last, log(2) + ref('ore levels') + seq(3) + ref('new') + stamp(3)).code).toBe(0);
    const between = before.replace(seq(3), ref('anything at all') + seq(3));
    expect(range(on, before, between)).toEqual({ code: 1, rules: ['handover/append-only'] });
    // text slipped into an old block's end is a change of that block
    const slipped = before.replace(ref('ore levels'), `${ref('ore levels')}\nAlso: entry 1 was wrong.\n`);
    expect(range(on, before, slipped)).toEqual({ code: 1, rules: ['handover/append-only'] });
  });

  it('an old entry rewritten or an older entry amended still fails; another stray heading is still no entry', () => {
    expect(range(on, before, after.replace('Entry 1 text.', 'Rewritten.')).rules).toEqual(['handover/append-only']);
    const amended = after.replace('Entry 3 text.\n', 'Entry 3 text.\n\nLate addition.\n');
    expect(range(on, before, amended).rules).toEqual(['handover/append-only']);
    const notes = after.replace(stamp(5), '\n## Notes\n\nAnything.\n');
    expect(range(on, after, notes).rules).toContain('handover/entry-heading');
  });

  it('handover append writes after the last entry (above the stamp), not above a block, and the commit passes', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': after, '.handoverrc.json': on } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['append', 'Tests pass.', '--actor', 'lab'], { cwd: dir });
    expect(r.stderr).toBe('');
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    expect(text.indexOf('Tests pass.')).toBeGreaterThan(text.indexOf('27 resources'));
    expect(text.endsWith('*Rule: Update this log.*\n')).toBe(true);
    commit(dir, { files: {}, message: 'append' });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });

  it('init infers reference when the history adds a copy with new entries; not from the text alone', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': before } }, { files: { 'HANDOVER.md': after } }]);
    expect(runCli(['init', '--detect'], { cwd: dir }).stdout).toMatch(
      /would write: log: \{[^}]*reference: \["Environment Reference"\]/,
    );
    // one block, never copied: the text alone cannot tell it from a broken entry heading
    const once = makeRepo([{ files: { 'HANDOVER.md': before } }, { files: { 'HANDOVER.md': before + seq(4) } }]);
    expect(runCli(['init', '--detect'], { cwd: once }).stdout).not.toContain('reference');
    // MachengShen/vibe-research-toolkit 8a93861: an entry headed with the literal "## ${ts}" (a shell heredoc bug),
    // then more entries after it: a broken entry, still an entry-heading error
    const ts = '$' + '{ts}';
    const heredoc = log(2) + entry(3, 'Entry 3 text.', ts).replace(`## 3 · ${ts}`, `## ${ts}`) + seq(4);
    const bug = makeRepo([{ files: { 'HANDOVER.md': log(2) } }, { files: { 'HANDOVER.md': heredoc } }]);
    expect(runCli(['init', '--detect'], { cwd: bug }).stdout).not.toContain('reference');
    // a misspelt entry heading (it carries a number) is never a candidate
    const broken = log(2) + entry(3, 'Entry 3 text.', 'yesterday') + seq(4);
    const misspelt = makeRepo([{ files: { 'HANDOVER.md': log(2) } }, { files: { 'HANDOVER.md': broken } }]);
    expect(runCli(['init', '--detect'], { cwd: misspelt }).stdout).not.toContain('reference');
  });

  it('is a config key of a level-2 log kept oldest first', () => {
    expect(range(config({ reference: 'Environment Reference', level: 3 }), before, after).code).toBe(2);
    expect(range(config({ reference: 'Environment Reference', order: 'newest-first' }), before, after).code).toBe(2);
    expect(range(config({ reference: '## Environment Reference' }), before, after).code).toBe(2);
  });
});
