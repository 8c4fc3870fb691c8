import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithTool } from '../helpers/tools.js';
import { CLI, runCli } from '../helpers/cli.js';
import { git, tempDir } from '../helpers/repo.js';

// A real multi-user git server (issue 20): Debian's gitolite3 behind its own sshd on 127.0.0.1 (a high port, its
// own config and host key in a temp dir, never the system sshd), two agents' ssh keys, and handover's
// `check --pre-receive` installed the way gitolite installs hooks: a repo-specific pre-receive hook
// (`option hook.pre-receive = handover` in gitolite.conf, the script in LOCAL_CODE/hooks/repo-specific). gitolite
// runs it with GL_USER set from the key that authenticated: the pusher the server attests, mapped by
// agents.<id>.pushers.
const SSHD = '/usr/sbin/sshd';
const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
const missing = [
  has('gitolite') ? null : 'gitolite (apt-get install gitolite3)',
  existsSync(SSHD) ? null : `${SSHD} (apt-get install openssh-server)`,
  has('ssh') && has('ssh-keygen') ? null : 'ssh, ssh-keygen (apt-get install openssh-client)',
].filter((x): x is string => x !== null);
const reason = missing.length ? `skipped: ${missing.join(', ')} missing` : 'gitolite3 and sshd found';

const sync = (alice: string, bob: string) =>
  `# Sync\n\nEach agent writes only its own section.\n\n## alice\n\n- Current focus: ${alice}\n- Blocked on: —\n- Next action: Write.\n\n## bob\n\n- Current focus: ${bob}\n- Blocked on: —\n- Next action: Read.\n`;
const config = JSON.stringify({
  owner: 'admin',
  agents: { alice: { pushers: ['alice'] }, bob: { pushers: ['bob'] }, admin: { pushers: ['admin'] } },
});

interface Server {
  top: string;
  home: string;
  port: number;
  url: string;
}

const run = (cmd: string, args: string[], o: { cwd?: string; env?: Record<string, string> } = {}) => {
  const r = spawnSync(cmd, args, {
    cwd: o.cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1', ...o.env },
  });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
};

/** A free port on 127.0.0.1, as the kernel hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** The ssh command git uses as `user`: that user's key only, no agent, no known_hosts of this machine. */
function sshAs(s: Server, user: string): string {
  return `ssh -F /dev/null -i ${join(s.top, 'keys', user)} -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -p ${s.port}`;
}

