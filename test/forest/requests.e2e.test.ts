import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, tempDir } from '../helpers/repo.js';
import { commitAll, makeForest } from './fixture.js';

const as = (id: string) => ({ HANDOVER_AGENT: id });

describe('requests between the projects of a real forest', () => {
  // the dispatcher's ssh signing key: an approval counts only when a signature establishes the dispatcher
  const keys = tempDir();
  const keyFile = join(keys, 'human');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'human', '-f', keyFile]);
  const f = makeForest({ humanKey: readFileSync(`${keyFile}.pub`, 'utf8').trim() });
  const cli = (dir: string, id: string, args: string[]) => runCli(args, { cwd: f.at(dir), env: as(id) });
  const requests = (dir: string) => readFileSync(join(f.at(dir), 'REQUESTS.md'), 'utf8');

  it('a ruling enters at the head, is forwarded one level down, answered per claim, and relayed back up with an amendment', () => {
    let r = cli('partner', 'partner', [
      'request',
      'ruling',
      '--to',
      'lab',
      '--subject',
      'reference semantics',
      '--claim',
      'Dict keys are hashed once per insertion.',
      '--claim',
      'Lookups never rehash.',
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Wrote partner#1, a ruling to lab/);
    expect(r.code).toBe(0);
    expect(requests('partner')).toMatch(
      /^# Requests: partner\n[\s\S]*## 1 · \S+ · ruling\n\n- To: lab\n- Subject: reference semantics\n- Chain: partner\n- Claims:\n {2}1\. Dict keys/,
    );
    commitAll(f.at('partner'));

    r = cli('lab', 'lab', ['inbox', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).items.map((i: { ref: string }) => i.ref)).toEqual(['partner#1']);

    r = cli('lab', 'lab', ['forward', 'partner#1', '--to', 'lab-data']);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('lab')).toContain('- Chain: partner → lab');
    commitAll(f.at('lab'));
    expect(JSON.parse(cli('lab', 'lab', ['inbox', '--format', 'json']).stdout).items).toEqual([]);

    // lab-data's inbox has the forward; an answer missing a verdict is refused, nothing written
    r = cli('lab/data', 'lab-data', ['inbox']);
    expect(r.stdout).toMatch(/lab#1 .* ruling \(forwarded\) on "reference semantics" \(chain partner → lab\)/);
    r = cli('lab/data', 'lab-data', [
      'respond',
      'lab#1',
      '--verdict',
      '1=confirmed',
      '--backwards',
      'you read the cache as part of the key',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/request\/verdicts: Entry 1 answers the ruling lab#1 with 1 verdicts for its 2 claims/);
    r = cli('lab/data', 'lab-data', [
      'respond',
      'lab#1',
      '--verdict',
      '1=confirmed',
      '--verdict',
      '2=wrong:the cache is per table, not per key.',
      '--backwards',
      'you read the cache as part of the key',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('lab/data')).toMatch(
      /- Chain: partner → lab → lab-data\n[\s\S]*- Verdicts:\n {2}1\. confirmed\n {2}2\. wrong: the cache is per table, not per key\.\n- Backwards: you read/,
    );
    commitAll(f.at('lab/data'));

    // lab sees the answer waiting to be relayed, and relays it with verdict 2 amended
    r = cli('lab', 'lab', ['inbox', '--format', 'json']);
    expect(JSON.parse(r.stdout).items).toMatchObject([{ ref: 'lab-data#1', kind: 'relay', answers: 'partner#1' }]);
    r = cli('lab', 'lab', [
      'respond',
      'partner#1',
      '--relays',
      'lab-data#1',
      '--verdict',
      '2=wrong:the cache is per table and per hash seed.',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const relay = requests('lab').split('## 2 ·')[1];
    expect(relay).toMatch(
      /- To: partner\n- In-reply-to: partner#1\n- Digest: sha256:[0-9a-f]{64}\n- Subject: reference semantics\n- Chain: partner → lab\n- Relays: lab-data#1\n- Amends: 2\n- Verdicts:\n {2}1\. confirmed\n {2}2\. wrong: the cache is per table and per hash seed\.\n- Backwards: you read the cache/,
    );
    commitAll(f.at('lab'));
    expect(JSON.parse(cli('lab', 'lab', ['inbox', '--format', 'json']).stdout).items).toEqual([]);
    expect(cli('partner', 'partner', ['lint']).code).toBe(0);
    expect(cli('lab', 'lab', ['lint']).code).toBe(0);
  });

  it('refuses a request addressed to a subproject from outside its tree (request/head)', () => {
    const r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab-data', '--subject', 'the raw dataset']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /request\/head: Entry 2 is addressed to lab-data, a subproject of lab: a request from outside a tree enters at its head; address lab/,
    );
    expect(requests('partner')).not.toContain('## 2 ·');
  });

  it('refuses a self-call and a chain of three hops (request/chain); a cycle is caught at commit and in the range check', () => {
    let r = cli('partner', 'partner', ['request', 'ruling', '--to', 'partner', '--subject', 'x', '--claim', 'y']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/request\/chain: Entry 2 is addressed to its own writer partner/);
    r = cli('lab/data', 'lab-data', ['forward', 'lab#1', '--to', 'lab-data-raw']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /request\/chain: Entry 2 travels 3 hops \(partner → lab → lab-data → lab-data-raw\), more than requests.maxDepth \(2\)/,
    );

    // a hand-written forward back into its own chain: check --staged blocks the commit, check --range the PR
    const dir = f.at('lab/data');
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const text =
      readFileSync(join(dir, 'REQUESTS.md'), 'utf8') +
      '\n## 2 · 2026-12-01T12:00:00Z · forward\n\n- To: lab\n- In-reply-to: lab#1\n- Type: ruling\n- Subject: reference semantics\n- Chain: partner → lab → lab-data\n- Claims:\n  1. a\n  2. b\n';
    git(dir, ['checkout', '-q', '-b', 'cycle']);
    commit(dir, { files: { 'REQUESTS.md': text }, message: 'cycle' });
    git(dir, ['reset', '-q', '--soft', 'HEAD~1']);
    r = cli('lab/data', 'lab-data', ['check', '--staged']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/goes to lab, which the chain partner → lab → lab-data already passed: a cycle/);
    git(dir, ['commit', '-q', '--no-verify', '-m', 'cycle']);
    r = runCli(['check', '--range', `${base}..HEAD`, '--actor', 'lab-data'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/a cycle/);
    expect(r.stdout).toMatch(/request\/chain/);
    git(dir, ['checkout', '-q', 'main']);
  });

  it("an irreversible capability is not reported done without a dispatcher's approval on the record, and is with it", () => {
    let r = cli('partner', 'partner', [
      'request',
      'capability',
      '--to',
      'lab',
      '--subject',
      'publish the model',
      '--reversibility',
      'irreversible',
    ]);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('partner'));
    r = cli('lab', 'lab', ['respond', 'partner#2', '--status', 'done']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(
      /request\/reversibility: Entry 3 reports the irreversible capability partner#2 done, but no dispatcher approved it on the record/,
    );
    // a trailer alone (from lab's own email) is no approval
    commit(f.at('lab'), { files: {}, message: 'approve\n\nHandover-Approve: partner#2\nHandover-Agent: human' });
    expect(cli('lab', 'lab', ['respond', 'partner#2', '--status', 'done']).code).toBe(1);
    // nor is the dispatcher's email alone: an email is typed as easily as a trailer
    commit(f.at('lab'), {
      files: {},
      message: 'approve\n\nHandover-Approve: partner#2',
      author: { name: 'Human', email: 'human@example.org' },
    });
    expect(cli('lab', 'lab', ['respond', 'partner#2', '--status', 'done']).code).toBe(1);
    // handover approve, signed with the dispatcher's key, is
    git(f.at('lab'), ['config', 'gpg.format', 'ssh']);
    git(f.at('lab'), ['config', 'user.signingkey', keyFile]);
    git(f.at('lab'), ['config', 'commit.gpgsign', 'true']);
    const approved = runCli(['approve', 'partner#2'], {
      cwd: f.at('lab'),
      env: { HANDOVER_AGENT: 'human', GIT_AUTHOR_EMAIL: 'human@example.org', GIT_AUTHOR_NAME: 'Human' },
    });
    expect(approved.code, approved.stderr).toBe(0);
    git(f.at('lab'), ['config', 'commit.gpgsign', 'false']);
    r = cli('lab', 'lab', ['respond', 'partner#2', '--status', 'done']);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('lab'));

    // in a pull request: a "done" committed before any approval fails the range check
    const dir = f.at('lab');
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    expect(
      cli('partner', 'partner', [
        'request',
        'capability',
        '--to',
        'lab',
        '--subject',
        'email the list',
        '--reversibility',
        'outbound',
      ]).code,
    ).toBe(0);
    commitAll(f.at('partner'));
    const text =
      readFileSync(join(dir, 'REQUESTS.md'), 'utf8') +
      '\n## 4 · 2026-12-01T13:00:00Z · response\n\n- To: partner\n- In-reply-to: partner#3\n- Subject: email the list\n- Chain: partner → lab\n- Reversibility: outbound\n- Status: done\n';
    commit(dir, { files: { 'REQUESTS.md': text }, message: 'done', author: { name: 'lab', email: 'lab@example.org' } });
    r = runCli(['check', '--range', `${base}..HEAD`, '--actor', 'lab'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/reports the outbound capability partner#3 done, but no dispatcher approved it/);
    git(dir, ['reset', '-q', '--hard', base]);
  });

  it('flags a capability that routes around a refusal through another peer (request/laundering)', () => {
    expect(
      cli('partner', 'partner', [
        'request',
        'capability',
        '--to',
        'lab',
        '--subject',
        'delete the dataset',
        '--reversibility',
        'irreversible',
      ]).code,
    ).toBe(0);
    commitAll(f.at('partner'));
    const refused = cli('lab', 'lab', ['respond', 'partner#4', '--status', 'refused']);
    expect(refused.code, refused.stderr).toBe(0);
    expect(refused.stdout).toMatch(/lab#4/);
    commitAll(f.at('lab'));
    // the log's clock counts whole seconds and request/laundering weighs refusals written strictly before the new
    // request: start the next request in a later second than the refusal, as a real session would be
    const second = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) === second) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    let r = cli('partner', 'partner', [
      'request',
      'capability',
      '--to',
      'commons',
      '--subject',
      'Delete the  dataset',
      '--reversibility',
      'irreversible',
    ]);
    expect(r.code, `${r.stdout}${r.stderr}`).toBe(1);
    expect(r.stderr).toMatch(
      /request\/laundering: Entry 5 asks again for "Delete the {2}dataset", which lab#4 refused to partner: routing around a refusal goes to a human; add "Denied-before: lab#4" and "Status: escalated"/,
    );
    r = cli('partner', 'partner', [
      'request',
      'capability',
      '--to',
      'commons',
      '--subject',
      'delete the dataset',
      '--reversibility',
      'irreversible',
      '--denied-before',
      'lab#4',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('partner')).toMatch(/- Denied-before: lab#4\n- Status: escalated/);
  });

  it('inbox and status list the waiting requests oldest first, stale ones said so', () => {
    const r = cli('lab', 'lab', ['inbox', '--format', 'json']);
    const items = JSON.parse(r.stdout).items as { ref: string; ageDays: number }[];
    expect(items.map((i) => i.ref)).toEqual(['partner#3']);
    const s = cli('lab', 'lab', ['status', '--format', 'json']);
    expect(JSON.parse(s.stdout).inbox.items.map((i: { ref: string }) => i.ref)).toEqual(['partner#3']);
  });
});
