import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';

const fixture = (dir: string, name: string) => readFileSync(join(import.meta.dirname, dir, name), 'utf8');
const CANON_LOG = fixture('fixtures', 'canonical-HANDOVER.md');
const CANON_SYNC = fixture('fixtures', 'canonical-SYNC.md');
const CMAP_LOG = fixture('fixtures', 'cmap-HANDOVER.md');
const CMAP_SYNC = fixture('../dialects/fixtures', 'SYNC.md').replaceAll('Producer', 'lab');

const commitAs = (dir: string, agent: string, message: string, ...trailers: string[]) =>
  git(dir, [
    'commit',
    '-q',
    '-a',
    '--no-verify',
    '-m',
    message,
    '--trailer',
    `Handover-Agent: ${agent}`,
    ...trailers.flatMap((t) => ['--trailer', t]),
  ]);
const head = (dir: string) => git(dir, ['rev-parse', 'HEAD']).trim();
const edit = (dir: string, file: string, f: (s: string) => string) =>
  writeFileSync(join(dir, file), f(readFileSync(join(dir, file), 'utf8')));

describe('migrate between handover and cmap in a real repo, judged by check --range', () => {
  it('handover -> cmap: the migration commit passes; then a cmap append passes and a rewritten summary fails', () => {
    const config = 'agent: lab\nowner: lab\nsync:\n  shared:\n    Decision Log: append-only\n';
    const dir = makeRepo([
      { files: { '.handoverrc.yaml': config, 'HANDOVER.md': CANON_LOG, 'SYNC.md': CANON_SYNC }, message: 'start' },
    ]);
    const base = head(dir);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);

    const shown = runCli(['migrate', '--to', 'cmap', '--from', 'handover'], { cwd: dir });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('==> HANDOVER.md <==\n# HANDOVER Queue — lab\n');
    const m = runCli(['migrate', '--to', 'cmap', '--from', 'handover', '--write'], { cwd: dir });
    expect(m.code).toBe(0);
    expect(m.stdout).toContain('\n  Handover-Migrate: handover -> cmap\n');
    expect(m.stdout).toContain('set `dialect: cmap`');
    writeFileSync(join(dir, '.handoverrc.yaml'), `${config}dialect: cmap\n`);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    commitAs(dir, 'lab', 'Move to cmap', 'Handover-Migrate: handover -> cmap');
    const r = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(r, r.stdout).toMatchObject({ code: 0 });
    const migrated = head(dir);

    expect(
      runCli(['append', 'Batch 5 cleaned.', '--title', 'Fifth batch', '--for', 'observer', '--artifact', 'data/05/'], {
        cwd: dir,
      }).code,
    ).toBe(0);
    commitAs(dir, 'lab', 'append in cmap');
    expect(runCli(['check', '--range', `${migrated}..HEAD`], { cwd: dir })).toMatchObject({ code: 0 });

    edit(dir, 'HANDOVER.md', (s) =>
      s.replace('- **summary**: The commit was 3f2a9c2.', '- **summary**: The commit was 3f2a9c3.'),
    );
    commitAs(dir, 'lab', 'rewrite an old summary');
    const bad = runCli(['check', '--range', `${migrated}..HEAD`], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('handover/append-only');
  });

  it('cmap -> handover: the migration commit passes; then an append passes and a rewritten entry fails', () => {
    const config = 'agent: lab\nowner: lab\ndialect: cmap\n';
    const dir = makeRepo([
      { files: { '.handoverrc.yaml': config, 'HANDOVER.md': CMAP_LOG, 'SYNC.md': CMAP_SYNC }, message: 'start' },
    ]);
    const base = head(dir);
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);

    // In a cmap repo --to handover reads the files as cmap.
    const m = runCli(['migrate', '--to', 'handover', '--write'], { cwd: dir });
    expect(m.code, m.stderr).toBe(0);
    expect(m.stdout).toContain('\n  Handover-Migrate: cmap -> handover\n');
    expect(m.stdout).toContain(
      'sync: { shared: { "Goal Status": owner-only, "Decision Log (append-only, newest at bottom)": append-only, "Conflict Registry": owner-only } }',
    );
    writeFileSync(
      join(dir, '.handoverrc.yaml'),
      'agent: lab\nowner: lab\nsync:\n  shared:\n    Goal Status: owner-only\n    "Decision Log (append-only, newest at bottom)": append-only\n    Conflict Registry: owner-only\n',
    );
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
    commitAs(dir, 'lab', 'Move to handover', 'Handover-Migrate: cmap -> handover');
    const r = runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(r, r.stdout).toMatchObject({ code: 0 });
    const migrated = head(dir);

    expect(runCli(['append', 'After the move.'], { cwd: dir }).code).toBe(0);
    commitAs(dir, 'lab', 'append in handover');
    expect(runCli(['check', '--range', `${migrated}..HEAD`], { cwd: dir })).toMatchObject({ code: 0 });

    edit(dir, 'HANDOVER.md', (s) => s.replace('Forty-one responses cleaned.', 'Forty-two responses cleaned.'));
    commitAs(dir, 'lab', 'rewrite batch 9');
    const bad = runCli(['check', '--range', `${migrated}..HEAD`], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('handover/append-only');
  });

  it('a trailer does not launder a rewrite: an edited migration, a wrong source dialect, a non-writer, or a config change by a non-owner each fail', () => {
    const config = 'agent: lab\nowner: human\ndispatchers: [human]\n';
    const dir = makeRepo([{ files: { '.handoverrc.yaml': config, 'HANDOVER.md': CANON_LOG }, message: 'start' }]);
    const base = head(dir);
    const check = () => runCli(['check', '--range', `${base}..HEAD`], { cwd: dir });
    expect(runCli(['migrate', '--to', 'cmap', '--write'], { cwd: dir }).code).toBe(0);
    const exact = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');

    // the exact migration, by the writer, without touching the config: passes
    commitAs(dir, 'lab', 'to cmap', 'Handover-Migrate: legacy -> cmap');
    expect(check()).toMatchObject({ code: 0 });

    // ... but with a word changed it is an ordinary (and forbidden) edit
    git(dir, ['reset', '-q', '--hard', base]);
    writeFileSync(join(dir, 'HANDOVER.md'), exact.replace('The commit was 3f2a9c2.', 'The commit was 3f2a9c3.'));
    commitAs(dir, 'lab', 'to cmap', 'Handover-Migrate: legacy -> cmap');
    let r = check();
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('is not exactly the migration of the old one');

    // claiming the old file is cmap when the base's config says handover: refused, whatever the new file is
    git(dir, ['reset', '-q', '--hard', base]);
    writeFileSync(join(dir, 'HANDOVER.md'), exact);
    commitAs(dir, 'lab', 'to cmap', 'Handover-Migrate: cmap -> handover');
    r = check();
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('the config of the base says the old HANDOVER.md is in the handover dialect, not cmap');

    // the exact migration by someone who is not the writer
    git(dir, ['reset', '-q', '--hard', base]);
    writeFileSync(join(dir, 'HANDOVER.md'), exact);
    commitAs(dir, 'bob', 'to cmap', 'Handover-Migrate: legacy -> cmap');
    r = check();
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('but bob may not migrate it');

    // the writer migrates exactly and switches the dialect, but only the owner may change the config
    git(dir, ['reset', '-q', '--hard', base]);
    writeFileSync(join(dir, 'HANDOVER.md'), exact);
    writeFileSync(join(dir, '.handoverrc.yaml'), `${config}dialect: cmap\n`);
    commitAs(dir, 'lab', 'to cmap', 'Handover-Migrate: legacy -> cmap');
    r = check();
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('protocol/config-owner');
  });

  it('the command: exit 2 with one sentence for a migration it cannot make; an already converted file is left alone', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.yaml': 'agent: lab\n', 'HANDOVER.md': CANON_LOG }, message: 'start' },
    ]);
    const r = runCli(['migrate', 'HANDOVER.md', '--from', 'cmap', '--to', 'handover'], { cwd: dir });
    expect(r).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        'handover: HANDOVER.md: the file is not a cmap log (it has no "## Queue" section); to read it in any shape the tool knows, use --from legacy.\n',
    });
    expect(runCli(['migrate', '--to', 'klingon'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: 'handover: HANDOVER.md: "klingon" is not a dialect; use handover or cmap.\n',
    });
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(CANON_LOG);
    const cm = makeRepo([
      { files: { '.handoverrc.yaml': 'agent: lab\ndialect: cmap\n', 'HANDOVER.md': CMAP_LOG }, message: 'start' },
    ]);
    expect(runCli(['migrate', 'HANDOVER.md'], { cwd: cm })).toMatchObject({
      code: 0,
      stdout: CMAP_LOG,
      stderr: 'HANDOVER.md: already in cmap form; nothing to change\n',
    });
    const json = JSON.parse(
      runCli(['migrate', 'HANDOVER.md', '--to', 'handover', '--format', 'json'], { cwd: cm }).stdout,
    ) as { files: { from: string; to: string; text: string }[]; trailers: string[] };
    expect(json.files[0]).toMatchObject({ from: 'cmap', to: 'handover' });
    expect(json.trailers).toEqual(['Handover-Migrate: cmap -> handover']);
  });
});
