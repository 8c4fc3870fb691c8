import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir } from '../helpers/repo.js';
import { entriesText, logText, printedSeqs } from '../helpers/handover.js';
import { parseMarker, sourceFromBytes } from '../../src/models/index.js';

/** An upstream repo `lab` with entries 1..n committed on main, and a consumer configured to read it. */
function setup(n: number, source?: (up: string) => string, extra = '') {
  const up = makeRepo([{ files: { 'HANDOVER.md': logText(n) } }]);
  const down = makeRepo([
    {
      files: {
        '.handoverrc.yml': `upstreams:\n  lab:\n    source: ${JSON.stringify(source ? source(up) : up)}\n${extra}`,
      },
    },
  ]);
  return { up, down };
}

const markerPath = (down: string) => join(down, '.last-processed.md');
const marker = (down: string) => parseMarker(sourceFromBytes('.last-processed.md', readFileSync(markerPath(down))));
const seqOf = (down: string, name = 'lab') => marker(down).offsets.find((o) => o.upstream === name)?.seq;

function bare(up: string): string {
  const dir = tempDir();
  git(dir, ['clone', '-q', '--bare', up, join(dir, 'lab.git')]);
  return join(dir, 'lab.git');
}

describe('handover consume from a local working tree', () => {
  it('prints new entries oldest first, moves the offset, then reports up to date in one line', () => {
    const { up, down } = setup(3);
    const r = runCli(['consume'], { cwd: down });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# Handover from lab\n\n## 1 · 2026-01-01T00:01:00Z\n\nFact number 1\.\n\n## 2 /);
    expect(printedSeqs(r.stdout)).toEqual([1, 2, 3]);
    const o = marker(down).offsets[0];
    expect(o).toMatchObject({ upstream: 'lab', seq: 3 });
    expect(o.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(o.value).toMatchObject({ from: 0, byteOffset: Buffer.byteLength(logText(2)) });
    expect(runCli(['lint', '.last-processed.md'], { cwd: down }).code).toBe(0);

    const again = runCli(['consume'], { cwd: down });
    expect(again).toMatchObject({ code: 0, stdout: 'Up to date: lab at entry 3.\n' });

    commit(up, { files: { 'HANDOVER.md': logText(5) } });
    const next = runCli(['consume'], { cwd: down });
    expect(printedSeqs(next.stdout)).toEqual([4, 5]);
    expect(seqOf(down)).toBe(5);
  });

  it('reads the file committed at the ref, never uncommitted edits', () => {
    const { up, down } = setup(2);
    writeFileSync(join(up, 'HANDOVER.md'), logText(4));
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([1, 2]);
    git(up, ['checkout', '-q', '-b', 'release']);
    commit(up, { files: { 'HANDOVER.md': logText(4) } });
    git(up, ['checkout', '-q', 'main']);
    expect(runCli(['consume'], { cwd: down }).stdout).toBe('Up to date: lab at entry 2.\n');
    writeFileSync(
      join(down, '.handoverrc.yml'),
      `upstreams:\n  lab: { source: ${JSON.stringify(up)}, ref: release }\n`,
    );
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([3, 4]);
  });

  it('reads the log inside a subfolder when the source points into a repository', () => {
    const mono = makeRepo([
      { files: { 'projects/lab/HANDOVER.md': logText(2), 'HANDOVER.md': logText(1, { writer: 'root' }) } },
    ]);
    const down = makeRepo([
      {
        files: {
          '.handoverrc.yml': `upstreams:\n  lab:\n    source: ${JSON.stringify(join(mono, 'projects', 'lab'))}\n`,
        },
      },
    ]);
    const r = runCli(['consume'], { cwd: down });
    expect(printedSeqs(r.stdout)).toEqual([1, 2]);
  });

  it('reads a bare repository given as a plain path', () => {
    const { up, down } = setup(2);
    writeFileSync(join(down, '.handoverrc.yml'), `upstreams:\n  lab:\n    source: ${JSON.stringify(bare(up))}\n`);
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([1, 2]);
  });

  it('marks corrections and gives the json shape', () => {
    const up = makeRepo([
      {
        files: {
          'HANDOVER.md': `${logText(1)}## 2 · 2026-02-01T00:00:00Z · Commit hash fix\n\nCorrects: #1\n\nThe commit was 3f2a9c2.\n`,
        },
      },
    ]);
    const down = makeRepo([{ files: { '.handoverrc.json': JSON.stringify({ upstreams: { lab: { source: up } } }) } }]);
    const dry = runCli(['consume', '--dry-run'], { cwd: down });
    expect(dry.stdout).toContain(
      '## 2 · 2026-02-01T00:00:00Z · Commit hash fix (corrects #1)\n\nCorrects: #1\n\nThe commit was 3f2a9c2.\n',
    );
    const r = runCli(['consume', '--format', 'json'], { cwd: down });
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toEqual([
      {
        upstream: 'lab',
        from: 0,
        to: 2,
        more: 0,
        entries: [
          { seq: 1, timestamp: '2026-01-01T00:01:00Z', title: null, corrects: [], text: 'Fact number 1.' },
          {
            seq: 2,
            timestamp: '2026-02-01T00:00:00Z',
            title: 'Commit hash fix',
            corrects: [1],
            text: 'Corrects: #1\n\nThe commit was 3f2a9c2.',
          },
        ],
      },
    ]);
    expect(JSON.parse(runCli(['consume', '--format', 'json'], { cwd: down }).stdout)).toEqual([
      { upstream: 'lab', from: 2, to: 2, entries: [], more: 0 },
    ]);
  });

  it('--dry-run prints without moving anything', () => {
    const { down } = setup(2);
    expect(printedSeqs(runCli(['consume', '--dry-run'], { cwd: down }).stdout)).toEqual([1, 2]);
    expect(existsSync(markerPath(down))).toBe(false);
    runCli(['consume'], { cwd: down });
    const before = readFileSync(markerPath(down), 'utf8');
    expect(runCli(['consume', '--dry-run'], { cwd: down }).stdout).toBe('Up to date: lab at entry 2.\n');
    expect(readFileSync(markerPath(down), 'utf8')).toBe(before);
  });

  it('--max-chars prints whole entries within the limit and moves the offset only that far', () => {
    const { down } = setup(20);
    const r = runCli(['consume', '--max-chars', '300'], { cwd: down });
    expect(r.stdout.length).toBeLessThanOrEqual(300);
    const seqs = printedSeqs(r.stdout);
    expect(seqs.length).toBeGreaterThan(1);
    expect(r.stdout).toContain(
      `_More entries are waiting (lab: ${20 - seqs.length}); run handover consume again to read them._`,
    );
    expect(seqOf(down)).toBe(seqs.at(-1));
    const r2 = runCli(['consume', '--max-chars', '300'], { cwd: down });
    expect(printedSeqs(r2.stdout)[0]).toBe(seqs.at(-1)! + 1);
    const rest = runCli(['consume'], { cwd: down });
    expect(printedSeqs(rest.stdout).at(-1)).toBe(20);
    expect(rest.stdout).not.toContain('More entries');
  });

  it('--max-chars cuts a single entry that is too long, with a note, and never counts it as consumed', () => {
    const { up, down } = setup(0);
    commit(up, {
      files: { 'HANDOVER.md': logText(0) + entriesText(1, 2, (s) => `${'word '.repeat(400)}end of ${s}`) },
    });
    const r = runCli(['consume', '--max-chars', '500'], { cwd: down });
    expect(r.code).toBe(0);
    expect(printedSeqs(r.stdout)).toEqual([1]);
    expect(r.stdout).toContain(
      '_[Entry 1 is cut here: alone it is longer than the 500 characters allowed, so it is not consumed; handover consume lab without --max-chars reads it whole.]_',
    );
    expect(r.stdout).not.toContain('end of 1');
    expect(r.stdout.length).toBeLessThanOrEqual(500);
    expect(existsSync(markerPath(down))).toBe(false);
    const j = JSON.parse(runCli(['consume', '--max-chars', '500', '--format', 'json'], { cwd: down }).stdout);
    expect(j[0]).toMatchObject({ from: 0, to: 0, more: 2, entries: [{ seq: 1, cut: true }] });
    expect(j[0].entries[0].text.length).toBeLessThan(500);
    expect(existsSync(markerPath(down))).toBe(false);
    // read whole, it is consumed
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([1, 2]);
    expect(seqOf(down)).toBe(2);
  });

  it('--max-chars prints an entry shorter than the limit whole, within it, and says nothing false (issue 22)', () => {
    const { up, down } = setup(0);
    commit(up, { files: { 'HANDOVER.md': logText(0) + entriesText(1, 1, () => 'x'.repeat(100)) } });
    const r = runCli(['consume', '--max-chars', '200'], { cwd: down });
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBeLessThanOrEqual(200);
    expect(r.stdout).toContain('x'.repeat(100));
    expect(r.stdout).not.toMatch(/cut here|longer than/);
    expect(seqOf(down)).toBe(1);
    // a limit too small for anything: one short line within it, nothing consumed
    commit(up, { files: { 'HANDOVER.md': logText(0) + entriesText(1, 2, () => 'x'.repeat(100)) } });
    const tiny = runCli(['consume', '--max-chars', '40'], { cwd: down });
    expect(tiny.stdout.length).toBeLessThanOrEqual(40);
    expect(seqOf(down)).toBe(1);
  });

  it('exits 1 naming the entry when the upstream rewrote it, and moves nothing', () => {
    const { up, down } = setup(3);
    runCli(['consume'], { cwd: down });
    const before = readFileSync(markerPath(down), 'utf8');
    commit(up, { files: { 'HANDOVER.md': logText(5).replace('Fact number 3.', 'Fact number three.') } });
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/Upstream lab \(.* at main, HANDOVER\.md\): entry 3 changed since it was consumed/);
    expect(readFileSync(markerPath(down), 'utf8')).toBe(before);

    commit(up, { files: { 'HANDOVER.md': logText(2) } });
    const gone = runCli(['consume'], { cwd: down });
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/entry 3, where this repo's offset stands, is gone \(the log now ends at entry 2\)/);
    expect(readFileSync(markerPath(down), 'utf8')).toBe(before);
  });

  it('after an upstream rewrite, the advice is a command: consume --rebase-offset moves the offset on the record', () => {
    const { up, down } = setup(3);
    runCli(['consume'], { cwd: down });
    commit(up, { files: { 'HANDOVER.md': logText(5).replace('Fact number 3.', 'Fact number three.') } });
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/run handover consume --rebase-offset lab \(it moves the offset on the record\)/);
    expect(r.stderr).not.toMatch(/by hand/);
    const rebased = runCli(['consume', '--rebase-offset', 'lab'], { cwd: down });
    expect(rebased.code, rebased.stderr).toBe(0);
    expect(rebased.stdout).toMatch(/the offset for lab now stands at entry 3 as the log is now/);
    expect(readFileSync(markerPath(down), 'utf8')).toMatch(
      / {2}rebased:\n {4}at: \S+\n {4}seq: 3\n {4}digest: sha256:/,
    );
    expect(runCli(['lint', '.last-processed.md'], { cwd: down }).code).toBe(0);
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([4, 5]);
    expect(runCli(['consume', '--rebase-offset', 'nope'], { cwd: down }).code).toBe(2);
  });

  it('finds the entry again when earlier text moved it (the byte offset no longer matches)', () => {
    const { up, down } = setup(3);
    runCli(['consume'], { cwd: down });
    commit(up, {
      files: { 'HANDOVER.md': logText(5).replace('Append-only.', 'Append-only, and a longer preamble now.') },
    });
    const r = runCli(['consume'], { cwd: down });
    expect(printedSeqs(r.stdout)).toEqual([4, 5]);
    expect(marker(down).offsets[0].value.byteOffset).toBe(
      Buffer.byteLength(logText(4).replace('Append-only.', 'Append-only, and a longer preamble now.')),
    );
  });

  it('consumes a CRLF log with a BOM, and the digest ignores the line endings', () => {
    const { up, down } = setup(0);
    commit(up, { files: { 'HANDOVER.md': `\ufeff${logText(2).replace(/\n/g, '\r\n')}` } });
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([1, 2]);
    const crlf = marker(down).offsets[0];
    expect(crlf.value.byteOffset).toBe(3 + Buffer.byteLength(logText(1).replace(/\n/g, '\r\n')));
    commit(up, { files: { 'HANDOVER.md': `\ufeff${logText(3).replace(/\n/g, '\r\n')}` } });
    const r = runCli(['consume'], { cwd: down });
    expect(r.stdout).toContain('## 3 · 2026-01-01T00:03:00Z\n\nFact number 3.\n');
    expect(r.stdout).not.toContain('\r');
    // the same log with LF line endings: the entry at the offset keeps its digest
    commit(up, { files: { 'HANDOVER.md': logText(4) } });
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([4]);
  });

  it('consumes several upstreams, one object each in json, and only the named ones when asked', () => {
    const { down } = setup(2);
    const docs = makeRepo([{ files: { 'log.md': logText(1, { writer: 'docs' }) } }]);
    writeFileSync(
      join(down, '.handoverrc.yml'),
      readFileSync(join(down, '.handoverrc.yml'), 'utf8') +
        `  docs:\n    source: ${JSON.stringify(docs)}\n    file: log.md\n`,
    );
    const only = runCli(['consume', 'docs', '--format', 'json'], { cwd: down });
    expect(JSON.parse(only.stdout).map((b: { upstream: string; to: number }) => [b.upstream, b.to])).toEqual([
      ['docs', 1],
    ]);
    const r = runCli(['consume'], { cwd: down });
    expect(r.stdout).toMatch(/^# Handover from lab\n/);
    expect(r.stdout).not.toContain('# Handover from docs');
    expect(runCli(['consume'], { cwd: down }).stdout).toBe('Up to date: lab at entry 2, docs at entry 1.\n');
    expect(runCli(['consume', 'nope'], { cwd: down })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('"nope" is not an upstream'),
    });
    expect(runCli(['lint', '.last-processed.md'], { cwd: down }).code).toBe(0);
  });
});

