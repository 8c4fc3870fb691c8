import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir } from '../helpers/repo.js';
import { validateConfig } from '../../src/config/schema.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';

/** Per-upstream dialects (SPEC §6, §7): each upstream's log is read in its writer's dialect, not the consumer's. */

const rc = (o: Record<string, unknown>) => `${JSON.stringify(o, null, 2)}\n`;
const env = { HANDOVER_AGENT: undefined };

interface CmapEntry {
  id: string;
  title: string;
  for: string;
  summary: string;
  status?: string;
}
const cmapEntry = (e: CmapEntry) =>
  `### ${e.id}: ${e.title}\n\n- **date**: ${e.id.slice(0, 10)}\n- **from**: Producer\n- **for**: ${e.for}\n- **status**: ${e.status ?? 'queued'}\n- **artifact-path**: data/${e.id}/\n- **summary**: ${e.summary}\n`;
/** A reference-protocol HANDOVER.md: newest at the top of the Queue. */
const cmapLog = (entries: CmapEntry[]) =>
  `# HANDOVER Queue — Producer Agent\n\nWhat the Producer hands on.\n\n## Queue\n\n${[...entries].reverse().map(cmapEntry).join('\n')}\n## Processed (archive)\n`;
const E1: CmapEntry = {
  id: '2026-11-28-batch-1',
  title: 'Batch 1 cleaned',
  for: 'Processor',
  summary: 'Forty responses cleaned.',
};
const E2: CmapEntry = {
  id: '2026-11-29-layout',
  title: 'Layout notes',
  for: 'Publisher',
  summary: 'For the weekly page.',
};
const E3: CmapEntry = {
  id: '2026-11-29-codebook-v2',
  title: 'Codebook v2',
  for: 'any',
  summary: 'Three categories split.',
};
const E4: CmapEntry = {
  id: '2026-11-30-batch-2',
  title: 'Batch 2 cleaned',
  for: 'Processor',
  summary: 'Thirty responses cleaned.',
};

const canonicalLog = (n: number, writer = 'lab') =>
  `# Handover: ${writer}\n\n` +
  Array.from({ length: n }, (_, i) => `## ${i + 1} · 2026-11-29T1${i}:00:00Z\n\nFact ${i + 1}.\n`).join('\n');

const consume = (cwd: string, ...args: string[]) => runCli(['consume', ...args], { cwd, env });
const marker = (dir: string) => readFileSync(join(dir, '.last-processed.md'), 'utf8');

/** A forest folder with an upstream repo and a consumer repo side by side. */
function pair(upFiles: Record<string, string>, downConfig: Record<string, unknown>) {
  const root = tempDir('upstream-dialects-');
  for (const d of ['producer', 'me']) mkdirSync(join(root, d));
  const up = makeRepo([{ files: upFiles }], join(root, 'producer'));
  const down = makeRepo([{ files: { '.handoverrc.json': rc(downConfig) } }], join(root, 'me'));
  return { root, up, down };
}

/** The consume walk every case goes through: first batch, a new entry, up to date, a rewrite refused with exit 1. */
function walkCmap(up: string, down: string) {
  let r = consume(down, '--format', 'json');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const [batch] = JSON.parse(r.stdout) as { upstream: string; entries: { id: string; title: string }[] }[];
  // for: Processor or any, oldest first; the Publisher's entry is not handed on
  expect(batch.entries.map((e) => e.id)).toEqual([E1.id, E3.id]);
  expect(marker(down)).toContain(`id: ${E3.id}\n`);

  commit(up, { files: { 'HANDOVER.md': cmapLog([E1, E2, E3, E4]) } });
  r = consume(down);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Thirty responses cleaned.');
  expect(r.stdout).not.toContain('Forty responses');
  expect(marker(down)).toContain(`id: ${E4.id}\n`);
  expect(consume(down).stdout).toBe(`Up to date: producer at entry "${E4.id}".\n`);

  const before = marker(down);
  commit(up, {
    files: { 'HANDOVER.md': cmapLog([E1, E2, E3, { ...E4, summary: 'Thirty-one responses, rewritten.' }]) },
  });
  r = consume(down);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(new RegExp(`entry "${E4.id}" changed since it was consumed`));
  expect(marker(down)).toBe(before);
}

