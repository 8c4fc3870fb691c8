import { describe, expect, it } from 'vitest';
import { BlobStream } from '../../src/git/blob-stream.js';
import { plainGitEnv } from '../../src/git/plain.js';
import { CliError } from '../../src/errors.js';
import { git, makeRepo } from '../helpers/repo.js';

describe('BlobStream', () => {
  it('reads blobs as git stores them, in any order and again, across pipe chunks; a missing or non-blob id is null', async () => {
    // 300 KB of bytes with every value, so chunk borders fall inside blobs and on their trailing newline
    const big = Buffer.alloc(300_001, 0);
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 256;
    const dir = makeRepo([{ files: { 'a.md': 'a\n', 'empty.md': '', 'big.bin': big, 'nl.md': '\n\n' } }]);
    const oid = (p: string) => git(dir, ['rev-parse', `HEAD:${p}`]).trim();
    const stream = new BlobStream(dir, 8 << 20);
    try {
      const reads = await Promise.all([
        stream.read(oid('big.bin')),
        stream.read(oid('a.md')),
        stream.read(oid('empty.md')),
        stream.read('0'.repeat(40)),
        stream.read(git(dir, ['rev-parse', 'HEAD^{tree}']).trim()),
        stream.read(oid('nl.md')),
      ]);
      expect(reads[0]?.equals(big)).toBe(true);
      expect(reads[1]?.toString()).toBe('a\n');
      expect(reads[2]?.length).toBe(0);
      expect(reads[3]).toBeNull();
      expect(reads[4]).toBeNull();
      expect(reads[5]?.toString()).toBe('\n\n');
      expect((await stream.read(oid('big.bin')))?.equals(big)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('streams a blob in pieces (its size first), between reads of whole ones; a missing or non-blob id is false', async () => {
    const big = Buffer.alloc(300_001, 0);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 256;
    const dir = makeRepo([{ files: { 'big.bin': big, 'a.md': 'a\n', 'empty.md': '' } }]);
    const oid = (p: string) => git(dir, ['rev-parse', `HEAD:${p}`]).trim();
    const stream = new BlobStream(dir);
    const into = (sizes: number[], parts: Buffer[]) => (size: number) => {
      sizes.push(size);
      return (chunk: Buffer) => parts.push(Buffer.from(chunk));
    };
    try {
      const sizes: number[] = [];
      const parts: Buffer[] = [];
      const [a, streamed, b] = await Promise.all([
        stream.read(oid('a.md')),
        stream.stream(oid('big.bin'), into(sizes, parts)),
        stream.read(oid('a.md')),
      ]);
      expect([a?.toString(), streamed, b?.toString()]).toEqual(['a\n', true, 'a\n']);
      expect(sizes).toEqual([big.length]);
      expect(Buffer.concat(parts).equals(big)).toBe(true);
      const none: Buffer[] = [];
      expect(await stream.stream(oid('empty.md'), into([], none))).toBe(true);
      expect(none).toEqual([]);
      expect(await stream.stream('0'.repeat(40), into([], none))).toBe(false);
      expect(await stream.stream(git(dir, ['rev-parse', 'HEAD^{tree}']).trim(), into([], none))).toBe(false);
      expect(none).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('refuses an id that is not a hex sha, and reads after close, with an internal-error CliError', async () => {
    const dir = makeRepo([{ files: { 'a.md': 'a\n' } }]);
    const stream = new BlobStream(dir);
    await expect(stream.read('HEAD:a.md')).rejects.toBeInstanceOf(CliError);
    stream.close();
    await expect(stream.read(git(dir, ['rev-parse', 'HEAD:a.md']).trim())).rejects.toBeInstanceOf(CliError);
  });

  it('says what git said when it cannot run (not a repository)', async () => {
    const stream = new BlobStream('/');
    await expect(stream.read('0'.repeat(40))).rejects.toThrow(/git could not read file contents: .*run git fsck/);
  });
});

describe('plainGitEnv (what BlobStream runs git with)', () => {
  it('keeps the git variables the hooks need and drops the others, as simple-git does', () => {
    const saved = { ...process.env };
    try {
      process.env.GIT_INDEX_FILE = '/tmp/index';
      process.env.GIT_DIR = '/elsewhere';
      process.env.GIT_SSH_COMMAND = 'evil';
      process.env.PAGER = 'less';
      const env = plainGitEnv();
      expect(env.GIT_INDEX_FILE).toBe('/tmp/index');
      expect(env.GIT_NO_REPLACE_OBJECTS).toBe('1');
      expect(env.GIT_DIR).toBeUndefined();
      expect(env.GIT_SSH_COMMAND).toBeUndefined();
      expect(env.PAGER).toBeUndefined();
      expect(env.PATH).toBe(process.env.PATH);
    } finally {
      process.env = saved;
    }
  });
});