describe('handover consume from a git URL', () => {
  it('fetches a file:// bare remote shallowly into a cache inside .git and refreshes it each time', () => {
    const up = makeRepo([{ files: { 'HANDOVER.md': logText(2) } }]);
    const remote = bare(up);
    const down = makeRepo([{ files: { '.handoverrc.yml': `upstreams:\n  lab:\n    source: file://${remote}\n` } }]);
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([1, 2]);
    const cache = join(down, '.git', 'handover', 'upstreams', 'lab.git');
    expect(git(cache, ['rev-parse', '--is-shallow-repository']).trim()).toBe('true');
    expect(git(down, ['status', '--porcelain'])).toBe('?? .last-processed.md\n');
    commit(up, { files: { 'HANDOVER.md': logText(4) } });
    git(up, ['push', '-q', remote, 'main']);
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([3, 4]);
    expect(runCli(['consume'], { cwd: down }).stdout).toBe('Up to date: lab at entry 4.\n');
  });

  it('fails with exit 2 naming the upstream and the URL when the fetch fails', () => {
    const down = makeRepo([
      { files: { '.handoverrc.yml': 'upstreams:\n  lab:\n    source: file:///nonexistent/lab.git\n' } },
    ]);
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^handover: Upstream lab: fetching file:\/\/\/nonexistent\/lab\.git \(ref main\) failed: .+\. Check the URL/,
    );
    expect(existsSync(markerPath(down))).toBe(false);
    const up = makeRepo([{ files: { 'HANDOVER.md': logText(1) } }]);
    writeFileSync(join(down, '.handoverrc.yml'), `upstreams:\n  lab: { source: "file://${bare(up)}", ref: nope }\n`);
    expect(runCli(['consume'], { cwd: down })).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Upstream lab: fetching .* \(ref nope\) failed/),
    });
  });
});

