import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, tempDir } from '../helpers/repo.js';
import { commitAll, makeForest } from './fixture.js';

const as = (id: string) => ({ HANDOVER_AGENT: id });

describe('a request says what it asks', () => {
  const f = makeForest();
  afterAll(() => rmSync(f.root, { recursive: true, force: true }));
  const cli = (dir: string, id: string, args: string[], input?: string) =>
    runCli(args, { cwd: f.at(dir), env: as(id), input });
  const requests = (dir: string) => readFileSync(join(f.at(dir), 'REQUESTS.md'), 'utf8');

  it('takes its text as an argument, with --file F or on stdin, writes it under the fields, and the inbox shows it', () => {
    let r = cli('partner', 'partner', [
      'request',
      'capability',
      '--to',
      'lab',
      '--subject',
      'the live site',
      '--reversibility',
      'outbound',
      'Publish chapter 3 to the live site.',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('partner')).toMatch(
      /## 1 · \S+ · capability\n\n- To: lab\n- Subject: the live site\n- Chain: partner\n- Reversibility: outbound\n\nPublish chapter 3 to the live site\.\n$/,
    );
    writeFileSync(join(f.at('partner'), 'ask.md'), 'Send the evaluation set\nfor run 15.\n\nThe CSV is enough.\n');
    r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab', '--subject', 'run 15', '--file', 'ask.md']);
    expect(r.code, r.stderr).toBe(0);
    r = cli(
      'partner',
      'partner',
      ['request', 'ruling', '--to', 'lab', '--subject', 'hashing', '--claim', 'Keys hash once.', '-'],
      'Is this right?\n',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(requests('partner')).toMatch(/- Claims:\n {2}1\. Keys hash once\.\n\nIs this right\?\n$/);
    rmSync(join(f.at('partner'), 'ask.md'));
    commitAll(f.at('partner'));

    const inbox = JSON.parse(cli('lab', 'lab', ['inbox', '--format', 'json']).stdout);
    expect(inbox.items.map((i: { ref: string; text: string }) => [i.ref, i.text])).toEqual([
      ['partner#1', 'Publish chapter 3 to the live site.'],
      ['partner#2', 'Send the evaluation set\nfor run 15.\n\nThe CSV is enough.'],
      ['partner#3', 'Is this right?'],
    ]);
    const text = cli('lab', 'lab', ['inbox']).stdout;
    expect(text).toMatch(
      /partner#1 .*capability on "the live site"[^\n]*\n {6}reversibility: outbound\n {6}> Publish chapter 3/,
    );
    expect(text).toMatch(/partner#3 [^\n]*\n {6}1\. Keys hash once\.\n {6}> Is this right\?\n/);

    // a forward carries the words one level down
    r = cli('lab', 'lab', ['forward', 'partner#2', '--to', 'lab-data']);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('lab')).toMatch(
      /- Chain: partner → lab\n\nSend the evaluation set\nfor run 15\.\n\nThe CSV is enough\.\n$/,
    );
  });

  it('keeps --claim for rulings, and refuses a text that would run into the fields', () => {
    let r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab', '--subject', 's', '--claim', 'c']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--claim is for rulings; say what an evidence or capability request asks as its text/);
    const before = requests('partner');
    r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab', '--subject', 's', '-'], '- Owner: me\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/would not read back as written .* start it with a sentence/);
    expect(requests('partner')).toBe(before);
  });
});

function sshKey(dir: string, name: string): { priv: string; pub: string } {
  const priv = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', priv]);
  return { priv, pub: readFileSync(`${priv}.pub`, 'utf8').trim() };
}

describe('the requester sees the answer; escalations wait for a dispatcher', () => {
  const f = makeForest();
  afterAll(() => rmSync(f.root, { recursive: true, force: true }));
  const cli = (dir: string, id: string, args: string[], env: Record<string, string> = {}) =>
    runCli(args, { cwd: f.at(dir), env: { ...as(id), ...env } });
  const json = (dir: string, id: string, args: string[]) => {
    const r = cli(dir, id, [...args, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout);
  };

  it('an answered ruling drops from the open list, its verdicts shown once as new, on the record', () => {
    let r = cli('partner', 'partner', [
      'request',
      'ruling',
      '--to',
      'lab',
      '--subject',
      'hashing',
      '--claim',
      'Keys hash once.',
      '--claim',
      'Lookups never rehash.',
      'Is chapter 3 right about this?',
    ]);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('partner'));
    expect(json('partner', 'partner', ['inbox', '--dry-run']).open).toMatchObject([
      { ref: 'partner#1', to: 'lab', type: 'ruling', state: 'waiting' },
    ]);
    expect(cli('partner', 'partner', ['status']).stdout).toMatch(
      /Your requests\n {2}partner#1 {2}open \S+ {2}ruling to lab on "hashing"/,
    );
    r = cli('lab', 'lab', [
      'respond',
      'partner#1',
      '--verdict',
      '1=confirmed',
      '--verdict',
      '2=wrong:per table.',
      '--backwards',
      'nothing',
    ]);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('lab'));

    const st = json('partner', 'partner', ['status']);
    expect(st.inbox.open).toEqual([]);
    expect(st.inbox.answers).toMatchObject([
      { ref: 'lab#1', answers: 'partner#1', verdicts: ['1. confirmed', '2. wrong: per table.'] },
    ]);
    r = cli('partner', 'partner', ['inbox']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /New answers to your requests: 1\n {2}lab#1 answers partner#1 \(ruling on "hashing"\)\n {6}1\. confirmed\n {6}2\. wrong: per table\.\n/,
    );
    expect(r.stdout).not.toMatch(/Your open requests/);
    // consumed like an upstream: the offset is on the record, and the answer is not new again
    expect(readFileSync(join(f.at('partner'), '.last-processed.md'), 'utf8')).toMatch(/lab\/answers:\n {2}seq: 1\n/);
    expect(cli('partner', 'partner', ['inbox']).stdout).not.toMatch(/New answers/);
  });

  it('an escalated capability stays in view, is queued for the dispatcher, approved with handover approve, then done', () => {
    const keys = tempDir('handover-keys-');
    const key = sshKey(keys, 'human');
    writeFileSync(
      join(f.at('lab'), '.handoverrc.yaml'),
      [
        'agent: lab',
        'registry: { source: ../commons, ref: main }',
        'dispatchers: [human]',
        `agents: { human: { emails: [human@example.org], signingKeys: ['${key.pub}'] } }`,
        '',
      ].join('\n'),
    );
    commitAll(f.at('lab'), 'human signs');
    let r = cli('partner', 'partner', [
      'request',
      'capability',
      '--to',
      'lab',
      '--subject',
      'the live site',
      '--reversibility',
      'irreversible',
      'Publish chapter 3.',
    ]);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('partner'));
    r = cli('lab', 'lab', ['respond', 'partner#2', '--status', 'done']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/request\/reversibility/);
    r = cli('lab', 'lab', ['respond', 'partner#2', '--status', 'escalated']);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('lab'));

    // the receiver still sees it, escalated; the requester sees it open, escalated; the dispatcher sees its queue
    expect(cli('lab', 'lab', ['inbox']).stdout).toMatch(
      /partner#2 .*capability on "the live site"[^\n]*\n {6}escalated by lab#2: waiting for a dispatcher's approval \(handover approve partner#2\)/,
    );
    expect(json('partner', 'partner', ['inbox', '--dry-run']).open).toMatchObject([
      { ref: 'partner#2', state: 'escalated', answeredBy: ['lab#2'] },
    ]);
    const queue = json('lab', 'human', ['inbox']);
    expect(queue.dispatcher).toBe(true);
    expect(queue.awaitingApproval).toMatchObject([{ ref: 'partner#2', escalatedBy: 'lab#2' }]);
    expect(cli('lab', 'human', ['status']).stdout).toMatch(
      /Waiting for your approval\n {2}partner#2 {2}irreversible escalated by lab#2: handover approve partner#2/,
    );

    // not a dispatcher; then a dispatcher the rules would not accept (unsigned): taken back, nothing written
    r = cli('lab', 'lab', ['approve', 'partner#2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/lab is not a dispatcher of this project/);
    const head = git(f.at('lab'), ['rev-parse', 'HEAD']);
    r = cli('lab', 'human', ['approve', 'partner#2'], { GIT_AUTHOR_EMAIL: 'human@example.org' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/The approval of partner#2 would not count: .*signingKeys.*taken back/);
    expect(git(f.at('lab'), ['rev-parse', 'HEAD'])).toBe(head);

    git(f.at('lab'), ['config', 'gpg.format', 'ssh']);
    git(f.at('lab'), ['config', 'user.signingkey', key.priv]);
    git(f.at('lab'), ['config', 'commit.gpgsign', 'true']);
    r = cli('lab', 'human', ['approve', 'partner#2'], { GIT_AUTHOR_EMAIL: 'human@example.org' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^Approved partner#2 in [0-9a-f]{7} \(Handover-Approve: partner#2\); lab may now report it done/,
    );
    expect(git(f.at('lab'), ['log', '-1', '--format=%B'])).toMatch(
      /Handover-Approve: partner#2\nHandover-Agent: human/,
    );
    expect(json('lab', 'human', ['inbox']).awaitingApproval).toEqual([]);
    expect(cli('lab', 'lab', ['inbox']).stdout).toMatch(/approved by a dispatcher: report it/);

    r = cli('lab', 'lab', ['respond', 'partner#2', '--status', 'done']);
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('lab'));
    expect(json('lab', 'lab', ['inbox']).items).toEqual([]);
    const partner = json('partner', 'partner', ['inbox']);
    expect(partner.open).toEqual([]);
    expect(partner.answers.map((a: { ref: string; status: string }) => [a.ref, a.status])).toEqual([
      ['lab#2', 'escalated'],
      ['lab#3', 'done'],
    ]);
    rmSync(keys, { recursive: true, force: true });
  });
});