describe('a canonical consumer of a cmap upstream', () => {
  it('reads it in cmap when upstreams.<name>.dialect says so (a reference-protocol repo has no handover config)', () => {
    const { up, down } = pair(
      { 'HANDOVER.md': cmapLog([E1, E2, E3]) },
      { agent: 'Processor', upstreams: { producer: { source: '../producer', dialect: 'cmap' } } },
    );
    walkCmap(up, down);
  });

  it("learns cmap from the upstream's own config, read at the ref the log is read from", () => {
    const { up, down } = pair(
      { 'HANDOVER.md': cmapLog([E1, E2, E3]), '.handoverrc.yaml': 'dialect: cmap\nagent: Producer\nsomeNewerKey: 1\n' },
      { agent: 'Processor', upstreams: { producer: { source: '../producer' } } },
    );
    // An uncommitted config change upstream is not what its log was committed with: not read.
    writeFileSync(join(up, '.handoverrc.yaml'), 'dialect: handover\n');
    expect(consume(down, '--dry-run').stdout).toContain('Forty responses cleaned.');
    git(up, ['checkout', '--', '.handoverrc.yaml']);
    walkCmap(up, down);
    const s = JSON.parse(runCli(['status', '--format', 'json'], { cwd: down, env }).stdout);
    // status reads it the same way: the rewrite is reported, not a misread heading
    expect(s.upstreams[0].error).toMatch(new RegExp(`entry "${E4.id}" changed since it was consumed`));
  });

  it('reads the session-start hook the same way', () => {
    const { down } = pair(
      { 'HANDOVER.md': cmapLog([E1, E2, E3]), '.handoverrc.json': rc({ dialect: 'cmap' }) },
      { agent: 'Processor', upstreams: { producer: { source: '../producer' } } },
    );
    const r = runCli(['hook', 'claude-session-start'], {
      cwd: down,
      env,
      input: JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', session_id: 's1', cwd: down }),
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Forty responses cleaned.');
    expect(r.stdout).not.toContain('For the weekly page.');
    expect(marker(down)).toContain(`id: ${E3.id}\n`);
  });
});

describe('where the upstream config is looked for', () => {
  it("a subfolder upstream: its own folder's config first, else its repository's top; a URL: the fetched ref", () => {
    const root = tempDir('upstream-where-');
    mkdirSync(join(root, 'mono'));
    mkdirSync(join(root, 'me'));
    const mono = makeRepo(
      [
        {
          files: {
            '.handoverrc.json': rc({ dialect: 'handover' }),
            'lab/.handoverrc.yaml': 'dialect: cmap\n',
            'lab/HANDOVER.md': cmapLog([E1, E3]),
            'ops/HANDOVER.md': cmapLog([E1]),
          },
        },
      ],
      join(root, 'mono'),
    );
    const me = makeRepo(
      [
        {
          files: {
            '.handoverrc.json': rc({
              agent: 'Processor',
              upstreams: {
                lab: { source: '../mono/lab' },
                ops: { source: '../mono/ops' },
                url: { source: `file://${mono}`, file: 'lab/HANDOVER.md' },
              },
            }),
          },
        },
      ],
      join(root, 'me'),
    );
    // lab/ has its own config (cmap); ops/ has none, so the top's (handover) holds, and its cmap log is refused as such
    let r = consume(me, 'lab', '--format', 'json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { entries: { id: string }[] }[])[0].entries.map((e) => e.id)).toEqual([
      E1.id,
      E3.id,
    ]);
    r = consume(me, 'ops');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /is not a valid entry heading.*\(It was read in the handover dialect, as its own config \.handoverrc\.json says; if ops writes another, declare upstreams\.ops\.dialect\.\)/,
    );
    // A URL upstream: the config at the top of the fetched ref says handover, unless declared here
    expect(consume(me, 'url').code).toBe(1);
    writeFileSync(
      join(me, '.handoverrc.json'),
      rc({
        agent: 'Processor',
        upstreams: { url: { source: `file://${mono}`, file: 'lab/HANDOVER.md', dialect: 'cmap' } },
      }),
    );
    r = consume(me, 'url', '--format', 'json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { entries: { id: string }[] }[])[0].entries.map((e) => e.id)).toEqual([
      E1.id,
      E3.id,
    ]);
    commit(mono, { files: { '.handoverrc.json': rc({ dialect: 'cmap' }) } });
    writeFileSync(
      join(me, '.handoverrc.json'),
      rc({ agent: 'Processor', upstreams: { url2: { source: `file://${mono}`, file: 'lab/HANDOVER.md' } } }),
    );
    r = consume(me, 'url2', '--format', 'json');
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as { entries: { id: string }[] }[])[0].entries.map((e) => e.id)).toEqual([
      E1.id,
      E3.id,
    ]);
  });
});

