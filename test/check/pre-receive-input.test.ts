import { describe, expect, it } from 'vitest';
import { isProtected, parseUpdates } from '../../src/check/pre-receive.js';

const a = 'a'.repeat(40);
const z = '0'.repeat(40);

describe('pre-receive input and protection', () => {
  it("parses git's lines and refuses anything else", () => {
    expect(parseUpdates(`${z} ${a} refs/heads/main\n${a} ${z} refs/tags/v1\n`)).toEqual([
      { old: z, new: a, ref: 'refs/heads/main' },
      { old: a, new: z, ref: 'refs/tags/v1' },
    ]);
    for (const bad of [
      `${a} ${a}`,
      `${a} ${a} main`,
      `${a} --upload-pack=x refs/heads/main`,
      `${a} ${a} refs/heads/x y`,
    ])
      expect(() => parseUpdates(bad)).toThrow(/is not "<old-sha> <new-sha> <ref>"/);
  });

  it('matches names, full refs and one-level patterns', () => {
    expect(isProtected('refs/heads/main', ['main'])).toBe(true);
    expect(isProtected('refs/heads/mainline', ['main'])).toBe(false);
    expect(isProtected('refs/heads/release/1', ['release/*'])).toBe(true);
    expect(isProtected('refs/heads/release/1/x', ['release/*'])).toBe(false);
    expect(isProtected('refs/tags/v1', ['refs/tags/*'])).toBe(true);
    expect(isProtected('refs/heads/a.b', ['a*b'])).toBe(true);
    expect(isProtected('refs/heads/axb', ['a.b'])).toBe(false);
  });
});
