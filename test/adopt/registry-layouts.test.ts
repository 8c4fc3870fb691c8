import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo, stagedCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

// Issue 21: registries kept without provenance tags — one Markdown table, or `## CODE-NNN — Name` sections with
// `- status:` lines — are read as they are with `registry.layout: table | sections`: what the registry rules can
// judge without tags is judged (one entry per project, fields once, rows no wider than the header, subjects owned
// twice), and what they cannot (who may write an entry) is said once, never a silent pass. `init` infers the
// layout for a file known to be the registry. Through real git: check --staged and check --range.

const TABLE_ROWS = [
  ['auth', 'login; sessions', '../auth', 'active'],
  ['billing', 'invoices', '../billing', 'paused'],
];
const table = (rows: string[][]) =>
  `# Project registry\n\nOne row per project.\n\n| Project | Owns | Address | Status |\n| --- | --- | --- | --- |\n${rows
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n')}\n`;
const code = (id: string, name: string, lines: string[]) => `## ${id} — ${name}\n\n${lines.join('\n')}\n`;
const sections = (extra = '') =>
  `# Projects\n\n${code('APP-001', 'Auth service', ['- status: Active', '- repoFolder: auth'])}\n${code(
    'APP-002',
    'Billing',
    ['- status: Paused', '- fronts:', '  - APP-001 — Auth service'],
  )}${extra}`;
const tableConfig = JSON.stringify({ registry: { layout: 'table' } });
const sectionsConfig = JSON.stringify({ registry: { layout: 'sections' } });

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const lint = (files: Record<string, string>, args: string[] = []) => {
  const dir = makeRepo([{ files }]);
  dirs.push(dir);
  const r = runCli(['lint', '--format', 'json', ...args], { cwd: dir });
  return { ...r, messages: messagesOf(JSON.parse(r.stdout)) };
};
const said = (messages: { ruleId: string | null; severity: string; message: string }[]) =>
  messages.map((m) => `${m.severity} ${m.ruleId}: ${m.message}`);
const NO_TAGS =
  'warning registry/provenance: PROJECT_REGISTRY.md is read with registry.layout: table, which carries no ' +
  'provenance tags, so registry/provenance, registry/self-authority, registry/relay-attribution and ' +
  'registry/no-downgrade cannot judge who may write each entry; handover migrate turns it into [RELAYED by <you>] ' +
  'entries they can judge';

/** `check --range` over one commit by lab that makes the registry each `next`: exits with its code. */
function expectRangeCodes(base: Record<string, string>, cases: [next: string, code: number][]): void {
  for (const [next, code] of cases) {
    const { dir, base: sha } = rangeRepo(base, [
      { files: { 'PROJECT_REGISTRY.md': next }, message: 'registry', author: { name: 'lab', email: 'lab@x.org' } },
    ]);
    dirs.push(dir);
    expect(rangeCheck(dir, `${sha}..HEAD`, ['--actor', 'lab']).code, next).toBe(code);
  }
}

