import { describe, expect, it } from 'vitest';
import { commitOf } from '../../src/git/client.js';
import { git, makeRepo } from '../helpers/repo.js';

describe('commitOf', () => {
  it('gives the sha of a commit and null for a rev that does not exist (git prints nothing then)', async () => {
    const dir = makeRepo([{ files: { 'a.md': 'a\n' } }]);
    expect(await commitOf(dir, 'HEAD')).toBe(git(dir, ['rev-parse', 'HEAD']).trim());
    expect(await commitOf(dir, 'refs/handover/heads/nope')).toBeNull();
    expect(await commitOf(makeRepo(), 'HEAD')).toBeNull();
  });
});
