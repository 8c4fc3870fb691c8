import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commit, git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';
import { entry, log, messagesOf, rangeCheck } from './fixtures.js';

// SPEC §3, issue 9: an override counts only from a dispatcher established by something the committer cannot
// type (mapped email, and a good signature where the dispatcher has signingKeys); identity.signatures: required
// makes each commit's actor its signer. Real ssh-keygen keys, real git signing (gpg.format ssh).

function sshKey(name: string): { priv: string; pub: string } {
  const dir = tempDir('handover-key-');
  const priv = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', priv]);
  return { priv, pub: readFileSync(`${priv}.pub`, 'utf8').trim() };
}

/** Commits with an ssh signature made by `key` (or unsigned without one). */
function signedCommit(
  dir: string,
  files: Record<string, string>,
  message: string,
  { author, key }: { author: { name: string; email: string }; key?: string },
): void {
  writeFiles(dir, files);
  git(dir, ['add', '-A']);
  const sign = key ? ['-c', 'gpg.format=ssh', '-c', `user.signingkey=${key}`] : [];
  git(dir, [
    ...sign,
    'commit',
    '-q',
    ...(key ? ['-S'] : []),
    `--author=${author.name} <${author.email}>`,
    '-m',
    message,
  ]);
}

const human = { name: 'Human', email: 'human@example.org' };
const lab = { name: 'Lab', email: 'lab@example.org' };
const broken = log(2).replace('Entry 1 text.', 'Redacted.');

describe('overrides need an established dispatcher', () => {
  it("the README's example config: a forged Handover-Agent: human with an override is a violation, not an override", () => {
    const dir = makeRepo([
      {
        files: { '.handoverrc.json': JSON.stringify({ dispatchers: ['human'] }), 'HANDOVER.md': log(2) },
        message: 'base',
      },
    ]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, {
      files: { 'HANDOVER.md': broken },
      message: 'Tidy\n\nHandover-Agent: human\nHandover-Override: typo',
      author: { name: 'M', email: 'mallory@evil.example' },
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms.some((m) => m.override)).toBe(false);
    expect(ms).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/identity',
        severity: 'error',
        message: expect.stringContaining('nothing the committer cannot type establishes human'),
      }),
    );
    expect(ms).toContainEqual(expect.objectContaining({ ruleId: 'handover/append-only', severity: 'error' }));
  });

  it("with the dispatcher's email mapped and a signing key: only a good signature by that key makes the override count", () => {
    const key = sshKey('human');
    const other = sshKey('other');
    const cfg = JSON.stringify({
      dispatchers: ['human'],
      agents: { human: { emails: [human.email], signingKeys: [key.pub] }, lab: { emails: [lab.email] } },
    });
    const dir = makeRepo([{ files: { '.handoverrc.json': cfg, 'HANDOVER.md': log(2) }, message: 'base' }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const msg = 'Redact\n\nHandover-Agent: human\nHandover-Override: entry 1 leaked a token';
    signedCommit(dir, { 'HANDOVER.md': broken }, msg, { author: human, key: key.priv });
    const good = rangeCheck(dir, `${base}..HEAD`);
    expect(good.code).toBe(0);
    expect(messagesOf(good.json).every((m) => m.override === 'entry 1 leaked a token')).toBe(true);
    git(dir, ['reset', '-q', '--hard', base]);
    signedCommit(dir, { 'HANDOVER.md': broken }, msg, { author: human, key: other.priv });
    const wrongKey = rangeCheck(dir, `${base}..HEAD`);
    expect(wrongKey.code).toBe(1);
    expect(messagesOf(wrongKey.json)).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/identity',
        message: expect.stringContaining('a good signature by one of agents.human.signingKeys'),
      }),
    );
    git(dir, ['reset', '-q', '--hard', base]);
    signedCommit(dir, { 'HANDOVER.md': broken }, msg, { author: human });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(1);
  });
});