describe('a cmap consumer of a canonical upstream', () => {
  for (const [how, upFiles, declared] of [
    ['by upstreams.<name>.dialect', { 'HANDOVER.md': canonicalLog(2) }, { dialect: 'handover' }],
    ["by the upstream's own config", { 'HANDOVER.md': canonicalLog(2), '.handoverrc.json': rc({ agent: 'lab' }) }, {}],
  ] as const) {
    it(`reads numbered entries ${how}: new entries, the offset moving, a rewrite refused`, () => {
      const { up, down } = pair(upFiles, {
        dialect: 'cmap',
        agent: 'Processor',
        upstreams: { lab: { source: '../producer', ...declared } },
      });
      let r = consume(down, '--format', 'json');
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as { entries: { seq: number }[] }[])[0].entries.map((e) => e.seq)).toEqual([1, 2]);
      expect(marker(down)).toMatch(/seq: 2\n/);
      commit(up, { files: { 'HANDOVER.md': canonicalLog(3) } });
      r = consume(down);
      expect(r.stdout).toContain('Fact 3.');
      expect(r.stdout).not.toContain('Fact 2.');
      expect(marker(down)).toMatch(/seq: 3\n/);
      const before = marker(down);
      commit(up, { files: { 'HANDOVER.md': canonicalLog(3).replace('Fact 3.', 'Fact 3, rewritten.') } });
      r = consume(down);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/entry 3 changed since it was consumed/);
      expect(marker(down)).toBe(before);
    });
  }

  it("an upstream with no config of its own is read in the consumer's dialect", () => {
    const { down } = pair(
      { 'HANDOVER.md': cmapLog([E1, E3]) },
      { dialect: 'cmap', agent: 'Processor', upstreams: { producer: { source: '../producer' } } },
    );
    const r = consume(down, '--format', 'json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { entries: { id: string }[] }[])[0].entries.map((e) => e.id)).toEqual([
      E1.id,
      E3.id,
    ]);
  });
});

