import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir } from '../helpers/repo.js';
import { entry, log, messagesOf, rangeCheck, rangeRepo, sync } from './fixtures.js';

const lab = { name: 'Lab', email: 'lab@example.org' };
const human = { name: 'Human', email: 'human@example.org' };
const config = JSON.stringify({
  dispatchers: ['human'],
  agents: {
    lab: { emails: ['lab@example.org'] },
    human: { emails: ['human@example.org'], github: ['the-human'] },
    partner: { emails: ['partner@example.org'] },
    observer: null,
  },
});

describe('check --range: every commit on its own', () => {
  it('passes clean appends and names the offending commit of a bad one', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(1) + entry(2) }, message: 'Append 2', author: lab },
      {
        files: { 'HANDOVER.md': log(1).replace('Entry 1 text.', 'Rewritten.') + entry(2) },
        message: 'Tidy entry 1',
        author: lab,
      },
      {
        files: { 'HANDOVER.md': log(1).replace('Entry 1 text.', 'Rewritten.') + entry(2) + entry(3) },
        message: 'Append 3',
        author: lab,
      },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms).toHaveLength(1);
    const short = git(dir, ['rev-parse', '--short', 'HEAD~1']).trim();
    expect(ms[0]).toMatchObject({ ruleId: 'handover/append-only', commit: `${short} Tidy entry 1` });
    // stylish shows the commit too
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir }).stdout).toContain(`[${short} Tidy entry 1]`);
  });

  it('judges each commit as its own actor (email mapping)', () => {
    const { dir, base } = rangeRepo(
      { '.handoverrc.json': config, 'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['c', '—', 'd'] }) },
      [
        {
          files: { 'SYNC.md': sync({ lab: ['a2', '—', 'b'], partner: ['c', '—', 'd'] }) },
          message: 'lab moves on',
          author: lab,
        },
        {
          files: { 'SYNC.md': sync({ lab: ['a2', '—', 'b'], partner: ['c2', '—', 'd'] }) },
          message: 'lab edits partner',
          author: lab,
        },
      ],
    );
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({ ruleId: 'sync/section-owner', commit: expect.stringMatching(/ lab edits partner$/) }),
    ]);
  });

  it('takes the Handover-Agent trailer as the actor', () => {
    const { dir, base } = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(1) + entry(2) }, message: 'Append\n\nHandover-Agent: lab' },
    ]);
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
    const other = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(1) + entry(2) }, message: 'Append\n\nHandover-Agent: observer' },
    ]);
    expect(rangeCheck(other.dir, `${other.base}..HEAD`).code).toBe(1);
  });

  it('rejects a trailer the author email contradicts, and a trailer claiming a mapped agent from another email', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(1) + entry(2) }, message: 'Append\n\nHandover-Agent: observer', author: lab },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)[0].message).toContain(
      'says observer, but the author email lab@example.org belongs to lab',
    );
    const spoof = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(1) }, [
      {
        files: { 'HANDOVER.md': log(1) + entry(2) },
        message: 'Append\n\nHandover-Agent: lab',
        author: { name: 'X', email: 'x@evil.example' },
      },
    ]);
    const s = rangeCheck(spoof.dir, `${spoof.base}..HEAD`);
    expect(s.code).toBe(1);
    expect(messagesOf(s.json)[0].message).toContain("x@evil.example is not one of lab's");
  });

  it('exits 2 with how to declare an actor when a commit names none; --actor is the fallback', () => {
    const { dir, base } = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(1) + entry(2) }, message: 'Append' },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /names no agent: add a "Handover-Agent: NAME" trailer.*agents\.<id>\.emails.*--actor NAME/s,
    );
    expect(rangeCheck(dir, `${base}..HEAD`, ['--actor', 'lab']).code).toBe(0);
  });
});

