import { describe, expect, it } from 'vitest';
import { checkPath, checkRef, parseRange } from '../../src/git/refs.js';
import { gitBlobId } from '../../src/git/repo.js';
import { git, makeRepo } from '../helpers/repo.js';

describe('checkRef', () => {
  it('accepts branch, remote, tag, sha and suffixed refs', () => {
    for (const r of [
      'main',
      'origin/main',
      'v1.2.3',
      'HEAD',
      'HEAD~3',
      'HEAD^2~1',
      'feature/a-b_c',
      'deadbeef',
      '0123456789abcdef0123456789abcdef01234567',
      '@',
    ])
      expect(checkRef(r)).toBe(r);
  });
  it('refuses options, bad syntax and control characters', () => {
    for (const r of [
      '-x',
      '--output=/tmp/x',
      '',
      'a..b',
      'a b',
      'a:b',
      'a\nb',
      'x@{1}',
      '.hidden',
      'a/.b',
      'a.lock',
      'a/',
      'a//b',
      'a*',
      'a[1]',
      'a\\b',
    ]) {
      expect(() => checkRef(r), r).toThrow(/ref/);
    }
  });
});

describe('parseRange', () => {
  it('splits BASE..HEAD, defaulting HEAD', () => {
    expect(parseRange('origin/main..HEAD')).toEqual({ base: 'origin/main', head: 'HEAD' });
    expect(parseRange('main..')).toEqual({ base: 'main', head: 'HEAD' });
  });
  it('refuses three dots, a missing base and option-like sides', () => {
    for (const r of ['a...b', '..HEAD', 'main', '--output=x..HEAD', 'main..--output=x'])
      expect(() => parseRange(r), r).toThrow();
  });
});

describe('checkPath', () => {
  it('keeps paths inside the repository', () => {
    expect(checkPath('./docs/HANDOVER.md')).toBe('docs/HANDOVER.md');
    for (const p of ['../x', '/etc/passwd', 'a/../../b', 'C:/x', 'a\nb', '']) expect(() => checkPath(p), p).toThrow();
  });
});

describe('gitBlobId', () => {
  it('is the id git gives the same bytes', () => {
    const dir = makeRepo();
    const text = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nÜnïcode.\n';
    expect(gitBlobId(new TextEncoder().encode(text), 40)).toBe(git(dir, ['hash-object', '--stdin'], text).trim());
  });
});
