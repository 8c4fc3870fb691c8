import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  watchPaths
} from "./chunk-PC2H2ZYL.js";
import {
  refFiles
} from "./chunk-D6T4WFHG.js";
import {
  readInbox
} from "./chunk-5ELRP67H.js";
import {
  upstreamState
} from "./chunk-AAIWVAIG.js";
import {
  addressSource,
  gatherFacts
} from "./chunk-GQY6FBDC.js";
import {
  isGitUrl
} from "./chunk-ZKFKBATN.js";

// src/requests/wait.ts
import { dirname, resolve } from "node:path";
var FETCH_EVERY_MS = 6e4;
function waitsHere(inbox, upstreams) {
  const actionable = inbox.items.some((i) => !i.escalated || i.escalated.approved || inbox.dispatcher);
  return actionable || inbox.answers.length > 0 || upstreams.some((u) => u.pending > 0);
}
async function watchedFor(root, config) {
  const dirs = /* @__PURE__ */ new Set([root]);
  for (const u of Object.values(config.upstreams)) if (!isGitUrl(u.source)) dirs.add(resolve(root, u.source));
  const registryDir = config.registry ? isGitUrl(config.registry.source) ? null : resolve(root, config.registry.source, dirname(config.registry.file)) : resolve(root, dirname(config.files.registry));
  if (registryDir) dirs.add(registryDir);
  try {
    const { registry } = await gatherFacts(root, config, { fetch: false, cached: true, noPeers: true });
    for (const e of registry?.entries ?? []) {
      const source = e.address ? addressSource(e.address, registryDir) : null;
      if (source && !isGitUrl(source)) dirs.add(source);
    }
  } catch {
  }
  return [...dirs].flatMap((d) => [{ path: d, depth: 1 }, ...refFiles(d)]);
}
async function upstreamNews(root, config, fetch) {
  const out = [];
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
async function waitForInbox(root, config, o) {
  const started = Date.now();
  const fetchEvery = o.fetchEveryMs ?? FETCH_EVERY_MS;
  let lastFetch = 0;
  const look = async () => {
    const fetch = Date.now() - lastFetch >= fetchEvery;
    if (fetch) lastFetch = Date.now();
    const inbox = await readInbox(root, config, { fetch, cached: true, actor: o.actor });
    return { inbox, upstreams: await upstreamNews(root, config, fetch) };
  };
  const paths = await watchedFor(root, config);
  return new Promise((done, fail) => {
    let seen = null;
    let looking = false;
    let again = false;
    let finished = false;
    const timers = [];
    const stopAll = () => {
      finished = true;
      watching.close();
      for (const t of timers) clearTimeout(t);
      o.signal?.removeEventListener("abort", aborted);
    };
    const finish = (arrived) => {
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
    o.signal?.addEventListener("abort", aborted);
    void (async () => {
      await recheck();
      if (finished) return;
      if (o.signal?.aborted) return finish(false);
      o.onProgress?.(0);
      if (o.timeoutMs > 0) timers.push(setTimeout(() => finish(false), o.timeoutMs));
      timers.push(setInterval(() => void recheck(), fetchEvery));
      if (o.onProgress) timers.push(setInterval(() => o.onProgress(Date.now() - started), o.progressEveryMs ?? 5e3));
    })();
  });
}

export {
  FETCH_EVERY_MS,
  waitsHere,
  waitForInbox
};