describe('check --range: overrides', () => {
  const broken = log(2).replace('Entry 1 text.', 'Redacted.');
  it("turns a dispatcher's violations into recorded overrides (the dispatcher attested by the host)", () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(2) }, [
      {
        files: { 'HANDOVER.md': broken },
        message: 'Redact a secret\n\nHandover-Agent: human\nHandover-Override: entry 1 leaked a token',
        author: human,
      },
    ]);
    // the mapped email alone no longer establishes the dispatcher (issue 20): the pull request's author does
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(1);
    const attested = ['--attested-by', 'github:the-human'];
    const r = rangeCheck(dir, `${base}..HEAD`, attested);
    expect(r.code).toBe(0);
    const ms = messagesOf(r.json);
    expect(ms.length).toBeGreaterThan(0);
    for (const m of ms) expect(m.override).toBe('entry 1 leaked a token');
    expect(r.json[0].errorCount).toBe(0);
    const sarif = runCli(['check', '--range', `${base}..HEAD`, '--format', 'sarif', ...attested], { cwd: dir });
    expect(sarif.stdout).toContain('"justification": "entry 1 leaked a token"');
    expect(
      runCli(['check', '--range', `${base}..HEAD`, '--format', 'github', ...attested], { cwd: dir }).stdout,
    ).toMatch(/^::notice /m);
  });
  it('treats the trailer from anyone else as a violation itself', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(2) }, [
      { files: { 'HANDOVER.md': broken }, message: 'Redact\n\nHandover-Override: trust me', author: lab },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms.some((m) => m.override)).toBe(false);
    expect(ms.map((m) => m.message)).toContainEqual(
      expect.stringContaining('"Handover-Override: trust me", but its actor lab is not a dispatcher (human)'),
    );
    expect(ms.map((m) => m.ruleId)).toContain('handover/append-only');
  });
});

describe('check --range: configuration comes from the base', () => {
  it('ignores a pull request that loosens its own check', () => {
    const { dir, base } = rangeRepo({ '.handoverrc.json': config, 'HANDOVER.md': log(1) }, [
      {
        files: {
          '.handoverrc.json': JSON.stringify({ rules: { 'handover/single-writer': 'off' } }),
          'HANDOVER.md': log(1) + entry(2),
        },
        message: 'loosen\n\nHandover-Agent: observer',
      },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`, ['--actor', 'observer']);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('handover/single-writer');
  });
  it('never runs a JS config: one added by the pull request is not read, one at the base is refused', () => {
    const marker = join(tempDir(), 'ran');
    const js = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); module.exports = {};`;
    const { dir, base } = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'handover.config.cjs': js, 'HANDOVER.md': log(1) + entry(2) }, message: 'js\n\nHandover-Agent: lab' },
    ]);
    // not run; and with no owner, agent or dispatcher configured, adding a config is anyone's (protocol/config-owner)
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
    const second = runCli(['check', '--range', 'HEAD..HEAD'], { cwd: dir });
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('reads only JSON or YAML config from the base');
    expect(existsSync(marker)).toBe(false);
  });
});