describe("the upstream's config is someone else's data", () => {
  it('a JavaScript config is never run: its dialect is not learnt, the log is read in the fallback', () => {
    const root = tempDir('upstream-js-');
    const ran = join(root, 'ran');
    const js = `require('fs').writeFileSync(${JSON.stringify(ran)}, 'x');\nmodule.exports = { dialect: 'cmap' };\n`;
    const { down } = pair(
      { 'HANDOVER.md': canonicalLog(2), 'handover.config.js': js, 'handover.config.cjs': js },
      { upstreams: { lab: { source: '../producer' } } },
    );
    const r = consume(down, '--format', 'json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { entries: { seq: number }[] }[])[0].entries.map((e) => e.seq)).toEqual([1, 2]);
    expect(existsSync(ran)).toBe(false);
  });

  it('a config that is a symlink is not followed, and an oversized one is not read', () => {
    const root = tempDir('upstream-link-');
    const outside = join(root, 'outside.yaml');
    writeFileSync(outside, 'dialect: cmap\n');
    mkdirSync(join(root, 'producer'));
    mkdirSync(join(root, 'me'));
    const up = makeRepo([{ files: { 'HANDOVER.md': canonicalLog(2) } }], join(root, 'producer'));
    symlinkSync(outside, join(up, '.handoverrc.yaml'));
    symlinkSync('/etc/passwd', join(up, '.handoverrc.json'));
    writeFileSync(join(up, '.handoverrc.yml'), `dialect: cmap\n# ${'x'.repeat(300 * 1024)}\n`);
    git(up, ['add', '-A']);
    git(up, ['commit', '-qm', 'links']);
    expect(git(up, ['ls-files', '-s', '.handoverrc.yaml'])).toMatch(/^120000 /);
    const down = makeRepo(
      [{ files: { '.handoverrc.json': rc({ upstreams: { lab: { source: '../producer' } } }) } }],
      join(root, 'me'),
    );
    const r = consume(down, '--format', 'json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { entries: { seq: number }[] }[])[0].entries.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('a dialect there that does not validate is exit 2, saying how to read the upstream without it', () => {
    const { down } = pair(
      { 'HANDOVER.md': canonicalLog(1), '.handoverrc.yaml': 'dialect: cmapp\n' },
      { upstreams: { lab: { source: '../producer' } } },
    );
    const r = consume(down);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^handover: Upstream lab: its config \.handoverrc\.yaml \(commit [0-9a-f]{12}\): "dialect" must be one of handover, cmap; ask the upstream's writer to fix it, or declare upstreams\.lab\.dialect/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // Declared here, the upstream's config is not read at all.
    writeFileSync(
      join(down, '.handoverrc.json'),
      rc({ upstreams: { lab: { source: '../producer', dialect: 'handover' } } }),
    );
    expect(consume(down).code).toBe(0);
  });

  it('an offset kept for the other shape of log is refused (exit 2), not a silent replay from the start', () => {
    const { down } = pair(
      { 'HANDOVER.md': cmapLog([E1, E3]) },
      { agent: 'Processor', upstreams: { producer: { source: '../producer', dialect: 'cmap' } } },
    );
    expect(consume(down).code).toBe(0);
    writeFileSync(
      join(down, '.handoverrc.json'),
      rc({ agent: 'Processor', upstreams: { producer: { source: '../producer' } } }),
    );
    const r = consume(down);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /the offset for producer holds entry "2026-11-29-codebook-v2".*read as numbered entries \(dialect handover/,
    );
  });
});

describe('status and forest over a mixed forest', () => {
  it('status reads each upstream in its own dialect and says which', () => {
    const root = tempDir('mixed-');
    for (const d of ['producer', 'lab', 'me']) mkdirSync(join(root, d));
    makeRepo(
      [
        {
          files: {
            'CLAUDE.md': '# producer\n',
            'HANDOVER.md': cmapLog([E1, E2, E3]),
            '.handoverrc.json': rc({ dialect: 'cmap', agent: 'Producer' }),
          },
        },
      ],
      join(root, 'producer'),
    );
    makeRepo([{ files: { 'CLAUDE.md': '# lab\n', 'HANDOVER.md': canonicalLog(3) } }], join(root, 'lab'));
    const me = makeRepo(
      [
        {
          files: {
            'CLAUDE.md': '# me\n',
            '.handoverrc.json': rc({
              agent: 'Processor',
              upstreams: { producer: { source: '../producer' }, lab: { source: '../lab' } },
            }),
          },
        },
      ],
      join(root, 'me'),
    );
    let r = runCli(['status', '--format', 'json'], { cwd: me, env });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).upstreams).toEqual([
      {
        name: 'producer',
        lastSeq: 3,
        consumedSeq: 0,
        pending: 2,
        dialect: 'cmap',
        lastId: E3.id,
        consumedId: null,
        error: null,
      },
      {
        name: 'lab',
        lastSeq: 3,
        consumedSeq: 0,
        pending: 3,
        dialect: 'handover',
        lastId: null,
        consumedId: null,
        error: null,
      },
    ]);
    r = runCli(['status'], { cwd: me, env });
    expect(r.stdout).toContain(
      `producer  2 not consumed (nothing consumed yet, last entry "${E3.id}")  (cmap dialect)`,
    );
    expect(r.stdout).toContain('lab       3 not consumed (consumed up to entry 0, last entry 3)\n');
    expect(consume(me).code).toBe(0);
    r = runCli(['status'], { cwd: me, env });
    expect(r.stdout).toContain(`producer  up to date (last entry "${E3.id}")  (cmap dialect)`);
    expect(r.stdout).toContain('lab       up to date (last entry 3)\n');

    const forest = JSON.parse(runCli(['forest', root, '--format', 'json'], { cwd: root, env }).stdout);
    // with the count the dispatcher's page shows: Processor consumed both (in their own dialects)
    expect(forest.projects.find((p: { id: string }) => p.id === 'Processor').upstreams).toMatchObject([
      { name: 'producer', source: '../producer', project: 'Producer', dialect: 'cmap', pending: 0, error: null },
      { name: 'lab', source: '../lab', project: 'lab', dialect: 'handover', pending: 0, lastSeq: 3, error: null },
    ]);
    expect(runCli(['forest', root], { cwd: root, env }).stdout).toContain('Producer → Processor  (cmap dialect)');
  });

  it("forest reports a declared dialect the upstream's own config contradicts", () => {
    const root = tempDir('mixed-forest-');
    for (const d of ['producer', 'me']) mkdirSync(join(root, d));
    makeRepo(
      [
        {
          files: {
            'CLAUDE.md': '# producer\n',
            'HANDOVER.md': cmapLog([E1]),
            '.handoverrc.json': rc({ dialect: 'cmap', agent: 'Producer' }),
          },
        },
      ],
      join(root, 'producer'),
    );
    makeRepo(
      [
        {
          files: {
            'CLAUDE.md': '# me\n',
            '.handoverrc.json': rc({
              agent: 'me',
              upstreams: { producer: { source: '../producer', dialect: 'handover' } },
            }),
          },
        },
      ],
      join(root, 'me'),
    );
    const forest = JSON.parse(runCli(['forest', root, '--format', 'json'], { cwd: root, env }).stdout);
    expect(forest.disagreements).toContainEqual({
      kind: 'upstream',
      project: 'me',
      file: 'me/.handoverrc.json',
      message: expect.stringContaining(
        "upstream producer is declared in the handover dialect (upstreams.producer.dialect), but Producer's own config writes cmap",
      ),
    });
  });
});

