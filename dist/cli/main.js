#!/usr/bin/env node
import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  fail,
  runCommand
} from "../chunks/chunk-XCS5MWQK.js";
import "../chunks/chunk-SOISCQTY.js";

// src/cli/main.ts
import { readFileSync } from "node:fs";
var COMMANDS = {
  lint: () => import("../chunks/lint-ZJUNNBYO.js"),
  check: () => import("../chunks/check-MCMQN6W2.js"),
  append: () => import("../chunks/append-3HZSQDTL.js"),
  consume: () => import("../chunks/consume-U5IDT5SM.js"),
  sync: () => import("../chunks/sync-RLJTT2QD.js"),
  registry: () => import("../chunks/registry-NJLAKSRT.js"),
  status: () => import("../chunks/status-BQCYGHUB.js"),
  "merge-driver": () => import("../chunks/merge-driver-EWOMHTQ2.js"),
  hook: () => import("../chunks/hook-3EOECUA2.js"),
  init: () => import("../chunks/init-7NDCEVVF.js"),
  doctor: () => import("../chunks/doctor-V6PEGM6H.js"),
  migrate: () => import("../chunks/migrate-KIKJSXPO.js"),
  request: () => import("../chunks/request-WGQP44PZ.js"),
  respond: () => import("../chunks/request-WGQP44PZ.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-WGQP44PZ.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-YUZOVYAE.js"),
  approve: () => import("../chunks/approve-2LODUHRT.js"),
  forest: () => import("../chunks/forest-UNTQ573Z.js"),
  mcp: () => import("../chunks/mcp-I5BUG4SP.js"),
  baseline: () => import("../chunks/baseline-7ZWZJNVG.js"),
  lsp: () => import("../chunks/lsp-V72GULUE.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const help = () => import("../chunks/help-W7ZLW2WK.js");
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
