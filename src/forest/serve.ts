import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { CliError } from '../errors.js';
import { refFiles } from '../git/ref-files.js';
import { watchPaths, type WatchedPath } from '../watch.js';
import { discoverProjects } from './discover.js';
import { renderHtml } from './html.js';
import { surveyForest, type ForestReport } from './index.js';

export interface ServeOptions {
  root: string;
  /** 127.0.0.1 unless the user names another interface. */
  host: string;
  /** 0: any free port. */
  port: number;
  /** Where the address line goes. */
  log: (line: string) => void;
  /** Resolves when the server should stop (Ctrl-C). */
  stop: Promise<void>;
}

/** What the page and its facts are now, and a tag that changes with them. */
interface Current {
  report: ForestReport;
  html: string;
  json: string;
  etag: string;
}

/** The protocol files and refs of every project under the root: what a change to shows on the page. */
function forestPaths(root: string): WatchedPath[] {
  const out: WatchedPath[] = [{ path: root, depth: 1 }];
  let projects: { dir: string }[] = [];
  try {
    projects = discoverProjects(root);
  } catch {
    return out;
  }
  for (const p of projects) out.push({ path: p.dir, depth: 2 }, ...refFiles(p.dir));
  return out;
}

/**
 * `forest --serve`: the dispatcher's page on `host:port`, read-only. GET `/` is the page, `/facts.json` the facts
 * (with an ETag), `/events` a server-sent event stream that says `change` when a protocol file or a ref under the
 * root changed and the facts were read again. Nothing is written and no git command that writes is run: the
 * survey reads, and the watch stats files. Requests naming another host (DNS rebinding) are refused.
 */
export async function serveForest(o: ServeOptions): Promise<void> {
  const read = async (): Promise<Current> => {
    const report = await surveyForest(o.root);
    const json = `${JSON.stringify(report, null, 2)}\n`;
    const etag = `"${createHash('sha256').update(json).digest('hex').slice(0, 16)}"`;
    return { report, html: renderHtml(report, { live: true }), json, etag };
  };
  let current = await read();
  const clients = new Set<ServerResponse>();
  let reading: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;
  const refresh = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    reading = (async () => {
      do {
        again = false;
        try {
          current = await read();
          for (const c of clients) c.write(`event: change\ndata: ${current.etag}\n\n`);
        } catch (error) {
          o.log(`The forest could not be read again: ${(error as Error).message}`);
        }
      } while (again);
      busy = false;
    })();
  };
  let port = o.port;
  const server = createServer((req, res) =>
    handle(req, res, { current: () => current, clients, allowed: (h) => ownHost(h, port) }),
  );
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new CliError(
          error.code === 'EADDRINUSE'
            ? `Port ${o.port} on ${o.host} is in use; give another with --port N (0 picks a free one).`
            : `Could not listen on ${o.host}:${o.port} (${error.message}); give another --host or --port.`,
          2,
        ),
      ),
    );
    server.listen(o.port, o.host, () => resolveListen());
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : o.port;
  const hostPart = o.host.includes(':') ? `[${o.host}]` : o.host;
  // The walk for new projects is the costly part of a look: every tenth look walks, the others stat what it found.
  let known = forestPaths(o.root);
  let looks = 0;
  const paths = () => {
    if (++looks % 10 === 0) known = forestPaths(o.root);
    return known;
  };
  const watching = watchPaths({ paths, onChange: refresh, pollMs: 1_000 });
  o.log(`Serving the forest under ${o.root} at http://${hostPart}:${port}/ (read-only; Ctrl-C stops)`);
  await o.stop;
  watching.close();
  for (const c of clients) c.end();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await reading;
}

/**
 * Whether a Host header names this server the way only its own address can: an IP literal or localhost, with its
 * port. A DNS name is refused, so a page elsewhere that rebinds its own name to 127.0.0.1 cannot read the facts.
 */
function ownHost(header: string, port: number): boolean {
  const m = /^(\[[0-9a-f:.]+\]|[^:]+):(\d+)$/i.exec(header.trim().toLowerCase());
  if (!m || Number(m[2]) !== port) return false;
  const name = m[1].replace(/^\[|\]$/g, '');
  return name === 'localhost' || isIP(name) !== 0;
}

function handle(
  req: IncomingMessage,
  res: ServerResponse,
  s: { current: () => Current; clients: Set<ServerResponse>; allowed: (host: string) => boolean },
): void {
  const send = (code: number, type: string, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(code, {
      'content-type': type,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const path = (req.url ?? '/').split('?')[0];
  const c = s.current();
  if (!s.allowed(req.headers.host ?? ''))
    send(421, 'text/plain; charset=utf-8', 'This server answers only to its own address.\n');
  else if (req.method !== 'GET' && req.method !== 'HEAD')
    send(405, 'text/plain; charset=utf-8', 'Read-only: GET only.\n', { allow: 'GET, HEAD' });
  else if (path === '/' || path === '/index.html') send(200, 'text/html; charset=utf-8', c.html);
  else if (path === '/facts.json' && req.headers['if-none-match'] === c.etag)
    send(304, 'application/json', '', { etag: c.etag });
  else if (path === '/facts.json') send(200, 'application/json; charset=utf-8', c.json, { etag: c.etag });
  else if (path === '/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`retry: 1000\nevent: hello\ndata: ${c.etag}\n\n`);
    s.clients.add(res);
    req.on('close', () => s.clients.delete(res));
  } else send(404, 'text/plain; charset=utf-8', 'Not found: / is the page, /facts.json the facts.\n');
}
