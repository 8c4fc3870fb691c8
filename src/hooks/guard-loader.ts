import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Guard from './guard.js';

/**
 * What `handover hook` loads for an edit of a protocol file in the built package (scripts/build.mjs bundles this
 * module as dist/cli/hook-guard.js; from src/ the hook command imports ./guard.js itself). It runs the guard from
 * dist/cli/hook-guard.cjs (src/hooks/guard.ts bundled as one CommonJS function), compiled with V8's code cache for it:
 * the guard runs before every edit of a protocol file, and compiling its half megabyte of code, and then the
 * functions a verdict calls, cost 0.015-0.02 s of CPU of each verdict. The cache lives outside the repository, in the
 * user's cache folder (`$XDG_CACHE_HOME/handover`, else `~/.cache/handover`), one file per build of the guard and per
 * Node version, and is only ever a faster way to the same code: it is named by the guard file's identity (device,
 * inode, size, change and modification times), carries a checksum verified before V8 sees it, and V8 itself refuses a
 * cache made for source of another length, another V8 or other flags. Any doubt (no cache, a bad checksum, a refusal,
 * no folder to write to) compiles the source as it is. NODE_DISABLE_COMPILE_CACHE=1 (Node's own switch for its module
 * cache) turns it off.
 */

const require = createRequire(import.meta.url);
const fs = require('node:fs') as typeof import('node:fs');
const path = require('node:path') as typeof import('node:path');

const MAGIC = 0x39764f48; // "HOv9"
const HEADER = 12; // magic, checksum, payload length

type GuardModule = typeof Guard;
let loaded: { guard: GuardModule; save: (() => void) | null } | null = null;

/** The guard (src/hooks/guard.ts's guardToolUse), compiled from the cache when one fits. */
export async function guardToolUse(
  ...args: Parameters<GuardModule['guardToolUse']>
): ReturnType<GuardModule['guardToolUse']> {
  loaded ??= load(args[2]);
  const answer = await loaded.guard.guardToolUse(...args);
  // written once the guard has run, so the functions it compiled on the way are in it
  const save = loaded.save;
  loaded.save = null;
  save?.();
  return answer;
}

function load(env: NodeJS.ProcessEnv): { guard: GuardModule; save: (() => void) | null } {
  const vm = require('node:vm') as typeof import('node:vm');
  const file = fileURLToPath(new URL('./hook-guard.cjs', import.meta.url));
  const source = fs.readFileSync(file, 'utf8');
  const at = cacheFile(file, env);
  const cached = at ? readCache(at) : undefined;
  const wrapped = `(function (exports, require, module, __filename, __dirname, __guardUrl) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData: cached });
  const debug = env.HANDOVER_DEBUG ? (t: string) => process.stderr.write(`handover: guard code cache: ${t}\n`) : null;
  const used = cached !== undefined && !script.cachedDataRejected;
  debug?.(at === null ? 'off' : used ? `used ${at}` : cached ? 'refused by V8' : 'none');
  const mod = { exports: {} as GuardModule };
  (script.runInThisContext() as (...a: unknown[]) => void)(
    mod.exports,
    createRequire(file),
    mod,
    file,
    path.dirname(file),
    pathToFileURL(file).href,
  );
  const save = at && !used ? () => writeCache(at, script.createCachedData(), debug) : null;
  return { guard: mod.exports, save };
}

/** Where the cache of this build of the guard is kept, or null (turned off, or no folder to keep it in). */
function cacheFile(file: string, env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  try {
    const home = env.XDG_CACHE_HOME || path.join((require('node:os') as typeof import('node:os')).homedir(), '.cache');
    if (!path.isAbsolute(home)) return null;
    const st = fs.statSync(file, { bigint: true });
    const id = [process.version, process.arch, st.dev, st.ino, st.size, st.ctimeNs, st.mtimeNs].join('-');
    return path.join(
      home,
      'handover',
      `guard-${process.version}-${checksum(Buffer.from(id, 'latin1')).toString(16)}.v8`,
    );
  } catch {
    return null;
  }
}

/** The cache's payload when its header and checksum hold, else undefined. */
function readCache(at: string): Buffer | undefined {
  try {
    const buf = fs.readFileSync(at);
    if (buf.length < HEADER || buf.readUInt32LE(0) !== MAGIC) return undefined;
    const data = buf.subarray(HEADER);
    if (buf.readUInt32LE(8) !== data.length || buf.readUInt32LE(4) !== checksum(data)) return undefined;
    return data;
  } catch {
    return undefined;
  }
}

/** Writes the cache whole or not at all (a temporary file renamed into place), in a folder only the user reads. */
function writeCache(at: string, data: Buffer, debug: ((t: string) => void) | null): void {
  const tmp = `${at}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(at), { recursive: true, mode: 0o700 });
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(MAGIC, 0);
    header.writeUInt32LE(checksum(data), 4);
    header.writeUInt32LE(data.length, 8);
    fs.writeFileSync(tmp, Buffer.concat([header, data]), { mode: 0o600 });
    fs.renameSync(tmp, at);
    debug?.(`written ${at}`);
    forgetOld(at);
  } catch {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      // nothing was written, or it cannot be removed: the next run compiles the source again
    }
  }
}

/** Removes the caches of other builds of the guard (and files a killed writer left) not written for a day. */
function forgetOld(at: string): void {
  const dir = path.dirname(at);
  const now = Date.now();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (file === at || !/^guard-.*\.v8(\.\d+\.tmp)?$/.test(name)) continue;
    try {
      if (now - fs.statSync(file).mtimeMs > 86_400_000) fs.rmSync(file, { force: true });
    } catch {
      // another process removed it first
    }
  }
}

/**
 * CRC-32 of the data (zlib's, native): a checksum against a damaged file (the cache is never trusted as more than a fast
 * path to the same code). A loop over the cache's 400 KB in JavaScript cost 1.6 ms of every verdict, run interpreted.
 */
function checksum(data: Buffer): number {
  return (require('node:zlib') as typeof import('node:zlib')).crc32(data) >>> 0;
}