describe('identity.signatures: required', () => {
  it("makes each commit's actor its signer; unsigned and unknown-key commits are violations", () => {
    const labKey = sshKey('lab');
    const stranger = sshKey('stranger');
    const cfg = JSON.stringify({
      identity: { signatures: 'required' },
      agents: { lab: { signingKeys: [labKey.pub] }, observer: null },
    });
    const dir = makeRepo([{ files: { '.handoverrc.json': cfg, 'HANDOVER.md': log(1) }, message: 'base' }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    // signed by lab's key, no trailer: the actor is lab, the log's writer
    signedCommit(dir, { 'HANDOVER.md': log(1) + entry(2) }, 'Append 2', {
      author: { name: 'x', email: 'anyone@example.org' },
      key: labKey.priv,
    });
    expect(rangeCheck(dir, `${base}..HEAD`)).toMatchObject({ code: 0, stdout: '[]\n' });
    signedCommit(dir, { 'HANDOVER.md': log(1) + entry(2) + entry(3) }, 'Append 3\n\nHandover-Agent: lab', {
      author: lab,
    });
    const unsigned = rangeCheck(dir, `${base}..HEAD`);
    expect(unsigned.code).toBe(1);
    expect(messagesOf(unsigned.json)).toEqual([
      expect.objectContaining({
        ruleId: 'protocol/identity',
        message: expect.stringContaining('is not signed'),
        commit: expect.stringMatching(/ Append 3$/),
      }),
    ]);
    git(dir, ['reset', '-q', '--hard', 'HEAD~1']);
    signedCommit(dir, { 'HANDOVER.md': log(1) + entry(2) + entry(3) }, 'Append 3\n\nHandover-Agent: lab', {
      author: lab,
      key: stranger.priv,
    });
    const unknown = rangeCheck(dir, `${base}..HEAD`);
    expect(unknown.code).toBe(1);
    expect(messagesOf(unknown.json)).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/identity',
        message: expect.stringContaining('signed by a key no agent has'),
      }),
    );
  });

  it('refuses a signing key that is not an ssh public key or a gpg fingerprint, and an unknown identity mode', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.json': JSON.stringify({ agents: { lab: { signingKeys: ['-oProxyCommand=x'] } } }),
          'HANDOVER.md': log(1),
        },
        message: 'base',
      },
    ]);
    const r = rangeCheck(dir, 'HEAD..HEAD');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('agents.lab.signingKeys[0]');
    const d2 = makeRepo([
      { files: { '.handoverrc.json': JSON.stringify({ identity: { signatures: 'maybe' } }) }, message: 'base' },
    ]);
    expect(rangeCheck(d2, 'HEAD..HEAD')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('identity.signatures'),
    });
  });
});

describe('approvals need an established dispatcher too', () => {
  it('a Handover-Approve commit never counts from the mapped email alone, only with a good signature by the key', async () => {
    const { approvalsOnRecord } = await import('../../src/requests/facts.js');
    const { validateConfig } = await import('../../src/config/schema.js');
    const { RULE_IDS, RULE_OPTIONS } = await import('../../src/rules/index.js');
    const key = sshKey('human');
    const other = sshKey('other');
    const approve = (ref: string) => `Approve\n\nHandover-Agent: human\nHandover-Approve: ${ref}`;
    const dir = makeRepo([{ files: { 'README.md': '# lab\n' }, message: 'base' }]);
    signedCommit(dir, { 'a.txt': '1\n' }, approve('partner#1'), { author: human });
    signedCommit(dir, { 'a.txt': '2\n' }, approve('partner#2'), { author: human, key: key.priv });
    signedCommit(dir, { 'a.txt': '3\n' }, approve('partner#3'), { author: human, key: other.priv });
    signedCommit(dir, { 'a.txt': '4\n' }, approve('partner#4'), {
      author: { name: 'M', email: 'mallory@evil.example' },
      key: key.priv,
    });
    const config = (human: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      validateConfig({ dispatchers: ['human'], agents: { human }, ...extra }, 'test', RULE_IDS, RULE_OPTIONS);
    const emailOnly = [...(await approvalsOnRecord(dir, config({ emails: [human.email] }), 'HEAD'))].sort();
    expect(emailOnly).toEqual([]);
    const keyed = [
      ...(await approvalsOnRecord(dir, config({ emails: [human.email], signingKeys: [key.pub] }), 'HEAD')),
    ];
    expect(keyed).toEqual(['partner#2']);
    // signatures required: the signer is the actor, whatever the email says
    const required = [
      ...(await approvalsOnRecord(
        dir,
        config({ signingKeys: [key.pub] }, { identity: { signatures: 'required' } }),
        'HEAD',
      )),
    ].sort();
    expect(required).toEqual(['partner#2', 'partner#4']);
  });
});