describe('upstreams.<name>.dialect and .log in the config', () => {
  const v = (upstreams: unknown) => () => validateConfig({ upstreams }, '.handoverrc.json', RULE_IDS, RULE_OPTIONS);
  it('takes handover or cmap, and the log knobs', () => {
    const c = validateConfig(
      {
        upstreams: {
          a: { source: '../a', dialect: 'cmap' },
          b: { source: '../b', log: { heading: 'date', order: 'newest-first' } },
        },
      },
      'x',
      RULE_IDS,
      RULE_OPTIONS,
    );
    expect(c.upstreams.a.dialect).toBe('cmap');
    expect(c.upstreams.b.log).toEqual({ heading: 'date', order: 'newest-first' });
  });
  it('refuses what it does not know, in one sentence naming the key', () => {
    expect(v({ a: { source: '../a', dialect: 'kafka' } })).toThrow(
      '.handoverrc.json: "upstreams.a.dialect" must be one of handover, cmap. Fix it and run again.',
    );
    expect(v({ a: { source: '../a', colour: 'red' } })).toThrow(
      '"upstreams.a.colour" is not a known key (source, ref, file, dialect, log)',
    );
    expect(v({ a: { source: '../a', log: { level: 4 } } })).toThrow('"upstreams.a.log.level" must be 2 or 3');
    expect(v({ a: { source: '../a', log: { size: 1 } } })).toThrow(
      '"upstreams.a.log.size" is not a known key (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)',
    );
    expect(v({ a: { source: '../a', log: 'seq' } })).toThrow(
      '"upstreams.a.log" must be a mapping (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)',
    );
    expect(v({ a: { source: '../a', dialect: 'cmap', log: { level: 3 } } })).toThrow(
      '"upstreams.a.log" applies to the handover dialect only',
    );
  });
});

