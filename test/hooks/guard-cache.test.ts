import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The built guard (dist/cli/hook-guard.cjs) is compiled through V8's code cache, kept in the user's cache folder
 * (src/hooks/guard-loader.ts). The cache is only a faster way to the same code: whatever state it is in, the verdict
 * and its words are the guard's. A copy of the built package, so a test may change its files.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

function setup() {
  const pkg = tempDir();
  for (const part of ['dist', 'templates', 'rules', 'package.json'])
    cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, '.handoverrc.yaml': 'agent: lab\n' } }]);
  const cache = tempDir();
  const edit = (oldString: string, newString: string, env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, [join(pkg, 'dist/cli/main.js'), 'hook', 'claude-pre-tool-use'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, HANDOVER_AGENT: 'lab', HANDOVER_DEBUG: '1', XDG_CACHE_HOME: cache, ...env },
      input: JSON.stringify({
        hook_event_name: 'PreToolUse',
        cwd: dir,
        tool_name: 'Edit',
        tool_input: { file_path: join(dir, 'HANDOVER.md'), old_string: oldString, new_string: newString },
      }),
    });
    const cacheLines = r.stderr.split('\n').filter((l) => l.startsWith('handover: guard code cache: '));
    const said = r.stderr
      .split('\n')
      .filter((l) => !l.startsWith('handover: guard code cache: '))
      .join('\n');
    return { code: r.status, said, cache: cacheLines.map((l) => l.slice(28).split(' ')[0]) };
  };
  const rewrite = () => edit('First.', 'First, rewritten.');
  const append = () => edit(LOG.slice(-20), `${LOG.slice(-20)}\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n`);
  const files = () => readdirSync(join(cache, 'handover')).map((f) => join(cache, 'handover', f));
  return { pkg, dir, cache, rewrite, append, files };
}

describe('the guard compiled through its code cache', () => {
  it('writes the cache once, then uses it: the same verdicts, outside the repository', () => {
    const s = setup();
    const first = s.rewrite();
    expect(first.code).toBe(2);
    expect(first.said).toMatch(/breaks the protocol/);
    expect(first.cache).toEqual(['none', 'written']);
    const again = s.rewrite();
    expect(again).toEqual({ ...first, cache: ['used'] });
    expect(s.append()).toMatchObject({ code: 0, said: '', cache: ['used'] });
    expect(s.files()).toHaveLength(1);
    expect(git(s.dir, ['status', '--porcelain', '--ignored'])).toBe('');
  });

  it('a damaged cache is not used: a byte changed, cut short, garbage under a good checksum', () => {
    const s = setup();
    const want = s.rewrite();
    const [file] = s.files();
    const good = readFileSync(file);
    const flipped = Buffer.from(good);
    flipped[flipped.length >> 1] ^= 0xff;
    const cut = good.subarray(0, good.length >> 1);
    // a header whose checksum holds for bytes V8 did not write: V8 refuses them
    const garbage = Buffer.alloc(4096, 7);
    const header = Buffer.from(good.subarray(0, 12));
    header.writeUInt32LE(garbage.length, 8);
    header.writeUInt32LE(crc32(garbage) >>> 0, 4);
    for (const [bytes, seen] of [
      [flipped, 'none'],
      [cut, 'none'],
      [Buffer.concat([header, garbage]), 'refused'],
    ] as const) {
      writeFileSync(file, bytes);
      const r = s.rewrite();
      expect(r).toEqual({ ...want, cache: [seen, 'written'] });
      expect(s.append()).toMatchObject({ code: 0, said: '', cache: ['used'] });
    }
  });

  it('a guard changed since the cache was made is compiled from its source', () => {
    const s = setup();
    const want = s.rewrite();
    appendFileSync(join(s.pkg, 'dist/cli/hook-guard.cjs'), '\n// changed\n');
    expect(s.rewrite()).toEqual({ ...want, cache: ['none', 'written'] });
    expect(s.files()).toHaveLength(2);
  });

  it('off with NODE_DISABLE_COMPILE_CACHE, and where no folder can hold it: the same verdict', () => {
    const s = setup();
    const want = s.rewrite();
    const blocked = tempDir();
    writeFileSync(join(blocked, 'handover'), 'a file where the folder would be\n');
    const edit = (env: Record<string, string>) =>
      spawnSync(process.execPath, [join(s.pkg, 'dist/cli/main.js'), 'hook', 'claude-pre-tool-use'], {
        cwd: s.dir,
        encoding: 'utf8',
        env: { ...process.env, HANDOVER_AGENT: 'lab', ...env },
        input: JSON.stringify({
          hook_event_name: 'PreToolUse',
          cwd: s.dir,
          tool_name: 'Edit',
          tool_input: { file_path: join(s.dir, 'HANDOVER.md'), old_string: 'First.', new_string: 'First, rewritten.' },
        }),
      });
    for (const env of [
      { XDG_CACHE_HOME: s.cache, NODE_DISABLE_COMPILE_CACHE: '1' },
      { XDG_CACHE_HOME: blocked },
      { XDG_CACHE_HOME: 'relative/path' },
    ]) {
      const r = edit(env);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(want.said);
    }
    expect(readdirSync(blocked)).toEqual(['handover']);
  });
});
