import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  renderHtml
} from "./chunk-TWIKD3OK.js";
import {
  watchPaths
} from "./chunk-PC2H2ZYL.js";
import {
  refFiles
} from "./chunk-D6T4WFHG.js";
import {
  discoverProjects,
  surveyForest
} from "./chunk-4F2KYAF6.js";
import "./chunk-AAIWVAIG.js";
import "./chunk-ZTPRBQJ7.js";
import "./chunk-VGF64KUY.js";
import "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import "./chunk-E4PCTEHX.js";
import "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import "./chunk-A6BGU5HM.js";
import "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-4QI5HIWJ.js";
import "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/forest/serve.ts
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { isIP } from "node:net";
function forestPaths(root) {
  const out = [{ path: root, depth: 1 }];
  let projects = [];
  try {
    projects = discoverProjects(root);
  } catch {
    return out;
  }
  for (const p of projects) out.push({ path: p.dir, depth: 2 }, ...refFiles(p.dir));
  return out;
}
async function serveForest(o) {
  const read = async () => {
    const report = await surveyForest(o.root);
    const json = `${JSON.stringify(report, null, 2)}
`;
    const etag = `"${createHash("sha256").update(json).digest("hex").slice(0, 16)}"`;
    return { report, html: renderHtml(report, { live: true }), json, etag };
  };
  let current = await read();
  const clients = /* @__PURE__ */ new Set();
  let reading = Promise.resolve();
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
          for (const c of clients) c.write(`event: change
data: ${current.etag}

`);
        } catch (error) {
          o.log(`The forest could not be read again: ${error.message}`);
        }
      } while (again);
      busy = false;
    })();
  };
  let port = o.port;
  const server = createServer(
    (req, res) => handle(req, res, { current: () => current, clients, allowed: (h) => ownHost(h, port) })
  );
  await new Promise((resolveListen, reject) => {
    server.once(
      "error",
      (error) => reject(
        new CliError(
          error.code === "EADDRINUSE" ? `Port ${o.port} on ${o.host} is in use; give another with --port N (0 picks a free one).` : `Could not listen on ${o.host}:${o.port} (${error.message}); give another --host or --port.`,
          2
        )
      )
    );
    server.listen(o.port, o.host, () => resolveListen());
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : o.port;
  const hostPart = o.host.includes(":") ? `[${o.host}]` : o.host;
  let known = forestPaths(o.root);
  let looks = 0;
  const paths = () => {
    if (++looks % 10 === 0) known = forestPaths(o.root);
    return known;
  };
  const watching = watchPaths({ paths, onChange: refresh, pollMs: 1e3 });
  o.log(`Serving the forest under ${o.root} at http://${hostPart}:${port}/ (read-only; Ctrl-C stops)`);
  await o.stop;
  watching.close();
  for (const c of clients) c.end();
  server.closeAllConnections();
  await new Promise((r) => server.close(() => r()));
  await reading;
}
function ownHost(header, port) {
  const m = /^(\[[0-9a-f:.]+\]|[^:]+):(\d+)$/i.exec(header.trim().toLowerCase());
  if (!m || Number(m[2]) !== port) return false;
  const name = m[1].replace(/^\[|\]$/g, "");
  return name === "localhost" || isIP(name) !== 0;
}
function handle(req, res, s) {
  const send = (code, type, body, headers = {}) => {
    res.writeHead(code, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      ...headers
    });
    res.end(req.method === "HEAD" ? void 0 : body);
  };
  const path = (req.url ?? "/").split("?")[0];
  const c = s.current();
  if (!s.allowed(req.headers.host ?? ""))
    send(421, "text/plain; charset=utf-8", "This server answers only to its own address.\n");
  else if (req.method !== "GET" && req.method !== "HEAD")
    send(405, "text/plain; charset=utf-8", "Read-only: GET only.\n", { allow: "GET, HEAD" });
  else if (path === "/" || path === "/index.html") send(200, "text/html; charset=utf-8", c.html);
  else if (path === "/facts.json" && req.headers["if-none-match"] === c.etag)
    send(304, "application/json", "", { etag: c.etag });
  else if (path === "/facts.json") send(200, "application/json; charset=utf-8", c.json, { etag: c.etag });
  else if (path === "/events") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store", connection: "keep-alive" });
    res.write(`retry: 1000
event: hello
data: ${c.etag}

`);
    s.clients.add(res);
    req.on("close", () => s.clients.delete(res));
  } else send(404, "text/plain; charset=utf-8", "Not found: / is the page, /facts.json the facts.\n");
}
export {
  serveForest
};
