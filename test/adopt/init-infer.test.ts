import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

// Issue 21: init reads the coordination files a repo already keeps and writes the config that reads them as
// they are; --detect only reports; a file that matches no shape is refused, naming the closest shape and migrate.

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const repo = (files: Record<string, string>) => {
  const dir = makeRepo([{ files }]);
  dirs.push(dir);
  return dir;
};

const LOG =
  '# Project log\n\nNewest at the top.\n\n## [2026-02-27] claude: Third\n\nc\n\n## [2026-02-26] claude: Second\n\nb\n\n## [2026-02-25] claude: First\n\na\n';
const BOARD =
  '# Status\n\n## Active\n\n### claude\n\n**Current Task**: Parser\n**Blockers**: None\n**Next Action**: Tests\n\n## Idle\n\n### gemini\n\n**Current Task**: —\n**Blockers**: None\n**Next Action**: Wait\n';
const SNAPSHOT =
  '# HANDOVER\n\n## Current State\n\nAll green.\n\n## Last Session\n\nFixed the parser.\n\n## Next Steps\n\n- Docs\n';

describe('init infers the shape of the files a repo keeps', () => {
  it('--detect reports the knobs and how many headings matched, and writes nothing', () => {
    const dir = repo({ 'HANDOVER.md': LOG, 'SYNC.md': BOARD });
    const r = runCli(['init', '--detect', '--agent', 'claude'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'HANDOVER.md: a log (heading: date, newest first, e.g. "## [2026-02-27] claude: Third"); 3 of 3 headings match; sure: its name and its shape agree; read as files.handover, with log: { heading: date, order: newest-first }',
    );
    expect(r.stdout).toContain("the log's writer: one writer, claude, named by its entries");
    expect(r.stdout).toContain(
      'handover init would write: log: { heading: date, order: newest-first, writer: claude }',
    );
    expect(r.stdout).toContain(
      'SYNC.md: a board of agent sections (level 3, e.g. "### claude", fields "Current Task", "Blockers", "Next ' +
        'Action"); 2 of 2 headings match',
    );
    expect(r.stdout).toContain(
      'sync: { level: 3, fields: { focus: { label: "Current Task" }, blocked: { label: Blockers } } }',
    );
    expect(runCli(['status'], { cwd: dir }).code).not.toBe(-1);
    expect(() => readFileSync(join(dir, '.handoverrc.yaml'))).toThrow();
  });

  it('init writes that config, and lint then reads both files clean', () => {
    const dir = repo({ 'HANDOVER.md': LOG, 'SYNC.md': BOARD });
    const r = runCli(['init', '--agent', 'claude'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('found in this repository:');
    const config = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(config).toMatch(/log:\n {2}heading: date\n {2}order: newest-first\n {2}writer: claude\n/);
    expect(config).toMatch(/sync:\n {2}level: 3\n/);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
  });

  it('a snapshot document: init does not guess knobs for it, says what it is and names migrate; --detect exits 1', () => {
    const dir = repo({ 'HANDOVER.md': SNAPSHOT });
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.code).toBe(1);
    expect(d.stdout).toMatch(/HANDOVER\.md: not read: it is a snapshot document/);
    expect(d.stdout).toMatch(/handover migrate HANDOVER\.md/);
    const r = runCli(['init', '--agent', 'claude'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /HANDOVER\.md: not read: it is a snapshot document.*; left alone: no historical rule guards it \(config ignore: \[HANDOVER\.md\]\)\n/,
    );
    const config = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
    expect(config).not.toMatch(/^log:/m);
    expect(config).toMatch(/^ignore:\n {2}- HANDOVER\.md\n/m);
  });

  it('a file of prose sections names the closest shape', () => {
    const dir = repo({ 'notes.md': '# Notes\n\n## Ideas\n\nx\n\n## Plans\n\ny\n\n## Risks\n\nz\n' });
    const r = runCli(['init', '--detect', 'notes.md'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /notes\.md: no shape handover reads matches this file, so init will not guess; the closest shape is .*\(0 of 3 headings\); handover migrate notes\.md shows it converted/,
    );
  });

  it('a canonical log needs no knobs; a cmap log is read as the cmap dialect', () => {
    const canonical = repo({
      'HANDOVER.md': '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nx\n\n## 2 · 2026-11-29T11:00:00Z\n\ny\n',
    });
    expect(runCli(['init', '--detect'], { cwd: canonical }).stdout).toMatch(
      /2 of 2 headings match; sure: its name and its shape agree; read as files\.handover\n/,
    );
  });

  // The corpus's one false positive: a command file with front matter and tags, no title and no heading, was
  // inferred as an empty log and its next change failed as a rewrite.
  it('a file without headings is not guessed to be an empty log: init refuses, naming the closest shape', () => {
    const command =
      '---\nname: gsd:progress\ndescription: Check project progress\n---\n\n<objective>\nCheck progress.\n' +
      '</objective>\n\n<process>\nRun the workflow.\n</process>\n';
    const prose = `# Progress\n\n${Array.from({ length: 4 }, (_, i) => `- 2026-01-1${i}: Task ${i} done.`).join('\n')}\n`;
    for (const [text, what] of [
      [command, '6 lines of prose and no title'],
      [prose, '4 dated lines'],
    ]) {
      const dir = repo({ 'HANDOVER.md': text });
      const d = runCli(['init', '--detect'], { cwd: dir });
      expect(d.code).toBe(1);
      expect(d.stdout).toContain(
        `HANDOVER.md: not read: it has no level-2 or level-3 heading yet holds ${what}, so it is not a log with no ` +
          'entries yet',
      );
      expect(d.stdout).toContain('handover migrate HANDOVER.md shows what the handover form makes of it');
      const r = runCli(['init', '--agent', 'lab'], { cwd: dir });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/HANDOVER\.md: not read: .*; left alone: no historical rule guards it/);
    }
  });

  it('a short file named for no protocol file is not guessed to be an empty log either', () => {
    const dir = repo({ 'design.md': '# Status board design\n\nPanels and controls; update before building.\n' });
    const d = runCli(['init', '--detect', 'design.md'], { cwd: dir });
    expect(d.code).toBe(1);
    expect(d.stdout).toContain('yet holds 1 line and a name and title that say no protocol file');
  });

  it('a title and a short preamble are still a log with no entries yet (the templates)', () => {
    const dir = repo({ 'HANDOVER.md': '# Project log\n\nAppend-only. Newest last.\n' });
    const d = runCli(['init', '--detect', '--agent', 'lab'], { cwd: dir });
    expect(d.stdout).toContain('HANDOVER.md: no entries or sections yet; 0 of 0 headings match; sure:');
    expect(d.stdout).toContain('handover init would write: log: { writer: lab }');
    expect(d.code).toBe(0);
  });
});
