import { existsSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { readIfExists } from '../fsutil.js';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isArchivePath } from '../models/diff/archive-path.js';
import { EDIT_TOOLS } from './edit.js';
import { HOST_HOOKS, translate, type HookName } from './hosts.js';
import { MAX_INPUT, parsePayload, readInput, sessionDir, str, type Payload } from './payload.js';

/**
 * The guard's cheap first step, loaded before anything else: which file an edit tool writes, and
 * whether it can be a protocol file at all. Uses only node:fs and the raw config text, so an edit of
 * an ordinary file is let through without loading the config validator, YAML, the rules or remark.
 * The build bundles this module on its own as dist/cli/hook-fast.js (one file, no shared chunks), which the CLI
 * loads first for `handover hook <pre-tool hook>`: the answer for an ordinary file costs one module load.
 */

/** What quickHook reads: the command's streams, or (run as the CLI) the descriptor of the process's stdin. */
export interface QuickIo {
  stdin: NodeJS.ReadableStream;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Read this descriptor directly instead of `stdin`, which then is touched only for what the descriptor refused. */
  stdinFd?: number;
}

/**
 * All of a descriptor, read without building Node's stdin stream (half the cost of an answer for an ordinary file);
 * a descriptor that would block (a non-blocking pipe) or cannot be read this way is finished through `stream`.
 */
