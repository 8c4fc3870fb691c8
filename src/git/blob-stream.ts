// One `git cat-file --batch` kept open for a walk over many blobs, each read when it is asked for.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { CliError } from '../errors.js';
import { plainGitEnv } from './plain.js';

interface Pending {
  oid: string;
  resolve: (b: Buffer | null) => void;
  reject: (e: Error) => void;
  /** Streamed instead of held: given the blob's size, what takes its bytes in order (see `stream`). */
  sink?: (size: number) => (chunk: Buffer) => void;
}

const NL = 0x0a;
const EMPTY = Buffer.alloc(0);

/**
 * Blobs read one at a time through one `git cat-file --batch`. simple-git collects a process's whole output
 * before it answers, so reading many versions of a large file through it holds a whole batch of them at once
 * (and their chunks again while they are joined); here each blob is copied straight from the pipe into a buffer
 * of its own size, and a walk holds only the versions it still needs. Ids must be checked hex shas; a missing
 * object (or one that is not a blob) reads as null. `close` when done.
 *
 * One long-lived git keeps every delta base it unpacks, up to `core.deltaBaseCacheLimit` (96 MB by default, which
 * git filled to 188 MB of its own memory reading 300 versions of a 2 MB log oldest first, where a `git show` of a
 * few blobs never grew past 100 MB); `deltaCache` caps it at what a walk reading consecutive versions reuses.
 */
export class BlobStream {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly queue: Pending[] = [];
  /** The header line read so far (before a blob's bytes). */
  private header: Buffer[] = [];
  /** The blob being filled, how much of it is filled, and whether its trailing newline is still to come. */
  private body: { buf: Buffer | null; at: number; size: number; to?: (chunk: Buffer) => void } | null = null;
  private failed: Error | null = null;
  private stderr = '';

  /** The process starts on the first read; `deltaCache`: git's delta base cache, in bytes (default git's). */
  constructor(
    private readonly root: string,
    private readonly deltaCache?: number,
  ) {}

  private start(): ChildProcessWithoutNullStreams {
    const cache = this.deltaCache ? ['-c', `core.deltaBaseCacheLimit=${Math.ceil(this.deltaCache)}`] : [];
    const child = spawn('git', [...cache, 'cat-file', '--batch'], {
      cwd: this.root,
      env: plainGitEnv(),
      stdio: 'pipe',
    });
    child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString('utf8');
    });
    child.stdin.on('error', () => {}); // an early exit is reported by 'close'
    child.on('error', (e) => this.fail(e.message));
    child.on('close', () => this.fail(this.stderr.trim().split('\n')[0] || 'git exited early'));
    return child;
  }

  /** The bytes of the blob `oid`, or null when the repository has no such blob. */
  read(oid: string): Promise<Buffer | null> {
    if (!/^[0-9a-f]{40,64}$/.test(oid))
      return Promise.reject(new CliError('internal error: a blob id is not a hex sha; please report it.', 2));
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, resolve, reject });
      this.child ??= this.start();
      this.child.stdin.write(`${oid}\n`);
    });
  }

  /**
   * The blob `oid` handed to `sink(size)`'s function a piece at a time (each piece valid only during the call), never
   * held whole; false when the repository has no such blob.
   */
  stream(oid: string, sink: (size: number) => (chunk: Buffer) => void): Promise<boolean> {
    if (!/^[0-9a-f]{40,64}$/.test(oid))
      return Promise.reject(new CliError('internal error: a blob id is not a hex sha; please report it.', 2));
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, resolve: (b) => resolve(b !== null), reject, sink });
      this.child ??= this.start();
      this.child.stdin.write(`${oid}\n`);
    });
  }

  /** Ends the process (it exits when its input ends). */
  close(): void {
    this.failed ??= new CliError('internal error: a closed blob reader was read; please report it.', 2);
    this.child?.stdin.end();
  }

  private fail(reason: string): void {
    const error = new CliError(
      `git could not read file contents: ${reason.replace(/^(fatal|error): /, '')}; ` +
        'run git fsck to check the repository.',
      2,
    );
    const wasClosed = this.failed !== null;
    this.failed ??= error;
    for (const p of this.queue.splice(0)) p.reject(wasClosed ? this.failed : error);
  }

  /** Consumes output: a header line, then (for a blob) its bytes and one newline. */
  private take(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.body) {
        const { buf, size, to } = this.body;
        const n = Math.min(size + 1 - this.body.at, chunk.length - at);
        const data = Math.min(n, size - this.body.at);
        if (buf) chunk.copy(buf, this.body.at, at, at + data);
        else if (to && data > 0) to(chunk.subarray(at, at + data));
        this.body.at += n;
        at += n;
        if (this.body.at === size + 1) {
          this.body = null;
          this.queue.shift()?.resolve(buf ?? (to ? EMPTY : null)); // another object's bytes: no blob
        }
        continue;
      }
      const nl = chunk.indexOf(NL, at);
      if (nl === -1) {
        this.header.push(chunk.subarray(at));
        return;
      }
      this.header.push(chunk.subarray(at, nl));
      at = nl + 1;
      const line = Buffer.concat(this.header).toString('utf8');
      this.header = [];
      this.startObject(line);
    }
  }

  /** After a header line: a blob to fill, another object's bytes to skip, or a missing object. */
  private startObject(line: string): void {
    const m = /^[0-9a-f]{40,64} (\w+) (\d+)$/.exec(line);
    if (!m) {
      this.queue.shift()?.resolve(null); // "<oid> missing" (or ambiguous): no such blob
      return;
    }
    const size = Number(m[2]);
    const sink = m[1] === 'blob' ? this.queue[0]?.sink : undefined;
    if (sink) this.body = { buf: null, at: 0, size, to: sink(size) };
    else this.body = { buf: m[1] === 'blob' ? Buffer.allocUnsafeSlow(size) : null, at: 0, size };
  }
}