describe('a registry kept as one table (registry.layout: table)', () => {
  const base = { '.handoverrc.json': tableConfig, 'PROJECT_REGISTRY.md': table(TABLE_ROWS) };

  it('lint judges it and says once what it cannot judge: no error, one warning', () => {
    const r = lint(base);
    expect(said(r.messages)).toEqual([NO_TAGS]);
    expect(r.code).toBe(0);
    expect(lint(base, ['--max-warnings', '0']).code).toBe(1);
  });

  it('lint finds a project twice, a subject owned twice and a row wider than the header', () => {
    const rows = [...TABLE_ROWS, ['auth', 'invoices', '../auth2', 'active', 'extra']];
    const r = lint({ ...base, 'PROJECT_REGISTRY.md': table(rows) });
    expect(r.code).toBe(1);
    const got = said(r.messages);
    expect(got).toContain('error registry/unique: Project "auth" has a second entry (first at line 7); keep one');
    expect(got).toContain(
      'warning registry/subject-overlap: "invoices" is owned by both billing and auth; settle who owns it',
    );
    expect(got.some((m) => /^error registry\/fields: The row of "auth" has 5 cells and the header 4/.test(m))).toBe(
      true,
    );
  });

  it('check --staged and --range: a new row passes, a second row for one project fails', () => {
    const added = table([...TABLE_ROWS, ['search', 'indexing', '../search', 'new']]);
    const twice = table([...TABLE_ROWS, ['Billing', 'payouts', '../payouts', 'new']]);
    const ok = stagedCheck(base, { 'PROJECT_REGISTRY.md': added }, ['--actor', 'lab']);
    dirs.push(ok.dir);
    expect(ok.code).toBe(0);
    expect(messagesOf(ok.json).map((m) => m.severity)).not.toContain('error');
    const bad = stagedCheck(base, { 'PROJECT_REGISTRY.md': twice }, ['--actor', 'lab']);
    dirs.push(bad.dir);
    expect(bad.code).toBe(1);
    expect(messagesOf(bad.json).map((m) => m.ruleId)).toContain('registry/unique');
    expectRangeCodes(base, [
      [added, 0],
      [twice, 1],
    ]);
  });

  it('init --detect infers it for the registry file; registry add refuses to write tags into it', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': table(TABLE_ROWS) } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(
      'PROJECT_REGISTRY.md: a registry kept as a table, a row per project, e.g. "| auth |"; 2 of 2 rows match; ' +
        'sure: its name and its shape agree; read as files.registry, with registry: { layout: table }',
    );
    expect(d.code).toBe(0);
    const both = makeRepo([{ files: base }]);
    dirs.push(both);
    const r = runCli(['registry', 'add', '--owns', 'x', '--address', '../x', '--actor', 'lab'], { cwd: both });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/registry\.layout: table, whose entries carry no provenance tag.*Nothing was written\./);
  });
});

describe('a registry of ## CODE-NNN — Name sections without tags (registry.layout: sections)', () => {
  const base = { '.handoverrc.json': sectionsConfig, 'PROJECT_REGISTRY.md': sections() };

  it('lints with the one warning; a field twice and a code twice are errors', () => {
    const r = lint(base);
    expect(said(r.messages)).toEqual([NO_TAGS.replace('layout: table', 'layout: sections')]);
    expect(r.code).toBe(0);
    const bad = lint({
      ...base,
      'PROJECT_REGISTRY.md': sections(`\n${code('APP-001', 'Auth again', ['- status: Active', '- status: Done'])}`),
    });
    expect(bad.code).toBe(1);
    const got = said(bad.messages);
    expect(got).toContain('error registry/unique: Project "APP-001" has a second entry (first at line 3); keep one');
    expect(got).toContain('error registry/fields: Entry "APP-001" has "status" twice; keep one');
  });

  it('check --range: a new section passes, a second section for one code fails', () => {
    const added = sections(`\n${code('APP-003', 'Search', ['- status: New'])}`);
    const twice = sections(`\n${code('APP-002', 'Billing v2', ['- status: New'])}`);
    expectRangeCodes(base, [
      [added, 0],
      [twice, 1],
    ]);
  });

  it('init infers it and writes registry.layout; the registry then lints with no error', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': sections() } }]);
    dirs.push(dir);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(
      'PROJECT_REGISTRY.md: a registry of "## CODE-NNN — Name" sections without provenance tags, e.g. "## APP-001 ' +
        '— Auth service"; 2 of 2 headings match; sure: its name and its shape agree; read as files.registry, with registry: ' +
        '{ layout: sections }',
    );
    expect(runCli(['init', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(messagesOf(JSON.parse(r.stdout)).map((m) => m.severity)).toEqual(['warning']);
    expect(r.code).toBe(0);
  });
});