describe('sync show in the cmap dialect', () => {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const section = (id: string, dates: [number, number, number], focus: string) =>
    `## ${id} (writes: ${id.toLowerCase()}-repo)\n\n- **current-focus** (${day(dates[0])}): ${focus}\n- **recent-shift** (${day(dates[1])}): Shift of ${id}.\n- **open-question** (${day(dates[2])}): Question of ${id}?\n`;
  const sync = () =>
    [
      '# SYNC.md — Shared Intent Surface\n',
      '## Goal Status\n\nCode every batch.\n',
      '## Decision Log\n\n- 2026-11-20 -- One producer.\n',
      '## Conflict Registry\n\n- none\n',
      section('Producer', [0, 1, 2], 'Cleaning batch 9.'),
      section('Processor', [30, 31, 40], 'Coding batch 8.'),
    ].join('\n');

  it('shows recent-shift and open-question with their dates, stale sections first; JSON keeps every field and date', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': rc({ dialect: 'cmap' }), 'SYNC.md': sync() } }]);
    const r = runCli(['sync', 'show'], { cwd: dir, env });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const blocks = r.stdout.trimEnd().split('\n\n');
    expect(blocks[0].split('\n')).toEqual([
      expect.stringMatching(/^Processor {2}stale \(every field dated more than 7 days ago\) {2}last changed /),
      `  current-focus (${day(30)}): Coding batch 8.`,
      `  recent-shift (${day(31)}):  Shift of Processor.`,
      `  open-question (${day(40)}): Question of Processor?`,
    ]);
    expect(blocks[1]).toContain(`  recent-shift (${day(1)}):  Shift of Producer.`);
    expect(blocks[1]).toContain(`  open-question (${day(2)}): Question of Producer?`);
    expect(r.stdout).not.toMatch(/Blocked on|Next action|\(missing\)/);

    const json = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir, env }).stdout);
    expect(json.staleBy).toBe('dates');
    expect(json.agents.map((a: { id: string; stale: boolean }) => [a.id, a.stale])).toEqual([
      ['Processor', true],
      ['Producer', false],
    ]);
    expect(json.agents[1]).toMatchObject({
      focus: 'Cleaning batch 9.',
      shift: 'Shift of Producer.',
      question: 'Question of Producer?',
      fields: [
        { name: 'focus', label: 'current-focus', value: 'Cleaning batch 9.', date: day(0) },
        { name: 'shift', label: 'recent-shift', value: 'Shift of Producer.', date: day(1) },
        { name: 'question', label: 'open-question', value: 'Question of Producer?', date: day(2) },
      ],
    });
    expect(runCli(['status'], { cwd: dir, env }).stdout).toContain(
      `Processor  stale: every field dated more than 7 days ago (newest ${day(30)})`,
    );
  });

  it('the canonical dialect shows its three fields as before', () => {
    const dir = makeRepo([
      {
        files: {
          'SYNC.md':
            '# Sync\n\n## lab\n\n- **Current focus:** Runs.\n- **Blocked on:** the GPU.\n- **Next action:** Wait.\n',
        },
      },
    ]);
    const r = runCli(['sync', 'show'], { cwd: dir, env });
    expect(r.stdout.split('\n').slice(1, 4)).toEqual([
      '  Current focus: Runs.',
      '  Blocked on:    the GPU.',
      '  Next action:   Wait.',
    ]);
    expect(r.stdout).toMatch(/^lab {2}blocked {2}/);
  });
});
