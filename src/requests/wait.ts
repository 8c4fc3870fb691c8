import { dirname, resolve } from 'node:path';
import type { Config } from '../config/schema.js';
import { upstreamState } from '../consume/index.js';
import { refFiles } from '../git/ref-files.js';
import { isGitUrl } from '../git/upstream.js';
import { watchPaths, type WatchedPath } from '../watch.js';
import { addressSource, gatherFacts } from './facts.js';
import { readInbox, type Inbox } from './inbox.js';

/** Upstream entries this project has not consumed yet. */
export interface UpstreamNews {
  name: string;
  pending: number;
}

export interface WaitResult {
  /** Something waits (false: the timeout came first). */
  arrived: boolean;
  inbox: Inbox;
  upstreams: UpstreamNews[];
  waitedMs: number;
}

export interface WaitOptions {
  /** The most to wait; 0 waits without end. */
  timeoutMs: number;
  actor: string | null;
  /** How often URL peers and upstreams are fetched (local ones are watched). */
  fetchEveryMs?: number;
  /** How often the watched files are compared when no file event came. */
  pollMs?: number;
  /** Called once the first look found nothing (the wait begins), then every `progressEveryMs`. */
  onProgress?: (waitedMs: number) => void;
  progressEveryMs?: number;
  signal?: AbortSignal;
}

/** Fetching a remote peer or upstream more often than this only loads its server. */
export const FETCH_EVERY_MS = 60_000;

/**
 * What this project can act on now: a request addressed here (not one escalated and waiting for someone else's
 * approval, unless the reader is a dispatcher), an answer relayed up, an answer to its own requests it has not
 * seen, new upstream entries.
 */
export function waitsHere(inbox: Inbox, upstreams: UpstreamNews[]): boolean {
  const actionable = inbox.items.some((i) => !i.escalated || i.escalated.approved || inbox.dispatcher);
  return actionable || inbox.answers.length > 0 || upstreams.some((u) => u.pending > 0);
}

/**
 * The folders whose protocol files and refs can bring news: this project, its upstreams, its registry and every
 * project the registry gives a folder Address: (a peer that never wrote a request yet may write its first).
 */
async function watchedFor(root: string, config: Config): Promise<WatchedPath[]> {
  const dirs = new Set<string>([root]);
  for (const u of Object.values(config.upstreams)) if (!isGitUrl(u.source)) dirs.add(resolve(root, u.source));
  const registryDir = config.registry
    ? isGitUrl(config.registry.source)
      ? null
      : resolve(root, config.registry.source, dirname(config.registry.file))
    : resolve(root, dirname(config.files.registry));
  if (registryDir) dirs.add(registryDir);
  try {
    const { registry } = await gatherFacts(root, config, { fetch: false, cached: true, noPeers: true });
    for (const e of registry?.entries ?? []) {
      const source = e.address ? addressSource(e.address, registryDir) : null;
      if (source && !isGitUrl(source)) dirs.add(source);
    }
  } catch {
    // the inbox itself says what cannot be read
  }
  return [...dirs].flatMap((d) => [{ path: d, depth: 1 }, ...refFiles(d)]);
}

/** Each upstream's count of entries not consumed (an unreadable one counts none: consume says why). */
async function upstreamNews(root: string, config: Config, fetch: boolean): Promise<UpstreamNews[]> {
  const out: UpstreamNews[] = [];
  for (const name of Object.keys(config.upstreams)) {
    const url = isGitUrl(config.upstreams[name].source);
    try {
      out.push({ name, pending: (await upstreamState(root, config, name, { fetch: url && fetch })).pending });
    } catch {
      out.push({ name, pending: 0 });
    }
  }
  return out;
}

/**
 * `inbox --wait`: returns as soon as something waits for this project (`waitsHere`), at once when something
 * already does; else when the timeout comes. Local peers and upstreams are watched (their protocol files and
 * refs); remote ones are fetched every `fetchEveryMs`. Reads only: the caller consumes what it shows.
 */
export async function waitForInbox(root: string, config: Config, o: WaitOptions): Promise<WaitResult> {
  const started = Date.now();
  const fetchEvery = o.fetchEveryMs ?? FETCH_EVERY_MS;
  let lastFetch = 0;
  const look = async () => {
    const fetch = Date.now() - lastFetch >= fetchEvery;
    if (fetch) lastFetch = Date.now();
    const inbox = await readInbox(root, config, { fetch, cached: true, actor: o.actor });
    return { inbox, upstreams: await upstreamNews(root, config, fetch) };
  };
  // The watch starts before the first look: a commit landing in between is seen by one or the other.
  const paths = await watchedFor(root, config);
  return new Promise<WaitResult>((done, fail) => {
    let seen: Awaited<ReturnType<typeof look>> | null = null;
    let looking = false;
    let again = false;
    let finished = false;
    const timers: NodeJS.Timeout[] = [];
    const stopAll = () => {
      finished = true;
      watching.close();
      for (const t of timers) clearTimeout(t);
      o.signal?.removeEventListener('abort', aborted);
    };
    const finish = (arrived: boolean) => {
      if (finished || !seen) return;
      stopAll();
      done({ arrived, ...seen, waitedMs: Date.now() - started });
    };
    const recheck = async () => {
      if (looking) {
        again = true;
        return;
      }
      looking = true;
      try {
        do {
          again = false;
          seen = await look();
          if (waitsHere(seen.inbox, seen.upstreams)) return finish(true);
        } while (again && !finished);
      } catch (error) {
        if (finished) return;
        stopAll();
        fail(error);
      } finally {
        looking = false;
      }
    };
    const aborted = () => finish(false);
    const watching = watchPaths({ paths: () => paths, onChange: () => void recheck(), pollMs: o.pollMs ?? 500 });
    o.signal?.addEventListener('abort', aborted);
    void (async () => {
      await recheck();
      if (finished) return;
      if (o.signal?.aborted) return finish(false);
      o.onProgress?.(0);
      if (o.timeoutMs > 0) timers.push(setTimeout(() => finish(false), o.timeoutMs));
      timers.push(setInterval(() => void recheck(), fetchEvery));
      if (o.onProgress) timers.push(setInterval(() => o.onProgress!(Date.now() - started), o.progressEveryMs ?? 5_000));
    })();
  });
}
