import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { commit, git } from '../helpers/repo.js';
import { push, serverWithHook } from '../helpers/server.js';
import { log } from '../check/fixtures.js';

// Issue 20, attack 2: check --pre-receive read history through git, which honours refs/replace/*. Pushing a
// replace ref for the rewritten blob first (not a commit, so unchecked), then the commit that rewrites entry 1,
// made the hook read the replacement, see no change and accept.
const config = JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } } });
const tops: string[] = [];
afterAll(() => {
  for (const t of tops) rmSync(t, { recursive: true, force: true });
});

function rewrite() {
  const made = serverWithHook([{ files: { '.handoverrc.json': config, 'HANDOVER.md': log(2) }, message: 'seed' }]);
  tops.push(made.top);
  const { clone } = made;
  const oldBlob = git(clone, ['rev-parse', 'HEAD:HANDOVER.md']).trim();
  commit(clone, { files: { 'HANDOVER.md': log(2).replace('Entry 1 text.', 'Rewritten.') }, message: 'tidy' });
  const newBlob = git(clone, ['rev-parse', 'HEAD:HANDOVER.md']).trim();
  git(clone, ['replace', newBlob, oldBlob]);
  return { ...made, newBlob, oldBlob, before: git(made.server, ['rev-parse', 'main']).trim() };
}

describe('replace refs cannot hide a rewrite from check --pre-receive', () => {
  it('refuses a push that creates a refs/replace/* ref, with a sentence', () => {
    const { clone, server, newBlob } = rewrite();
    const r = push(clone, ['origin', `refs/replace/${newBlob}`]);
    expect(r.output).toMatch(/remote: handover: refs\/replace\/[0-9a-f]+: rejected: .*is a replace ref.*refused/);
    expect(r.code).not.toBe(0);
    expect(git(server, ['for-each-ref', 'refs/replace'])).toBe('');
  });

  it('reads the pushed blobs as they are, even when the server already holds a replace ref for them', () => {
    const { clone, server, newBlob, oldBlob, before } = rewrite();
    // The replace ref already on the server (pushed before the hook was installed, say): the hook ignores it.
    git(server, ['update-ref', `refs/replace/${newBlob}`, oldBlob]);
    const r = push(clone, ['origin', 'HEAD:main']);
    expect(r.output).toMatch(/remote: .*handover\/append-only/);
    expect(r.code).not.toBe(0);
    expect(git(server, ['rev-parse', 'main']).trim()).toBe(before);
  });

  it('lets a replace ref be deleted', () => {
    const { clone, server, newBlob, oldBlob } = rewrite();
    git(server, ['update-ref', `refs/replace/${newBlob}`, oldBlob]);
    const r = push(clone, ['origin', `:refs/replace/${newBlob}`]);
    expect(r.code).toBe(0);
  });
});