describe('handover consume from a git URL: refs and failures', () => {
  it('follows a tag and a commit id as the ref', () => {
    const up = makeRepo([{ files: { 'HANDOVER.md': logText(2) } }]);
    git(up, ['tag', 'v1']);
    const sha = commit(up, { files: { 'HANDOVER.md': logText(3) } });
    commit(up, { files: { 'HANDOVER.md': logText(4) } });
    const remote = bare(up);
    git(up, ['push', '-q', remote, 'v1']);
    const down = makeRepo([
      { files: { '.handoverrc.yml': `upstreams:\n  lab: { source: "file://${remote}", ref: v1 }\n` } },
    ]);
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([1, 2]);
    writeFileSync(join(down, '.handoverrc.yml'), `upstreams:\n  lab: { source: "file://${remote}", ref: ${sha} }\n`);
    const r = runCli(['consume'], { cwd: down });
    expect(r.stderr).toBe('');
    expect(printedSeqs(r.stdout)).toEqual([3]);
  });

  it('fails fast with exit 2 on an https URL nobody answers, without prompting', () => {
    const down = makeRepo([
      { files: { '.handoverrc.yml': 'upstreams:\n  lab: { source: "https://127.0.0.1:9/lab.git" }\n' } },
    ]);
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /Upstream lab: fetching https:\/\/127\.0\.0\.1:9\/lab\.git \(ref main\) failed: unable to access/,
    );
    writeFileSync(join(down, '.handoverrc.yml'), 'upstreams:\n  lab: { source: "ssh://git@127.0.0.1:9/lab.git" }\n');
    const ssh = runCli(['consume'], { cwd: down, env: { GIT_SSH_COMMAND: undefined } });
    expect(ssh.code).toBe(2);
    expect(ssh.stderr).toMatch(
      /^handover: Upstream lab: fetching ssh:\/\/git@127\.0\.0\.1:9\/lab\.git \(ref main\) failed: \S/,
    );
  });

  it('exits 2 when the consumer is not a git repository and the upstream is a URL', () => {
    const down = tempDir();
    writeFileSync(join(down, '.handoverrc.yml'), 'upstreams:\n  lab: { source: "file:///nowhere/lab.git" }\n');
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not a git repository, so there is nowhere to cache upstream lab');
  });

  it('keeps a CRLF marker CRLF', () => {
    const { up, down } = setup(1);
    runCli(['consume'], { cwd: down });
    writeFileSync(markerPath(down), readFileSync(markerPath(down), 'utf8').replace(/\n/g, '\r\n'));
    commit(up, { files: { 'HANDOVER.md': logText(2) } });
    expect(printedSeqs(runCli(['consume'], { cwd: down }).stdout)).toEqual([2]);
    const text = readFileSync(markerPath(down), 'utf8');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(seqOf(down)).toBe(2);
  });
});

