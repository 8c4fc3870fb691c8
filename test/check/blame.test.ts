import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';
import { messagesOf, rangeCheck, registry, sync } from './fixtures.js';

// Blame only the change (SPEC §4, issue 12): a static finding the base version already had (same rule, same entry
// or section) is a warning that says so and whose it is; only what the change introduces fails.

const alice = { name: 'alice', email: 'alice@example.org' };
const bob = { name: 'bob', email: 'bob@example.org' };
const config = JSON.stringify({
  owner: 'commons',
  agents: { alice: { emails: [alice.email] }, bob: { emails: [bob.email] }, commons: null },
});
const broken = (s: string, id: string) =>
  s.replace(new RegExp(`(## ${id}\\n\\n[^]*?)- \\*\\*Next action:\\*\\* [^\\n]*\\n`), '$1');

/** A bare commons with one commit, and a clone of it per agent, each with the real pre-commit hook (`check --staged`). */
function commons(files: Record<string, string>): { remote: string; clone: (name: string) => string; base: string } {
  const seed = makeRepo([
    {
      files: { '.handoverrc.json': config, ...files },
      message: 'seed',
      author: { name: 'commons', email: 'commons@example.org' },
    },
  ]);
  const top = tempDir('handover-commons-');
  const remote = join(top, 'remote.git');
  git(top, ['clone', '-q', '--bare', seed, remote]);
  const clone = (name: string) => {
    const dir = join(top, name);
    git(top, ['clone', '-q', remote, dir]);
    git(dir, ['config', 'handover.agent', name]);
    git(dir, ['config', 'commit.gpgsign', 'false']);
    const hook = join(dir, '.git', 'hooks', 'pre-commit');
    writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" check --staged\n`);
    chmodSync(hook, 0o755);
    return dir;
  };
  return { remote, clone, base: git(seed, ['rev-parse', 'HEAD']).trim() };
}

/** Commits through the pre-commit hook; returns whether git accepted the commit and the hook's output. */
function commitWithHook(
  dir: string,
  files: Record<string, string>,
  author: { name: string; email: string },
  message: string,
): { ok: boolean; output: string } {
  writeFiles(dir, files);
  git(dir, ['add', '-A']);
  try {
    git(dir, ['commit', '-q', `--author=${author.name} <${author.email}>`, '-m', message]);
    return { ok: true, output: '' };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** A commit the hook is not asked about (`--no-verify`), for what only the range check sees. */
function commitNoVerify(
  dir: string,
  files: Record<string, string>,
  author: { name: string; email: string },
  message: string,
): void {
  writeFiles(dir, files);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '--no-verify', `--author=${author.name} <${author.email}>`, '-m', message]);
}

describe("blame only the change: a commons where bob's SYNC.md section is already broken", () => {
  const start = broken(sync({ alice: ['Drafting', '—', 'Send it'], bob: ['Recording', '—', 'Publish'] }), 'bob');

  it("alice's own edit commits through the pre-commit hook and passes check --range, with a warning naming bob's section", () => {
    const c = commons({ 'SYNC.md': start });
    const a = c.clone('alice');
    expect(commitWithHook(a, { 'SYNC.md': start.replace('Drafting', 'Reviewing') }, alice, 'alice moves on')).toEqual({
      ok: true,
      output: '',
    });
    const r = rangeCheck(a, `${c.base}..HEAD`);
    expect(r.code).toBe(0);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({
        ruleId: 'sync/fields',
        severity: 'warning',
        message: expect.stringContaining(
          "is missing Next action (already in BASE, in bob's section; not blamed on this change)",
        ),
      }),
    ]);
  });

  it("bob's edit that keeps his section broken passes; an edit that breaks alice's section fails", () => {
    const c = commons({ 'SYNC.md': start });
    const b = c.clone('bob');
    expect(commitWithHook(b, { 'SYNC.md': start.replace('Recording', 'Editing') }, bob, 'bob moves on').ok).toBe(true);
    expect(rangeCheck(b, `${c.base}..HEAD`).code).toBe(0);
    const a = c.clone('alice');
    const hook = commitWithHook(a, { 'SYNC.md': broken(start, 'alice') }, alice, 'alice drops her next action');
    expect(hook.ok).toBe(false);
    expect(hook.output).toContain('Section "alice" is missing Next action');
    expect(hook.output).toContain("already in HEAD, in bob's section");
    commitNoVerify(a, { 'SYNC.md': broken(start, 'alice') }, alice, 'alice drops her next action');
    const r = rangeCheck(a, `${c.base}..HEAD`);
    expect(r.code).toBe(1);
    const errors = messagesOf(r.json).filter((m) => m.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'sync/fields',
        message: 'Section "alice" is missing Next action',
        commit: expect.stringMatching(/alice drops her next action$/),
      }),
    ]);
  });
});

describe('blame only the change: PROJECT_REGISTRY.md', () => {
  const start = registry([
    ['alice [SELF]', 'drafting', '../alice'],
    ['bob [SELF]', 'recording', '../bob'],
  ]).replace('- Address: ../bob\n', '');
  it("alice's own entry passes with a warning naming bob's; breaking her own fails", () => {
    const c = commons({ 'PROJECT_REGISTRY.md': start });
    const a = c.clone('alice');
    expect(
      commitWithHook(
        a,
        { 'PROJECT_REGISTRY.md': start.replace('drafting', 'drafting; reviewing') },
        alice,
        'alice owns more',
      ).ok,
    ).toBe(true);
    const r = rangeCheck(a, `${c.base}..HEAD`);
    expect(r.code).toBe(0);
    expect(messagesOf(r.json)).toEqual([
      expect.objectContaining({
        ruleId: 'registry/fields',
        severity: 'warning',
        message: expect.stringContaining('already in BASE, in the entry of bob'),
      }),
    ]);
    const hook = commitWithHook(
      a,
      { 'PROJECT_REGISTRY.md': start.replace('- Address: ../alice\n', '') },
      alice,
      'alice drops her address',
    );
    expect(hook.ok).toBe(false);
    expect(hook.output).toMatch(/alice/);
  });
});
