import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 21: migrate does what is true. A snapshot document is not turned into a log with invented times; a
// registry kept as a table (or as `## CODE-NNN — Name` sections) becomes entries marked [RELAYED by <migrator>];
// front matter is not entry 1; a log over 1 MB migrates (it streams).

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const repo = (files: Record<string, string>) => {
  const dir = makeRepo([{ files, message: 'base', author: { name: 'lead', email: 'lead@example.org' } }]);
  dirs.push(dir);
  return dir;
};
const config = JSON.stringify({ agent: 'lead', owner: 'lead', agents: { lead: { emails: ['lead@example.org'] } } });

describe('migrate does what is true', () => {
  const snapshot =
    '# HANDOVER\n\n## Current State\n\nThe parser is half done.\n\n## Last Session\n\nWrote the lexer.\n\n## Next Steps\n\n- Finish the parser\n';
  /** A repo whose HANDOVER.md is committed at a given author time. */
  const dated = (text: string, when: string, dir = makeRepo()) => {
    writeFileSync(join(dir, 'HANDOVER.md'), text);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', `--date=${when}`, '-m', `state at ${when}`]);
    dirs.push(dir);
    return dir;
  };

  it('an untracked snapshot document is refused, naming what it is and what fits, and nothing is written', () => {
    const dir = repo({ 'README.md': 'x\n' });
    writeFileSync(join(dir, 'HANDOVER.md'), snapshot);
    const r = runCli(['migrate', '--write', 'HANDOVER.md', '--writer', 'lab'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is a snapshot document \("Current State", "Last Session", "Next Steps"\)/);
    expect(r.stderr).toMatch(/migrate will not invent one: commit it, and migrate dates each section by the commit/);
    expect(r.stderr).toMatch(/\(HANDOVER\.md is not committed in git\)\.\n$/);
    expect(r.stderr).toContain('handover sync set --focus "The parser is half done." --next "Finish the parser"');
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(snapshot);
  });

  it('a committed snapshot: each section takes the time of the commit that last wrote it, and the report says which', () => {
    const dir = dated(snapshot, '2026-03-01T10:00:00Z');
    const sha1 = git(dir, ['rev-parse', 'HEAD']).trim();
    dated(snapshot.replace('half done', 'done'), '2026-03-02T11:00:00Z', dir);
    const sha2 = git(dir, ['rev-parse', 'HEAD']).trim();
    const r = runCli(['migrate', 'HANDOVER.md', '--writer', 'lab'], { cwd: dir });
    expect(r.code).toBe(0);
    // the last writer dates a section (its text is that commit's), and the entries go in the order of those times
    expect(r.stdout).toBe(
      '# Handover: lab\n\n## 1 · 2026-03-01T10:00:00Z · Last Session\n\nWrote the lexer.\n\n' +
        '## 2 · 2026-03-01T10:00:00Z · Next Steps\n\n- Finish the parser\n\n' +
        '## 3 · 2026-03-02T11:00:00Z · Current State\n\nThe parser is done.\n',
    );
    expect(r.stderr).toMatch(/note: HANDOVER\.md is a snapshot document/);
    expect(r.stderr).toContain(
      `note: entry 3 ("Current State", line 3) states no time; it took 2026-03-02T11:00:00Z from commit ${sha2.slice(0, 12)}, the last to write it`,
    );
    expect(r.stderr).toContain(
      `note: entry 1 ("Last Session", line 7) states no time; it took 2026-03-01T10:00:00Z from commit ${sha1.slice(0, 12)}, the last to write it`,
    );
    const w = runCli(['migrate', '--write', 'HANDOVER.md', '--writer', 'lab'], { cwd: dir });
    expect(w.code).toBe(0);
    expect(runCli(['lint', 'HANDOVER.md'], { cwd: dir }).code).toBe(0);
  });

  it('an undated log with an uncommitted section is refused: no commit dates it, nothing is written', () => {
    const log = '# Handover: lab\n\n## Wrote the lexer\n\nIt works.\n\n## Started the parser\n\nHalf done.\n';
    const dir = dated(log, '2026-03-01T10:00:00Z');
    const edited = `${log}\n## Finished the parser\n\nDone.\n`;
    writeFileSync(join(dir, 'HANDOVER.md'), edited);
    const r = runCli(['migrate', '--write', 'HANDOVER.md'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 11 \("Finished the parser"\) is not committed, so there is no commit to date it by/);
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(edited);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '--date=2026-03-03T09:30:00Z', '-m', 'finished']);
    const ok = runCli(['migrate', '--format', 'json', 'HANDOVER.md'], { cwd: dir });
    expect(ok.code).toBe(0);
    const text = (JSON.parse(ok.stdout) as { files: { text: string; hints: string[] }[] }).files[0].text;
    expect(text).toContain('## 1 · 2026-03-01T10:00:00Z · Wrote the lexer\n');
    expect(text).toContain('## 3 · 2026-03-03T09:30:00Z · Finished the parser\n');
  });

  it('a table registry becomes [RELAYED by <migrator>] entries; lint is clean; the migration commit passes check --range', () => {
    const table =
      '# Projects\n\n| Project | Description | Path | Status |\n| --- | --- | --- | --- |\n| api | the public API | ./api | active |\n| web | the web client | ./web | paused |\n';
    const dir = repo({ '.handoverrc.json': config, 'PROJECT_REGISTRY.md': table });
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const m = runCli(['migrate', '--write', 'PROJECT_REGISTRY.md'], { cwd: dir });
    expect(m.code).toBe(0);
    const text = readFileSync(join(dir, 'PROJECT_REGISTRY.md'), 'utf8');
    expect(text).toBe(
      '# Project registry\n\nMigrated from "Projects".\n\n## api [RELAYED by lead]\n\n- Owns: the public API\n- Address: ./api\n\nStatus: active\n\n## web [RELAYED by lead]\n\n- Owns: the web client\n- Address: ./web\n\nStatus: paused\n',
    );
    expect(runCli(['lint', 'PROJECT_REGISTRY.md'], { cwd: dir }).code).toBe(0);
    commit(dir, {
      files: {},
      message: 'migrate the registry\n\nHandover-Migrate: legacy -> handover',
      author: { name: 'lead', email: 'lead@example.org' },
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(messagesOf(r.json).map((x) => `${x.ruleId}: ${x.message}`)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('`## CODE-NNN — Name` sections with status lines become tagged entries that keep every line', () => {
    const codes =
      '# Project codes\n\n## CODE-001 — Ingest pipeline\n\n- status: active\n\n## CODE-002 — Dashboard\n\n- status: retired\n';
    const dir = repo({ '.handoverrc.json': config, 'PROJECT_REGISTRY.md': codes });
    const r = runCli(['migrate', 'PROJECT_REGISTRY.md'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## CODE-001 [RELAYED by lead]\n\n- Owns: Ingest pipeline\n\nStatus: active\n');
    expect(r.stdout).toContain('## CODE-002 [RELAYED by lead]\n\n- Owns: Dashboard\n\nStatus: retired\n');
  });

  it('front matter above a log is kept before the title, never entry 1', () => {
    const log = '---\ntitle: Log\n---\n# Handover: lab\n\n## 2026-03-01 · First\n\na\n\n## 2026-03-02 · Second\n\nb\n';
    const dir = repo({ 'HANDOVER.md': log });
    const r = runCli(['migrate', 'HANDOVER.md'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^---\ntitle: Log\n---\n/);
    expect(r.stdout).toMatch(/## 1 · 2026-03-01T00:00:00Z · First/);
    expect(r.stdout).toMatch(/## 2 · 2026-03-02T00:00:00Z · Second/);
  });

  it('a log over 1 MB migrates (migrate reads its headings, it does not refuse the size)', () => {
    const entries: string[] = [];
    for (let n = 1; n <= 700; n++) {
      const day = new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      entries.push(`## ${day}: Session ${n}\n\n${'Worked on it. '.repeat(120)}\n\n`);
    }
    const log = `# Handover: lab\n\n${entries.join('')}`;
    expect(log.length).toBeGreaterThan(1024 * 1024);
    const dir = repo({ 'HANDOVER.md': log });
    const r = runCli(['migrate', 'HANDOVER.md'], { cwd: dir });
    expect(r.stderr.split('\n')[0]).toMatch(/700 entries/);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## 700 · ');
  });
});
