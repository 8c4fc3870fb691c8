import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/hooks/guard-loader.ts
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
var require2 = createRequire(import.meta.url);
var fs = require2("node:fs");
var path = require2("node:path");
var MAGIC = 964054856;
var HEADER = 12;
var loaded = null;
async function guardToolUse(...args) {
  loaded ??= load(args[2]);
  const answer = await loaded.guard.guardToolUse(...args);
  const save = loaded.save;
  loaded.save = null;
  save?.();
  return answer;
}
function load(env) {
  const vm = require2("node:vm");
  const file = fileURLToPath(new URL("./hook-guard.cjs", import.meta.url));
  const source = fs.readFileSync(file, "utf8");
  const at = cacheFile(file, env);
  const cached = at ? readCache(at) : void 0;
  const wrapped = `(function (exports, require, module, __filename, __dirname, __guardUrl) {${source}
})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData: cached });
  const debug = env.HANDOVER_DEBUG ? (t) => process.stderr.write(`handover: guard code cache: ${t}
`) : null;
  const used = cached !== void 0 && !script.cachedDataRejected;
  debug?.(at === null ? "off" : used ? `used ${at}` : cached ? "refused by V8" : "none");
  const mod = { exports: {} };
  script.runInThisContext()(
    mod.exports,
    createRequire(file),
    mod,
    file,
    path.dirname(file),
    pathToFileURL(file).href
  );
  const save = at && !used ? () => writeCache(at, script.createCachedData(), debug) : null;
  return { guard: mod.exports, save };
}
function cacheFile(file, env) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  try {
    const home = env.XDG_CACHE_HOME || path.join(require2("node:os").homedir(), ".cache");
    if (!path.isAbsolute(home)) return null;
    const st = fs.statSync(file, { bigint: true });
    const id = [process.version, process.arch, st.dev, st.ino, st.size, st.ctimeNs, st.mtimeNs].join("-");
    return path.join(
      home,
      "handover",
      `guard-${process.version}-${checksum(Buffer.from(id, "latin1")).toString(16)}.v8`
    );
  } catch {
    return null;
  }
}
function readCache(at) {
  try {
    const buf = fs.readFileSync(at);
    if (buf.length < HEADER || buf.readUInt32LE(0) !== MAGIC) return void 0;
    const data = buf.subarray(HEADER);
    if (buf.readUInt32LE(8) !== data.length || buf.readUInt32LE(4) !== checksum(data)) return void 0;
    return data;
  } catch {
    return void 0;
  }
}
function writeCache(at, data, debug) {
  const tmp = `${at}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(at), { recursive: true, mode: 448 });
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(MAGIC, 0);
    header.writeUInt32LE(checksum(data), 4);
    header.writeUInt32LE(data.length, 8);
    fs.writeFileSync(tmp, Buffer.concat([header, data]), { mode: 384 });
    fs.renameSync(tmp, at);
    debug?.(`written ${at}`);
    forgetOld(at);
  } catch {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
    }
  }
}
function forgetOld(at) {
  const dir = path.dirname(at);
  const now = Date.now();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (file === at || !/^guard-.*\.v8(\.\d+\.tmp)?$/.test(name)) continue;
    try {
      if (now - fs.statSync(file).mtimeMs > 864e5) fs.rmSync(file, { force: true });
    } catch {
    }
  }
}
function checksum(data) {
  return require2("node:zlib").crc32(data) >>> 0;
}
export {
  guardToolUse
};