/** Runs gitolite as the server's own account (its HOME in the temp dir), then refreshes sshd's keys file. */
function gitolite(s: Server, args: string[]): void {
  const r = run('gitolite', args, { cwd: s.home, env: { HOME: s.home } });
  expect(r.code, r.out).toBe(0);
  // gitolite writes $HOME/.ssh/authorized_keys with one forced command per key; the server's account is this
  // test's own user, so each command also names gitolite's HOME.
  const keys = readFileSync(join(s.home, '.ssh/authorized_keys'), 'utf8');
  writeFileSync(join(s.top, 'authorized_keys'), keys.replace(/command="/g, `command="HOME=${s.home} exec `));
}

function writeConf(s: Server, hook: boolean): void {
  const lines = ['repo gitolite-admin', '    RW+ = admin', '', 'repo commons', '    RW+ = admin alice bob'];
  if (hook) lines.push('    option hook.pre-receive = handover');
  writeFileSync(join(s.home, '.gitolite/conf/gitolite.conf'), `${lines.join('\n')}\n`);
  gitolite(s, ['compile']);
  gitolite(s, ['trigger', 'POST_COMPILE']);
}

async function startServer(): Promise<Server> {
  const top = tempDir('handover-gitolite-');
  const home = join(top, 'home');
  mkdirSync(join(top, 'keys'), { recursive: true });
  mkdirSync(home);
  for (const u of ['admin', 'alice', 'bob', 'host'])
    expect(run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', u, '-f', join(top, 'keys', u)]).code).toBe(0);
  const port = await freePort();
  const s: Server = { top, home, port, url: `ssh://${userInfo().username}@127.0.0.1:${port}/commons` };
  const setup = run('gitolite', ['setup', '-pk', join(top, 'keys/admin.pub')], { cwd: home, env: { HOME: home } });
  expect(setup.code, setup.out).toBe(0);
  // repo-specific hooks: LOCAL_CODE (outside the admin repo, so only the server's account can change it) and the
  // feature, both commented out in gitolite's default rc
  const rc = join(home, '.gitolite.rc');
  writeFileSync(
    rc,
    readFileSync(rc, 'utf8')
      .replace(/^(\s*)# (LOCAL_CODE\s*=>\s*"\$ENV\{HOME\}\/local",)/m, '$1$2')
      .replace(/^(\s*)# ('repo-specific-hooks',)/m, '$1$2'),
  );
  mkdirSync(join(home, 'local/hooks/repo-specific'), { recursive: true });
  const hook = join(home, 'local/hooks/repo-specific/handover');
  writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" check --pre-receive\n`);
  chmodSync(hook, 0o755);
  for (const u of ['alice', 'bob'])
    writeFileSync(join(home, `.gitolite/keydir/${u}.pub`), readFileSync(join(top, `keys/${u}.pub`)));
  writeConf(s, false);
  writeFileSync(
    join(top, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(top, 'keys/host')}`,
      `PidFile ${join(top, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(top, 'authorized_keys')}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin forced-commands-only',
      'StrictModes no',
      'UsePAM no',
      `AllowUsers ${userInfo().username}`,
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true }); // sshd's privilege-separation dir
  const started = run(SSHD, ['-f', join(top, 'sshd_config'), '-E', join(top, 'sshd.log')]);
  expect(started.code, started.out).toBe(0);
  // sshd forks into the background: wait until gitolite answers over it (bounded tries, no clock asserted)
  for (let i = 0; i < 100; i++) {
    const info = run('sh', ['-c', `${sshAs(s, 'admin')} 127.0.0.1 info`]);
    if (info.code === 0 && info.out.includes('commons')) break;
    run('sleep', ['0.1']);
  }
  return s;
}

function stopServer(s: Server | undefined): void {
  if (!s) return;
  const pidFile = join(s.top, 'sshd.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (pid > 0) process.kill(pid, 'SIGTERM');
  }
  rmSync(s.top, { recursive: true, force: true });
}

/** A clone of the server as `user`, set up with `handover init --agent user` (its commits name it). */
function cloneAs(s: Server, user: string): string {
  const dir = join(s.top, user);
  const r = run('git', ['clone', '-q', '-b', 'main', s.url, dir], { env: { GIT_SSH_COMMAND: sshAs(s, user) } });
  expect(r.code, r.out).toBe(0);
  git(dir, ['config', 'core.sshCommand', sshAs(s, user)]);
  git(dir, ['config', 'user.name', user]);
  git(dir, ['config', 'user.email', `${user}@example.org`]);
  const init = runCli(['init', '--role', 'commons', '--agent', user], { cwd: dir });
  expect(init.code, init.stderr).toBe(0);
  return dir;
}

const pushMain = (dir: string) => run('git', ['push', 'origin', 'HEAD:main'], { cwd: dir });
const serverTip = (s: Server) => git(join(s.home, 'repositories/commons.git'), ['rev-parse', 'main']).trim();

describeWithTool(missing.length > 0 ? reason : null, `handover on gitolite3 over ssh (${reason})`, () => {
  let s: Server | undefined;
  let alice = '';
  let bob = '';

  beforeAll(async () => {
    s = await startServer();
    // the admin seeds the repository before the hook is switched on (a first push adds every section)
    const seed = join(s.top, 'seed');
    git(s.top, ['init', '-q', '-b', 'main', seed]);
    writeFileSync(join(seed, '.handoverrc.json'), config);
    writeFileSync(join(seed, 'SYNC.md'), sync('Start.', 'Start.'));
    git(seed, ['add', '-A']);
    git(seed, ['commit', '-qm', 'seed\n\nHandover-Agent: admin']);
    const r = run('git', ['push', '-q', s.url, 'main'], { cwd: seed, env: { GIT_SSH_COMMAND: sshAs(s, 'admin') } });
    expect(r.code, r.out).toBe(0);
    writeConf(s, true);
    expect(existsSync(join(s.home, 'repositories/commons.git/hooks/pre-receive.h00-handover'))).toBe(true);
    alice = cloneAs(s, 'alice');
    bob = cloneAs(s, 'bob');
  });
  afterAll(() => stopServer(s));

  it("an agent's ordinary commit of its own section, pushed as itself, lands", () => {
    writeFileSync(join(alice, 'SYNC.md'), sync('Drafting chapter 2.', 'Start.'));
    git(alice, ['commit', '-q', '-m', 'alice: focus', '--', 'SYNC.md']); // the trailer comes from init's hook
    expect(git(alice, ['log', '-1', '--format=%(trailers:key=Handover-Agent,valueonly)']).trim()).toBe('alice');
    const r = pushMain(alice);
    expect(r.code, r.out).toBe(0);
    expect(serverTip(s!)).toBe(git(alice, ['rev-parse', 'HEAD']).trim());
  });

  it("the same change pushed by the other agent is refused by the pusher's identity (GL_USER)", () => {
    writeFileSync(join(alice, 'SYNC.md'), sync('Drafting chapter 3.', 'Start.'));
    git(alice, ['commit', '-q', '-m', 'alice: next', '--', 'SYNC.md']);
    git(bob, ['pull', '-q', '--ff-only', alice, 'HEAD']); // bob holds alice's very commit
    const before = serverTip(s!);
    const r = pushMain(bob);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain('protocol/identity');
    expect(r.out).toContain("the pusher bob (GL_USER) is bob's");
    expect(serverTip(s!)).toBe(before);
    expect(pushMain(alice).code).toBe(0); // alice pushes her own commit
  });

  it("a forged trailer is refused: bob's commit claiming alice", () => {
    git(bob, ['pull', '-q', '--ff-only']);
    writeFileSync(join(bob, 'SYNC.md'), sync('Abandoned.', 'Start.'));
    // the forger skips its own pre-commit hook, which would refuse the edit
    git(bob, ['commit', '-q', '--no-verify', '-m', 'tidy\n\nHandover-Agent: alice', '--', 'SYNC.md']);
    const before = serverTip(s!);
    const r = pushMain(bob);
    expect(r.code).not.toBe(0);
    expect(r.out).toContain("the pusher bob (GL_USER) is bob's");
    expect(serverTip(s!)).toBe(before);
    git(bob, ['reset', '-q', '--hard', 'origin/main']);
  });

  it('a --no-verify commit into the other agent section passes no local hook and is refused by the server', () => {
    writeFileSync(join(bob, 'SYNC.md'), sync('Abandoned.', 'Start.'));
    const local = run('git', ['commit', '-q', '-m', 'tidy', '--', 'SYNC.md'], { cwd: bob });
    expect(local.code).not.toBe(0); // init's pre-commit hook refuses it
    expect(local.out).toContain('sync/section-owner');
    const skipped = run('git', ['commit', '-q', '--no-verify', '-m', 'tidy', '--', 'SYNC.md'], { cwd: bob });
    expect(skipped.code, skipped.out).toBe(0);
    const before = serverTip(s!);
    const r = pushMain(bob);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/remote: .*sync\/section-owner/);
    expect(r.out).toContain('[remote rejected]');
    expect(serverTip(s!)).toBe(before);
  });
});
