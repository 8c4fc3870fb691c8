import type { Config } from '../config/schema.js';
import { type Inbox } from './inbox.js';
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
export declare const FETCH_EVERY_MS = 60000;
/**
 * What this project can act on now: a request addressed here (not one escalated and waiting for someone else's
 * approval, unless the reader is a dispatcher), an answer relayed up, an answer to its own requests it has not
 * seen, new upstream entries.
 */
export declare function waitsHere(inbox: Inbox, upstreams: UpstreamNews[]): boolean;
/**
 * `inbox --wait`: returns as soon as something waits for this project (`waitsHere`), at once when something
 * already does; else when the timeout comes. Local peers and upstreams are watched (their protocol files and
 * refs); remote ones are fetched every `fetchEveryMs`. Reads only: the caller consumes what it shows.
 */
export declare function waitForInbox(root: string, config: Config, o: WaitOptions): Promise<WaitResult>;