describe('handover consume on bad input', () => {
  const cases: [string, (up: string, down: string) => void, RegExp][] = [
    [
      'a missing upstream path',
      (_u, d) => writeFileSync(join(d, '.handoverrc.yml'), 'upstreams:\n  lab:\n    source: ../no-such-folder\n'),
      /Upstream lab \(\.\.\/no-such-folder at main, HANDOVER\.md\): the folder .* does not exist/,
    ],
    [
      'a path that is not a repository',
      (_u, d) =>
        writeFileSync(join(d, '.handoverrc.yml'), `upstreams:\n  lab:\n    source: ${JSON.stringify(tempDir())}\n`),
      /is not a git repository/,
    ],
    [
      'no HANDOVER.md at the ref',
      (u) => commit(u, { files: { 'HANDOVER.md': null } }),
      /there is no HANDOVER\.md in commit [0-9a-f]{12}/,
    ],
    [
      'a ref that does not exist',
      (u, d) =>
        writeFileSync(join(d, '.handoverrc.yml'), `upstreams:\n  lab: { source: ${JSON.stringify(u)}, ref: v9 }\n`),
      /the ref "v9" does not exist there/,
    ],
    [
      'a source that looks like a git option',
      (_u, d) =>
        writeFileSync(join(d, '.handoverrc.yml'), 'upstreams:\n  lab: { source: "--upload-pack=touch pwned" }\n'),
      /upstreams\.lab\.source" is "--upload-pack=touch pwned", which git would read as an option/,
    ],
    [
      'a ref that looks like a git option',
      (u, d) =>
        writeFileSync(
          join(d, '.handoverrc.yml'),
          `upstreams:\n  lab: { source: ${JSON.stringify(u)}, ref: "--output=pwned" }\n`,
        ),
      /upstreams\.lab\.ref" is "--output=pwned", which is not a plain branch/,
    ],
    [
      'an ssh host that looks like an option',
      (_u, d) =>
        writeFileSync(
          join(d, '.handoverrc.yml'),
          'upstreams:\n  lab: { source: "ssh://-oProxyCommand=touch pwned/x" }\n',
        ),
      /has a host that ssh would read as an option/,
    ],
    [
      'a remote helper',
      (_u, d) => writeFileSync(join(d, '.handoverrc.yml'), 'upstreams:\n  lab: { source: "ext::sh -c touch pwned" }\n'),
      /remote-helper address/,
    ],
    [
      'no upstreams configured',
      (_u, d) => writeFileSync(join(d, '.handoverrc.yml'), 'agent: observer\n'),
      /No upstreams are configured/,
    ],
  ];
  for (const [what, breakIt, message] of cases) {
    it(`exits 2 on ${what}, and touches nothing`, () => {
      const { up, down } = setup(2);
      breakIt(up, down);
      const r = runCli(['consume'], { cwd: down });
      expect(r.stderr).toMatch(message);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(existsSync(markerPath(down))).toBe(false);
      expect(existsSync(join(down, 'pwned'))).toBe(false);
      expect(existsSync(join(up, 'pwned'))).toBe(false);
    });
  }

  it('exits 1 on a marker with broken YAML and leaves it as it is', () => {
    const { down } = setup(2);
    const broken = '---\nlab:\n  seq: 1\n  digest: [unclosed\n---\n# Last processed\n';
    writeFileSync(markerPath(down), broken);
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^handover: \.last-processed\.md:\d+:\d+: the front matter is not valid YAML.*handover lint \.last-processed\.md/,
    );
    expect(readFileSync(markerPath(down), 'utf8')).toBe(broken);
  });

  it('exits 1 on an offset past the end of the upstream (it lost entries)', () => {
    const { up, down } = setup(5);
    runCli(['consume'], { cwd: down });
    commit(up, { files: { 'HANDOVER.md': logText(3) } });
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("entry 5, where this repo's offset stands, is gone (the log now ends at entry 3)");
    expect(seqOf(down)).toBe(5);
  });

  it('exits 1 on a malformed offset and 2 on a bad --max-chars or --format', () => {
    const { down } = setup(2);
    writeFileSync(
      markerPath(down),
      '---\nlab:\n  seq: 1\n  at: 2026-01-01T00:00:00Z\n  digest: md5:x\n---\n# Last processed\n',
    );
    expect(runCli(['consume'], { cwd: down })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"lab.digest" must be "sha256:"'),
    });
    expect(runCli(['consume', '--max-chars', '0'], { cwd: down })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--max-chars must be'),
    });
    expect(runCli(['consume', '--format', 'sarif'], { cwd: down })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--format must be one of markdown, json'),
    });
  });

  it('exits 1 when a new upstream entry has a broken heading, naming it', () => {
    const { up, down } = setup(1);
    runCli(['consume'], { cwd: down });
    commit(up, { files: { 'HANDOVER.md': `${logText(1)}## two · yesterday\n\nx\n` } });
    const r = runCli(['consume'], { cwd: down });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the heading "## two · yesterday" after entry 1 is not a valid entry heading');
  });
});
