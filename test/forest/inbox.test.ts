import { describe, expect, it } from 'vitest';
import { entryDigest } from '../../src/models/index.js';
import { splitAtLevel2 } from '../../src/models/markdown/split.js';
import { runCli } from '../helpers/cli.js';
import { commit, makeRepo, tempDir } from '../helpers/repo.js';
import { join } from 'node:path';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { inboxSummary } from '../../src/requests/inbox.js';

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const entry = (seq: number, days: number, subject: string) =>
  `## ${seq} · ${ago(days)} · evidence\n\n- To: lab\n- Subject: ${subject}\n- Chain: partner\n`;

/** lab (with its own registry) and partner, whose REQUESTS.md holds three requests of different ages. */
function pair() {
  const root = tempDir('handover-inbox-');
  const at = (p: string) => join(root, p);
  const registry =
    '# Project registry\n\n## lab [SELF]\n\n- Owns: experiments\n- Address: .\n\n## partner [SELF]\n\n- Owns: the book\n- Address: ../partner\n';
  const log = `# Requests: partner\n\n${entry(1, 1, 'yesterday')}\n${entry(2, 10, 'ten days ago')}\n${entry(3, 5, 'five days ago')}`;
  mkdirSync(at('lab'));
  mkdirSync(at('partner'));
  makeRepo(
    [{ files: { 'CLAUDE.md': '# lab\n', '.handoverrc.yaml': 'agent: lab\n', 'PROJECT_REGISTRY.md': registry } }],
    at('lab'),
  );
  makeRepo(
    [{ files: { 'CLAUDE.md': '# partner\n', '.handoverrc.yaml': 'agent: partner\n', 'REQUESTS.md': log } }],
    at('partner'),
  );
  return { at, log };
}

describe('inbox and status', () => {
  it('list the waiting requests oldest first, those older than requests.staleDays marked stale', async () => {
    const { at } = pair();
    const r = runCli(['inbox', '--format', 'json'], { cwd: at('lab') });
    expect(r.code, r.stderr).toBe(0);
    const inbox = JSON.parse(r.stdout);
    expect(inbox.items.map((i: { ref: string; stale: boolean }) => [i.ref, i.stale])).toEqual([
      ['partner#2', true],
      ['partner#3', true],
      ['partner#1', false],
    ]);
    const text = runCli(['inbox'], { cwd: at('lab') }).stdout;
    expect(text.split('\n').slice(1, 4)).toEqual([
      expect.stringMatching(/^ {2}STALE \(over 3 days\) partner#2 {2}10d {2}evidence on "ten days ago"/),
      expect.stringMatching(/^ {2}STALE \(over 3 days\) partner#3 {2}5d/),
      expect.stringMatching(/^ {2}partner#1 {2}1d/),
    ]);
    const status = runCli(['status'], { cwd: at('lab') }).stdout;
    expect(status).toMatch(
      /Inbox \(requests waiting\)\n {2}partner#2 {2}stale: waiting 10d, more than 3 days {2}evidence on "ten days ago"\n {2}partner#3 {2}stale: waiting 5d[^\n]*\n {2}partner#1 {2}waiting 1d/,
    );
    expect(await inboxSummary(at('lab'))).toMatch(/^Inbox of lab: 3 waiting, oldest first\n {2}STALE/);
    // the requester's side: its open requests, no answer yet
    expect(await inboxSummary(at('partner'))).toMatch(
      /^Inbox of partner: nothing waiting\.\nYour open requests: 3, oldest first\n {2}STALE \(over 3 days\) partner#2 {2}10d {2}evidence to lab on "ten days ago": no answer yet\n/,
    );
  });

  it('exits 1, as consume does, when a peer rewrote a request this project answered', () => {
    const { at, log } = pair();
    const second = splitAtLevel2(log).sections[1].text;
    const answer = `# Requests: lab\n\n## 1 · ${ago(0)} · response\n\n- To: partner\n- In-reply-to: partner#2\n- Digest: ${entryDigest(second)}\n- Chain: partner → lab\n`;
    commit(at('lab'), { files: { 'REQUESTS.md': answer } });
    let r = runCli(['inbox', '--format', 'json'], { cwd: at('lab') });
    expect(JSON.parse(r.stdout).items.map((i: { ref: string }) => i.ref)).toEqual(['partner#3', 'partner#1']);
    commit(at('partner'), { files: { 'REQUESTS.md': log.replace('ten days ago', 'rewritten') } });
    r = runCli(['inbox'], { cwd: at('lab') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /partner#2 changed after entry 1 of this project's log answered it \(its digest no longer matches\): the peer rewrote its history/,
    );
  });
});

describe('peers that cannot be read', () => {
  /** lab alone, its registry naming a relayed web page and a [SELF] peer whose git URL leads nowhere. */
  function lonely() {
    const root = tempDir('handover-inbox-');
    const lab = join(root, 'lab');
    mkdirSync(lab);
    const registry = `# Project registry\n\n## lab [SELF]\n\n- Owns: experiments\n- Address: .\n\n## job-search [RELAYED by lab]\n\n- Owns: job search\n- Address: https://example.org/me/job-search\n\n## gone [SELF]\n\n- Owns: old things\n- Address: file://${join(root, 'gone.git')}\n`;
    makeRepo(
      [{ files: { 'CLAUDE.md': '# lab\n', '.handoverrc.yaml': 'agent: lab\n', 'PROJECT_REGISTRY.md': registry } }],
      lab,
    );
    return { root, lab };
  }

  it('a relayed web address is never fetched; an unreachable peer is named in its own terms, in text, JSON and status', () => {
    const { root, lab } = lonely();
    const r = runCli(['inbox'], { cwd: lab });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^Inbox of lab: nothing waiting\.\n {2}unreachable: gone: gone's REQUESTS\.md: fetching file:\/\/.*does not appear to be a git repository/,
    );
    expect(r.stdout).not.toMatch(/peer-|upstreams\./);
    expect(r.stdout).not.toMatch(/job-search/);
    expect(existsSync(join(lab, '.git', 'handover', 'upstreams', 'peer-job-search.git'))).toBe(false);
    const json = JSON.parse(runCli(['inbox', '--format', 'json'], { cwd: lab }).stdout);
    expect(json.unreachable.map((u: { id: string }) => u.id)).toEqual(['gone']);
    const status = JSON.parse(runCli(['status', '--format', 'json'], { cwd: lab }).stdout);
    expect(status.inbox.unreachable).toMatchObject([
      { id: 'gone', error: expect.stringMatching(/^gone's REQUESTS\.md/) },
    ]);
    expect(runCli(['status'], { cwd: lab }).stdout).toMatch(/unreachable: gone: gone's REQUESTS\.md/);
    rmSync(root, { recursive: true, force: true });
  });
});
