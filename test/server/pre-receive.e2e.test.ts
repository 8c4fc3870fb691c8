import { describe, expect, it } from 'vitest';
import { commit, git } from '../helpers/repo.js';
import { runCli } from '../helpers/cli.js';
import { cloneOf, push, serverWithHook } from '../helpers/server.js';
import { entry, log, sync } from '../check/fixtures.js';

const config = JSON.stringify({
  agents: { lab: { emails: ['test@example.org'] }, partner: { emails: ['partner@example.org'] } },
});
const seed = [
  {
    files: {
      '.handoverrc.json': config,
      'HANDOVER.md': log(2),
      'SYNC.md': sync({ lab: ['a', '—', 'b'], partner: ['c', '—', 'd'] }),
    },
    message: 'seed',
  },
];
const tip = (server: string, ref = 'main') => git(server, ['rev-parse', ref]).trim();

describe('check --pre-receive on a real bare server', () => {
  it('rejects a push that rewrites an old entry, made with --no-verify, and shows the finding to the pusher', () => {
    const { server, clone } = serverWithHook(seed);
    const before = tip(server);
    commit(clone, { files: { 'HANDOVER.md': log(2).replace('Entry 1 text.', 'Rewritten.') }, message: 'tidy' });
    const r = push(clone, ['origin', 'HEAD:main']);
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/remote: .*handover\/append-only/);
    expect(r.output).toMatch(/remote: handover: refs\/heads\/main: rejected/);
    expect(r.output).toContain('[remote rejected]');
    expect(tip(server)).toBe(before);
  });

  it('lets an allowed push land', () => {
    const { server, clone } = serverWithHook(seed);
    commit(clone, { files: { 'HANDOVER.md': log(2) + entry(3) }, message: 'append 3' });
    const r = push(clone, ['origin', 'HEAD:main']);
    expect(r.output).not.toContain('rejected');
    expect(r.code).toBe(0);
    expect(tip(server)).toBe(git(clone, ['rev-parse', 'HEAD']).trim());
  });

  it('judges each commit as its author: a foreign section edit is rejected', () => {
    const { server, top } = serverWithHook(seed);
    const partner = cloneOf(server, top, 'partner', 'partner@example.org');
    commit(partner, {
      files: { 'SYNC.md': sync({ lab: ['x', '—', 'b'], partner: ['c', '—', 'd'] }) },
      message: 'edit lab',
      author: { name: 'Partner', email: 'partner@example.org' },
    });
    const r = push(partner, ['origin', 'HEAD:main']);
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/remote: .*partner changed the section of lab.*sync\/section-owner/);
  });

  it('refuses a force push and a deletion of the default branch', () => {
    const { server, clone } = serverWithHook(seed);
    commit(clone, { files: { 'HANDOVER.md': log(2) + entry(3) }, message: 'append 3' });
    expect(push(clone, ['origin', 'HEAD:main']).code).toBe(0);
    git(clone, ['reset', '-q', '--hard', 'HEAD~1']);
    commit(clone, { files: { 'HANDOVER.md': log(2) + entry(3, 'Other text.') }, message: 'append 3 again' });
    const forced = push(clone, ['--force', 'origin', 'HEAD:main']);
    expect(forced.code).not.toBe(0);
    expect(forced.output).toMatch(
      /remote: handover: refs\/heads\/main: rejected: .*protected branch.*not a fast-forward/,
    );
    const deleted = push(clone, ['origin', ':main']);
    expect(deleted.code).not.toBe(0);
    expect(deleted.output).toMatch(/remote: handover: refs\/heads\/main: rejected: .*deleting it is refused/);
    expect(git(server, ['branch', '--list', 'main'])).toContain('main');
  });

  it('checks a new branch by the commits no existing ref has, and lets a force push to an unprotected branch through the check', () => {
    const { server, clone } = serverWithHook(seed);
    git(clone, ['checkout', '-q', '-b', 'feature']);
    commit(clone, { files: { 'HANDOVER.md': log(2) + entry(3) }, message: 'append 3' });
    expect(push(clone, ['origin', 'feature']).code).toBe(0);
    commit(clone, {
      files: { 'HANDOVER.md': (log(2) + entry(3)).replace('Entry 2 text.', 'X.') },
      message: 'rewrite 2',
    });
    const bad = push(clone, ['origin', 'feature:other']);
    expect(bad.code).not.toBe(0);
    expect(bad.output).toMatch(/remote: .*\[\w+ rewrite 2\].*handover\/append-only|remote: .*handover\/append-only/);
    expect(bad.output).not.toMatch(/append 3\]/); // already on the server, not judged again
    git(clone, ['reset', '-q', '--hard', 'HEAD~1']);
    expect(push(clone, ['--force', 'origin', 'feature']).code).toBe(0);
    expect(tip(server, 'feature')).toBe(git(clone, ['rev-parse', 'HEAD']).trim());
  });

  it('reads server.protect from the default branch, and never runs a JS config', () => {
    const protect = JSON.stringify({
      agents: { lab: { emails: ['test@example.org'] } },
      server: { protect: ['main', 'release/*'] },
    });
    const { clone } = serverWithHook([
      { files: { '.handoverrc.json': protect, 'HANDOVER.md': log(2) }, message: 'seed' },
    ]);
    git(clone, ['checkout', '-q', '-b', 'release/1']);
    commit(clone, { files: { 'HANDOVER.md': log(2) + entry(3) }, message: 'append 3' });
    expect(push(clone, ['origin', 'release/1']).code).toBe(0);
    expect(push(clone, ['origin', ':release/1']).output).toMatch(/release\/1 is a protected branch/);
    const js = serverWithHook([
      {
        files: { 'handover.config.js': 'process.exit(0)', 'HANDOVER.md': log(2) },
        message: 'seed\n\nHandover-Agent: lab',
      },
    ]);
    commit(js.clone, { files: { 'HANDOVER.md': log(2) + entry(3) }, message: 'append\n\nHandover-Agent: lab' });
    const r = push(js.clone, ['origin', 'HEAD:main']);
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/remote: handover: .*reads only JSON or YAML config/);
  });

  it('refuses input that is not pre-receive lines (exit 2)', () => {
    const { server } = serverWithHook(seed, false);
    const r = runCli(['check', '--pre-receive'], { cwd: server, input: 'hello\n' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not "<old-sha> <new-sha> <ref>"/);
  });
});
