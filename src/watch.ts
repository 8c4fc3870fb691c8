import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';

/** A running watch: `close()` stops its timer and watchers. */
export interface Watching {
  close(): void;
}

/** A file, or a folder with what is under it down to `depth` levels (0: the folder's own entry only). */
export interface WatchedPath {
  path: string;
  depth: number;
}

export interface WatchOptions {
  /** The files and folders to watch. */
  paths: () => WatchedPath[];
  /** Called once per change seen (changes close together are one call). */
  onChange: () => void;
  /** How often the stamps are compared when no file event came (fs.watch misses some: network mounts, renames). */
  pollMs?: number;
}

const MAX_FILES = 20_000;
/** Never looked into: a repository's objects and the installed packages change nothing the protocol reads. */
const SKIP = new Set(['.git', 'node_modules', 'objects', 'logs']);

/** A stamp of paths: each one's kind, size, mtime and inode, folders with what is under them. */
export function stampOf(paths: WatchedPath[]): string {
  const parts: string[] = [];
  let budget = MAX_FILES;
  const visit = (p: string, depth: number, max: number) => {
    if (--budget < 0) return;
    let s: import('node:fs').Stats;
    try {
      s = statSync(p);
    } catch {
      parts.push(`${p}\0-`);
      return;
    }
    parts.push(`${p}\0${s.isDirectory() ? 'd' : 'f'}${s.size}:${s.mtimeMs}:${s.ino}`);
    if (!s.isDirectory() || depth >= max) return;
    let names: string[] = [];
    try {
      names = readdirSync(p).sort();
    } catch {
      return;
    }
    for (const n of names) if (!SKIP.has(n)) visit(`${p}/${n}`, depth + 1, max);
  };
  for (const p of paths) visit(p.path, 0, p.depth);
  return parts.join('\n');
}

/**
 * Watches paths for a change: fs.watch on each one's folder wakes it at once, and a poll of their stamps catches
 * what fs.watch does not report. Only reads: it stats files and lists folders.
 */
export function watchPaths(o: WatchOptions): Watching {
  let paths = o.paths();
  let stamp = stampOf(paths);
  let watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const rewatch = () => {
    for (const w of watchers) w.close();
    watchers = [];
    for (const dir of new Set(paths.flatMap((p) => [p.path, dirname(p.path)]))) {
      try {
        if (!statSync(dir).isDirectory()) continue;
        const w = watch(dir, { persistent: false }, () => soon());
        w.on('error', () => undefined);
        watchers.push(w);
      } catch {
        // gone, or not watchable here: the poll covers it
      }
    }
  };
  const check = () => {
    if (closed) return;
    paths = o.paths();
    const next = stampOf(paths);
    if (next === stamp) return;
    stamp = next;
    rewatch();
    o.onChange();
  };
  let pending: NodeJS.Timeout | null = null;
  const soon = () => {
    if (pending || closed) return;
    // a commit writes several files: let it finish before looking
    pending = setTimeout(() => {
      pending = null;
      check();
    }, 100);
  };
  rewatch();
  timer = setInterval(check, o.pollMs ?? 1_000);
  timer.unref();
  return {
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (pending) clearTimeout(pending);
      for (const w of watchers) w.close();
    },
  };
}
