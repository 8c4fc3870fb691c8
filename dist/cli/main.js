#!/usr/bin/env node
import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  fail,
  runCommand
} from "../chunks/chunk-XCS5MWQK.js";
import "../chunks/chunk-SOISCQTY.js";

// src/cli/main.ts
import { readFileSync } from "node:fs";
import nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var COMMANDS = {
  lint: () => import("../chunks/lint-OMOSJ34Q.js"),
  check: () => import("../chunks/check-VHIVPVQP.js"),
  append: () => import("../chunks/append-RXCRH3UF.js"),
  consume: () => import("../chunks/consume-QJQXGWC4.js"),
  sync: () => import("../chunks/sync-O4HNNO6K.js"),
  registry: () => import("../chunks/registry-JY5FIL5O.js"),
  status: () => import("../chunks/status-4K6VKA7W.js"),
  "merge-driver": () => import("../chunks/merge-driver-6PYFZAL3.js"),
  hook: () => import("../chunks/hook-5RMQQMZ4.js"),
  init: () => import("../chunks/init-VHRJFBJE.js"),
  doctor: () => import("../chunks/doctor-MOG6FN66.js"),
  migrate: () => import("../chunks/migrate-KOYPBJ3B.js"),
  request: () => import("../chunks/request-6M7PZPYH.js"),
  respond: () => import("../chunks/request-6M7PZPYH.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-6M7PZPYH.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-YIUOFAOR.js"),
  approve: () => import("../chunks/approve-Z6PD3GBC.js"),
  forest: () => import("../chunks/forest-54WALUNG.js"),
  mcp: () => import("../chunks/mcp-BCOPKYIC.js"),
  baseline: () => import("../chunks/baseline-HHS6RORT.js"),
  lsp: () => import("../chunks/lsp-VINTF4V3.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const help = () => import("../chunks/help-62IJUU4Y.js");
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
    else return fail(io, `"${topic}" is not a command; run handover --help for the list.`, 2);
    return 0;
  }
  const load = COMMANDS[first];
  if (!load) return fail(io, `"${first}" is not a command; run handover --help for the list.`, 2);
  if (rest.includes("-h") || rest.includes("--help")) {
    io.stdout.write(`${(await help()).COMMAND_HELP[first] ?? ""}
`);
    return 0;
  }
  return runCommand(load, rest, { ...io, version: version() });
}
var invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").slice(-2).join("/"));
if (invokedDirectly || process.argv[1]?.endsWith("/handover") || process.argv[1]?.endsWith("main.js")) {
  process.stdout.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  void main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: process.env,
    version: ""
  }).then((code) => {
    process.exitCode = code;
  });
}
export {
  main
};
