import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';
import { serverWithHook } from '../helpers/server.js';
import { log, messagesOf, rangeCheck } from './fixtures.js';

// Issue 20, SPEC §3: a typed author email no longer makes a dispatcher; a good signature or the host's attested
// identity does (the pull request's author: --attested-by github:LOGIN; the pusher: GL_USER and the like). A
// commit's trailer must agree with the attested identity, unless the attested agent is a dispatcher.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const track = (d: string) => {
  dirs.push(d);
  return d;
};

const disp = { name: 'Disp', email: 'disp@x' };
const broken = log(2).replace('Entry 1 text.', 'Redacted.');
const override = 'Redact\n\nHandover-Agent: disp\nHandover-Override: entry 1 leaked a token';

function sshKey(name: string): { priv: string; pub: string } {
  const dir = track(tempDir('handover-key-'));
  const priv = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', priv]);
  return { priv, pub: readFileSync(`${priv}.pub`, 'utf8').trim() };
}

function repoWith(agents: Record<string, unknown>): { dir: string; base: string } {
  const cfg = JSON.stringify({ dispatchers: ['disp'], agents });
  const dir = track(makeRepo([{ files: { '.handoverrc.json': cfg, 'HANDOVER.md': log(2) }, message: 'base' }]));
  return { dir, base: git(dir, ['rev-parse', 'HEAD']).trim() };
}

describe('a typed email never makes a dispatcher (issue 20)', () => {
  it("the issue's override: author email disp@x, committer anyone, Handover-Override — fails check --range", () => {
    const { dir, base } = repoWith({ disp: { emails: [disp.email] }, lab: null });
    // git commit --author: the committer is whoever runs it (the test identity); only the author email is disp's
    commit(dir, { files: { 'HANDOVER.md': broken }, message: override, author: disp });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const ms = messagesOf(r.json);
    expect(ms.some((m) => m.override)).toBe(false);
    expect(ms).toContainEqual(expect.objectContaining({ ruleId: 'handover/append-only', severity: 'error' }));
    expect(ms).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/identity',
        message: expect.stringContaining('an author email or a trailer can be typed by anyone'),
      }),
    );
  });

  it("a good signature by the dispatcher's key makes the same override count; another key does not", () => {
    const key = sshKey('disp');
    const other = sshKey('other');
    const { dir, base } = repoWith({ disp: { emails: [disp.email], signingKeys: [key.pub] }, lab: null });
    const signed = (priv: string) => {
      writeFiles(dir, { 'HANDOVER.md': broken });
      git(dir, ['add', '-A']);
      git(dir, [
        '-c',
        'gpg.format=ssh',
        '-c',
        `user.signingkey=${priv}`,
        'commit',
        '-q',
        '-S',
        `--author=${disp.name} <${disp.email}>`,
        '-m',
        override,
      ]);
    };
    signed(key.priv);
    const good = rangeCheck(dir, `${base}..HEAD`);
    expect(good.code).toBe(0);
    expect(messagesOf(good.json).every((m) => m.override === 'entry 1 leaked a token')).toBe(true);
    git(dir, ['reset', '-q', '--hard', base]);
    signed(other.priv);
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(1);
  });

  it("the pull request's author attested by the host (--attested-by github:LOGIN) makes it count", () => {
    const { dir, base } = repoWith({
      disp: { emails: [disp.email], github: ['Disp-GH'] },
      lab: { github: ['lab-bot'] },
    });
    commit(dir, { files: { 'HANDOVER.md': broken }, message: override, author: disp });
    const ok = rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:disp-gh']);
    expect(ok.code).toBe(0);
    expect(messagesOf(ok.json).every((m) => m.override === 'entry 1 leaked a token')).toBe(true);
    // someone else's pull request carrying the same commit: no override, and the trailer disagrees with the author
    const other = rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:lab-bot']);
    expect(other.code).toBe(1);
    expect(messagesOf(other.json)).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/identity',
        message: expect.stringContaining("the pull request's author github:lab-bot is lab's"),
      }),
    );
  });
});

