#!/usr/bin/env node
import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "../chunks/chunk-SOISCQTY.js";

// fs-by-require:src/cli/main.ts
var require_main = __commonJS({
  "fs-by-require:src/cli/main.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/cli/main.ts
var import_node_fs = __toESM(require_main(), 1);
import nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var COMMANDS = {
  lint: () => import("../chunks/lint-DAUNQNXC.js"),
  check: () => import("../chunks/check-NLO5WUA3.js"),
  append: () => import("../chunks/append-QBBXRZTO.js"),
  consume: () => import("../chunks/consume-5P3M7AJ7.js"),
  sync: () => import("../chunks/sync-XEE4IQJS.js"),
  registry: () => import("../chunks/registry-EGLTTCRT.js"),
  status: () => import("../chunks/status-2CAQZ762.js"),
  "merge-driver": () => import("../chunks/merge-driver-CYCCL3KS.js"),
  hook: () => import("../chunks/hook-5MDMD5TV.js"),
  init: () => import("../chunks/init-FAIBKDSO.js"),
  doctor: () => import("../chunks/doctor-UUWUMZBG.js"),
  migrate: () => import("../chunks/migrate-QI4QYTOC.js"),
  request: () => import("../chunks/request-WAOGQJ65.js"),
  respond: () => import("../chunks/request-WAOGQJ65.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-WAOGQJ65.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-JYY5M6BH.js"),
  approve: () => import("../chunks/approve-25X6UTC5.js"),
  forest: () => import("../chunks/forest-YHCUPILY.js"),
  mcp: () => import("../chunks/mcp-XCKSVSJQ.js"),
  baseline: () => import("../chunks/baseline-QC5WRZB2.js"),
  lsp: () => import("../chunks/lsp-ELTWTIQB.js")
};
function version() {
  const pkg = JSON.parse((0, import_node_fs.readFileSync)(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io, stdinFd) {
  const [first, ...rest] = argv;
  if (first === "hook") {
    const quick = await (await import("./hook-fast.js")).quickHook(rest, {
      // read only if the descriptor cannot be: making process.stdin builds a stream (and loads Node's stream code)
      get stdin() {
        return io.stdin;
      },
      cwd: io.cwd,
      env: io.env,
      stdinFd
    });
    if (quick === 0) return 0;
    io = Object.defineProperties({}, {
      ...Object.getOwnPropertyDescriptors(io),
      stdin: { value: quick, enumerable: true }
    });
  }
  const help = () => import("../chunks/help-XFIEUXUF.js");
  if (first === void 0 || first === "-h" || first === "--help") {
    io.stdout.write(`${(await help()).globalHelp()}
`);
    return first === void 0 ? 2 : 0;
  }
  if (first === "-v" || first === "--version") {
    io.stdout.write(`${version()}
`);
    return 0;
  }
  if (first === "help") {
    const topic = rest[0];
    const { COMMAND_HELP, globalHelp } = await help();
    if (topic === void 0) io.stdout.write(`${globalHelp()}
`);
    else if (COMMAND_HELP[topic]) io.stdout.write(`${COMMAND_HELP[topic]}
`);
    else
      return (await import("../chunks/run-5PWSLNNH.js")).fail(io, `"${topic}" is not a command; run handover --help for the list.`, 2);
    return 0;
  }
  const load = COMMANDS[first];
  if (!load)
    return (await import("../chunks/run-5PWSLNNH.js")).fail(io, `"${first}" is not a command; run handover --help for the list.`, 2);
  if (rest.includes("-h") || rest.includes("--help")) {
    io.stdout.write(`${(await help()).COMMAND_HELP[first] ?? ""}
`);
    return 0;
  }
  return (await import("../chunks/run-5PWSLNNH.js")).runCommand(load, rest, { ...io, version: version() });
}
var invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").slice(-2).join("/"));
if (invokedDirectly || process.argv[1]?.endsWith("/handover") || process.argv[1]?.endsWith("main.js")) {
  let stdout;
  void main(
    process.argv.slice(2),
    {
      get stdout() {
        if (!stdout) {
          stdout = process.stdout;
          stdout.on("error", (e) => {
            if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
          });
        }
        return stdout;
      },
      get stderr() {
        return process.stderr;
      },
      get stdin() {
        return process.stdin;
      },
      cwd: process.cwd(),
      env: process.env,
      version: ""
    },
    0
  ).then((code) => {
    process.exitCode = code;
  });
}
export {
  main
};