describe('check --range: merges', () => {
  it('reports a side branch commit on its own and not again on a clean merge', () => {
    const dir = makeRepo([
      {
        files: { '.handoverrc.json': config, 'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['c', '—', 'd'] }) },
        message: 'base',
      },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    git(dir, ['checkout', '-q', '-b', 'side']);
    commit(dir, {
      files: { 'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['c2', '—', 'd'] }) },
      message: 'partner moves on',
      author: { name: 'Partner', email: 'partner@example.org' },
    });
    git(dir, ['checkout', '-q', 'main']);
    commit(dir, { files: { 'notes.txt': 'x' }, message: 'unrelated' });
    git(dir, ['merge', '-q', '--no-ff', '-m', 'Merge side', 'side']);
    expect(rangeCheck(dir, `${base}..HEAD`, ['--actor', 'lab']).code).toBe(0);
    const evil = makeRepo([
      {
        files: { '.handoverrc.json': config, 'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['c', '—', 'd'] }) },
        message: 'base',
      },
    ]);
    const evilBase = git(evil, ['rev-parse', 'HEAD']).trim();
    git(evil, ['checkout', '-q', '-b', 'side']);
    commit(evil, { files: { 'notes.txt': 'side' }, message: 'side work' });
    git(evil, ['checkout', '-q', 'main']);
    commit(evil, { files: { 'notes2.txt': 'main' }, message: 'main work' });
    git(evil, ['merge', '-q', '--no-ff', '--no-commit', 'side']);
    commit(evil, {
      files: { 'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['hijacked', '—', 'd'] }) },
      message: 'Merge side',
      author: lab,
    });
    const r = rangeCheck(evil, `${evilBase}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({ ruleId: 'sync/section-owner', commit: expect.stringMatching(/Merge side$/) }),
    ]);
  });
});

describe('check --range: merged side branches', () => {
  it("names the side branch's own commit for its violation, not the merge", () => {
    const dir = makeRepo([
      {
        files: { '.handoverrc.json': config, 'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['c', '—', 'd'] }) },
        message: 'base',
      },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    git(dir, ['checkout', '-q', '-b', 'side']);
    commit(dir, {
      files: { 'SYNC.md': sync({ lab: ['taken over', '—', 'b'], partner: ['c', '—', 'd'] }) },
      message: 'partner edits lab',
      author: { name: 'Partner', email: 'partner@example.org' },
    });
    git(dir, ['checkout', '-q', 'main']);
    commit(dir, { files: { 'notes.txt': 'x' }, message: 'unrelated' });
    git(dir, ['merge', '-q', '--no-ff', '-m', 'Merge side', 'side']);
    const r = rangeCheck(dir, `${base}..HEAD`, ['--actor', 'lab']);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({ ruleId: 'sync/section-owner', commit: expect.stringMatching(/ partner edits lab$/) }),
    ]);
  });
});

describe('check --range: bad input', () => {
  it('refuses a ref that looks like an option and writes nothing', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log(1) } }]);
    const out = join(tempDir(), 'x');
    for (const args of [
      ['--range', `--output=${out}..HEAD`],
      [`--range=--output=${out}..HEAD`],
      ['--range', `HEAD..--output=${out}`],
    ]) {
      const r = runCli(['check', ...args], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(out)).toBe(false);
    expect(git(dir, ['status', '--porcelain'])).toBe('');
  });
  it('explains an unknown ref, bad range syntax and a repo with no commits', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': log(1) } }]);
    expect(runCli(['check', '--range', 'nope..HEAD'], { cwd: dir }).stderr).toContain(
      '"nope" is not a commit in this repository; check the name, or fetch it first',
    );
    expect(runCli(['check', '--range', 'main...HEAD'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('two dots'),
    });
    expect(runCli(['check', '--range', 'main'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('write BASE..HEAD'),
    });
    expect(runCli(['check', '--range', 'ma in..HEAD'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('not valid ref syntax'),
    });
    const empty = makeRepo();
    expect(runCli(['check', '--range', 'main..HEAD'], { cwd: empty })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('no commits yet'),
    });
  });
  it('tells a shallow clone without the base to fetch the full history', () => {
    const { dir, base } = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(2) }, message: 'two\n\nHandover-Agent: lab' },
      { files: { 'HANDOVER.md': log(3) }, message: 'three\n\nHandover-Agent: lab' },
    ]);
    const clone = tempDir();
    git(clone, ['clone', '-q', '--depth', '1', `file://${dir}`, 'c']);
    const r = runCli(['check', '--range', `${base}..HEAD`], { cwd: join(clone, 'c') });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('git fetch --unshallow');
    expect(r.stderr).toContain('fetch-depth: 0');
  });
  it('works from a detached HEAD', () => {
    const { dir, base } = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': log(2) }, message: 'two\n\nHandover-Agent: lab' },
    ]);
    git(dir, ['checkout', '-q', '--detach', 'HEAD']);
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
  });
  it('reports a deleted log and a binary committed under its name', () => {
    const { dir, base } = rangeRepo({ 'HANDOVER.md': log(1) }, [
      { files: { 'HANDOVER.md': new Uint8Array([0, 1, 2, 0xff]) }, message: 'binary\n\nHandover-Agent: lab' },
      { files: { 'HANDOVER.md': log(1) }, message: 'restore\n\nHandover-Agent: lab' },
      { files: { 'HANDOVER.md': null }, message: 'delete\n\nHandover-Agent: lab' },
    ]);
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms).toContainEqual(
      expect.objectContaining({ ruleId: 'protocol/encoding', commit: expect.stringMatching(/ binary$/) }),
    );
    expect(ms).toContainEqual(
      expect.objectContaining({ ruleId: 'handover/append-only', commit: expect.stringMatching(/ delete$/) }),
    );
  });
  it('handles a 100,000-entry log: an append passes, an edit deep inside is named', () => {
    const big = log(100_000);
    const { dir, base } = rangeRepo({ 'HANDOVER.md': big }, [
      { files: { 'HANDOVER.md': big + entry(100_001) }, message: 'append\n\nHandover-Agent: lab' },
    ]);
    expect(rangeCheck(dir, `${base}..HEAD`)).toMatchObject({ code: 0, stderr: '' });
    commit(dir, {
      files: { 'HANDOVER.md': big.replace('Entry 50000 text.', 'Edited.') + entry(100_001) },
      message: 'edit\n\nHandover-Agent: lab',
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({
        ruleId: 'handover/append-only',
        line: 200_001,
        message: expect.stringContaining('Entry 50000 (line 200001 before)'),
      }),
    ]);
  });
});