async function readAll(fd: number, stream: () => NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const buf = Buffer.allocUnsafe(65536);
    let n: number;
    try {
      n = readSync(fd, buf, 0, buf.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EOF') break;
      const rest = await readInput(stream());
      return Buffer.concat([...chunks, Buffer.from(rest, 'utf8')]).toString('utf8');
    }
    if (n === 0) break;
    chunks.push(buf.subarray(0, n));
    size += n;
    if (size > MAX_INPUT) throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `handover hook <name>` for a guard hook (PreToolUse, BeforeTool), as far as it can be answered without the
 * command: 0 when every file the edit writes surely is not a protocol file (the full command's answer there, which
 * prints nothing); otherwise the stdin it read, for the full command to read again. Any other arguments, input
 * that is not a JSON object or a payload the host translation refuses go to the full command untouched.
 */
export async function quickHook(args: string[], io: QuickIo): Promise<0 | NodeJS.ReadableStream> {
  const name = args[0] as HookName;
  if (args.length !== 1 || !Object.hasOwn(HOST_HOOKS, name) || HOST_HOOKS[name].role !== 'pre') return io.stdin;
  let text: string;
  try {
    text = await (io.stdinFd === undefined ? readInput(io.stdin) : readAll(io.stdinFd, () => io.stdin));
  } catch (error) {
    // the full command reads the same failure and says so
    const { Readable } = await import('node:stream');
    return new Readable({
      read() {
        this.destroy(error as Error);
      },
    });
  }
  // node:stream only on this way: loading it costs as much as the rest of the answer for an ordinary file
  const again = async () => (await import('node:stream')).Readable.from([Buffer.from(text, 'utf8')]);
  const { payload } = parsePayload(text);
  if (!payload) return again();
  let payloads: Payload[];
  try {
    payloads = translate(name, payload, io.env, io.cwd);
  } catch {
    return again();
  }
  try {
    for (const p of payloads) {
      const edited = editedPath(p, io.env, io.cwd);
      if (edited === null) continue;
      if ('problem' in edited) return again();
      if (!surelyNotProtocol(edited.abs) || (edited.real !== edited.abs && !surelyNotProtocol(edited.real))) {
        return again();
      }
    }
  } catch {
    return again(); // the full command reports it (and refuses the edit)
  }
  return 0;
}

/**
 * The edited file (null: not an edit tool; `problem`: an edit tool without a path): `abs` with its folders'
 * symlinks and `..` resolved (`link/HANDOVER.md` is the HANDOVER.md it leads to), `real` with the file's own
 * symlink followed too (what the tool would write through).
 */
export function editedPath(
  payload: Payload,
  env: NodeJS.ProcessEnv,
  fallbackCwd: string,
): { tool: string; abs: string; real: string } | { problem: string } | null {
  const tool = str(payload.tool_name);
  if (!tool || !EDIT_TOOLS.has(tool)) return null;
  const input = payload.tool_input;
  if (typeof input !== 'object' || input === null) return { problem: `the ${tool} input has no tool_input` };
  const filePath = str((input as Payload).file_path) ?? str((input as Payload).notebook_path);
  if (!filePath) return { problem: `the ${tool} input has no file_path` };
  const given = resolve(str(payload.cwd) ?? sessionDir(payload, env, fallbackCwd), filePath);
  const abs = join(realTarget(dirname(given)), basename(given));
  return { tool, abs, real: realTarget(abs) };
}

/** The real path of a file that may not exist yet: symlinks in its folders (and in the file itself) followed. */
export function realTarget(abs: string): string {
  try {
    return realpathSync(abs);
  } catch {
    const parent = dirname(abs);
    return parent === abs ? abs : join(realTarget(parent), basename(abs));
  }
}

/** Default protocol file names, in any case (a case-insensitive file system is settled later). */
export function isProtocolName(abs: string): boolean {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/i.test(abs);
}

const DATA_CONFIGS = ['.handoverrc', '.handoverrc.json', '.handoverrc.yaml', '.handoverrc.yml'];

/**
 * True when a path cannot be a protocol file: not a default name (in any case), outside any repo, or
 * named nowhere in the data config of any repository that holds it (a configured name appears in its text). A code config
 * (handover.config.*) or a config that mentions the file's name takes the full path.
 */
export function surelyNotProtocol(abs: string): boolean {
  if (isProtocolName(abs)) return false;
  // Every enclosing repository is asked, not only the nearest `.git`: a one-line `sync/.git` planted in the tree
  // must not hide `sync/bob.md` from the repository whose config names `sync/`.
  for (let root = dirname(abs); ; root = dirname(root)) {
    if (existsSync(join(root, '.git')) && !notNamedIn(root, abs)) return false;
    if (dirname(root) === root) return true;
  }
}

/**
 * Whether a config's text holds a pattern with one `*` in its file name that names `rel` (the log's archive files,
 * `log.archive: LOG-*.md`), as `isArchivePath` reads it.
 */
function starred(text: string, rel: string): boolean {
  const patterns = [...text.matchAll(/[^\s"'`,[\]{}:]*\*[^\s"'`,[\]{}:]*/g)].map(([p]) => p);
  return isArchivePath(patterns, rel);
}

/** True when the data config of the repository at `root` surely does not name `abs` (a file inside it). */
function notNamedIn(root: string, abs: string): boolean {
  const rel = relative(root, abs).split(sep).join('/');
  if (rel.startsWith('../') || isAbsolute(rel)) return true;
  const name = basename(abs).toLowerCase();
  // a file of a configured directory (files.sync: sync/) is named by its folder
  const folder = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/') + 1).toLowerCase() : null;
  const names = (text: string) =>
    text.includes(name) || (folder !== null && text.includes(folder)) || starred(text, rel.toLowerCase());
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return false;
  }
  if (entries.some((f) => f.startsWith('handover.config.'))) return false;
  // cosmiconfig's order: the `handover` key of package.json, then the rc files.
  if (entries.includes('package.json')) {
    try {
      const h = (
        JSON.parse(readIfExists(join(root, 'package.json'), 'package.json')?.toString('utf8') ?? '{}') as Record<
          string,
          unknown
        >
      ).handover;
      if (h !== undefined) return !names(JSON.stringify(h).toLowerCase());
    } catch {
      return false;
    }
  }
  for (const place of DATA_CONFIGS) {
    if (!entries.includes(place)) continue;
    try {
      // never blocks on a pipe
      return !names((readIfExists(join(root, place), place)?.toString('utf8') ?? '').toLowerCase());
    } catch {
      return false; // let the full load report it
    }
  }
  return true;
}