describe("a dispatcher's config change (a migration, say) counts only when the dispatcher is established", () => {
  it('a typed email makes no dispatcher for protocol/config-owner; the attested pull request author does', () => {
    const { dir, base } = repoWith({ disp: { emails: [disp.email], github: ['disp-gh'] }, lab: null });
    const cfg = JSON.stringify({
      dispatchers: ['disp'],
      agents: { disp: { emails: [disp.email], github: ['disp-gh'] } },
      dialect: 'handover',
    });
    commit(dir, { files: { '.handoverrc.json': cfg }, message: 'config\n\nHandover-Agent: disp', author: disp });
    const typed = rangeCheck(dir, `${base}..HEAD`);
    expect(typed.code).toBe(1);
    expect(messagesOf(typed.json).map((m) => m.ruleId)).toContain('protocol/config-owner');
    expect(rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:disp-gh']).code).toBe(0);
  });
});

describe("a typed trailer grants no dispatcher's powers", () => {
  it('a commit claiming the dispatcher by trailer alone writes a shared section as an ordinary agent', () => {
    const cfg = JSON.stringify({
      owner: 'commons',
      dispatchers: ['disp'],
      agents: { disp: { github: ['disp-gh'] }, lab: null, commons: null },
      sync: { shared: { 'Decision Log': 'append-only' } },
    });
    const syncText = (log: string) =>
      `# Sync\n\n## Decision Log\n\n${log}\n## lab\n\n- Current focus: Run.\n- Blocked on: —\n- Next action: Report.\n`;
    const dir = track(
      makeRepo([
        { files: { '.handoverrc.json': cfg, 'SYNC.md': syncText('- 2026-12-01: start.\n') }, message: 'base' },
      ]),
    );
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, {
      files: { 'SYNC.md': syncText('- 2026-12-01: start.\n- 2026-12-02: decided by mallory.\n') },
      message: 'decide\n\nHandover-Agent: disp',
      author: { name: 'M', email: 'mallory@evil.example' },
    });
    const typed = rangeCheck(dir, `${base}..HEAD`);
    expect(typed.code).toBe(1);
    expect(messagesOf(typed.json).map((m) => m.ruleId)).toContain('sync/shared-sections');
    expect(rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:disp-gh']).code).toBe(0);
  });
});

describe('the trailer agrees with the identity the host attests', () => {
  const append = `${log(2)}\n## 3 · 2026-11-29T12:00:00Z\n\nThird.\n`;

  it('a pull request by lab-bot whose commit claims another agent is a protocol/identity violation', () => {
    const { dir, base } = repoWith({ lab: { github: ['lab-bot'] }, partner: { github: ['partner-bot'] } });
    commit(dir, { files: { 'HANDOVER.md': append }, message: 'Append\n\nHandover-Agent: lab' });
    expect(rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:lab-bot']).code).toBe(0);
    // no trailer and no mapped email: the attested agent is the actor (no manual identity step)
    git(dir, ['commit', '-q', '--amend', '-m', 'Append']);
    expect(rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:lab-bot']).code).toBe(0);
    const wrong = rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:partner-bot']);
    expect(wrong.code).toBe(1);
    expect(messagesOf(wrong.json).map((m) => m.ruleId)).toContain('handover/single-writer');
    // a trailer claiming lab from an account lab does not own
    git(dir, ['commit', '-q', '--amend', '-m', 'Append\n\nHandover-Agent: lab']);
    const stranger = rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:mallory']);
    expect(stranger.code).toBe(1);
    expect(messagesOf(stranger.json)).toContainEqual(
      expect.objectContaining({
        ruleId: 'protocol/identity',
        message: expect.stringContaining("is not one of lab's (agents.lab.github: lab-bot)"),
      }),
    );
  });

  it('an attested dispatcher may bring in commits made as other agents', () => {
    const { dir, base } = repoWith({ disp: { github: ['disp-gh'] }, lab: { github: ['lab-bot'] } });
    commit(dir, { files: { 'HANDOVER.md': append }, message: 'Append\n\nHandover-Agent: lab' });
    expect(rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'github:disp-gh']).code).toBe(0);
  });

  it('refuses a malformed --attested-by with one sentence, exit 2', () => {
    const { dir, base } = repoWith({ lab: null });
    const r = rangeCheck(dir, `${base}..HEAD`, ['--attested-by', 'gitlab:-x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--attested-by "gitlab:-x" is not "github:LOGIN" or "pusher:NAME"/);
    const staged = runCli(['check', '--staged', '--attested-by', 'github:lab-bot'], { cwd: dir });
    expect(staged.code).toBe(2);
    expect(staged.stderr).toContain('--attested-by names the pull request');
  });
});

describe('check --pre-receive: the pusher the server names', () => {
  const pushAs = (dir: string, env: Record<string, string>) => {
    const r = spawnSync('git', ['push', '-q', 'origin', 'HEAD:main'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1', ...env },
    });
    return { code: r.status ?? -1, out: r.stdout + r.stderr };
  };

  it.each(['GL_USER', 'GL_USERNAME', 'GITEA_PUSHER_NAME', 'GITHUB_USER_LOGIN', 'REMOTE_USER'])(
    "refuses lab's section pushed by partner (%s), accepts it pushed by lab",
    (variable) => {
      const cfg = JSON.stringify({
        agents: { lab: { pushers: ['lab-user'] }, partner: { pushers: ['partner-user'] } },
      });
      const sync = (focus: string) =>
        `# Sync\n\n## lab\n\n- Current focus: ${focus}\n- Blocked on: —\n- Next action: Ship.\n\n## partner\n\n- Current focus: Read.\n- Blocked on: —\n- Next action: Write.\n`;
      const { clone, top } = serverWithHook([
        { files: { '.handoverrc.json': cfg, 'SYNC.md': sync('Start.') }, message: 'base' },
      ]);
      track(top);
      git(clone, ['checkout', '-q', '-B', 'main', 'origin/HEAD']);
      writeFiles(clone, { 'SYNC.md': sync('Next.') });
      git(clone, ['commit', '-qam', 'lab focus\n\nHandover-Agent: lab']);
      const refused = pushAs(clone, { [variable]: 'partner-user' });
      expect(refused.code, refused.out).not.toBe(0);
      expect(refused.out).toContain(`the pusher partner-user (${variable}) is partner's`);
      expect(pushAs(clone, { [variable]: 'lab-user' }).code).toBe(0);
    },
  );
});
