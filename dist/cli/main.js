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
  lint: () => import("../chunks/lint-GCUFCXIB.js"),
  check: () => import("../chunks/check-HIW4AZD7.js"),
  append: () => import("../chunks/append-LDXI6Y2L.js"),
  consume: () => import("../chunks/consume-C7OBDZRM.js"),
  sync: () => import("../chunks/sync-K6GZB7TD.js"),
  registry: () => import("../chunks/registry-FP5PTIXH.js"),
  status: () => import("../chunks/status-7YLGQN7N.js"),
  "merge-driver": () => import("../chunks/merge-driver-2IO3KX3E.js"),
  hook: () => import("../chunks/hook-L2LFCFWW.js"),
  init: () => import("../chunks/init-T36T7A5Q.js"),
  doctor: () => import("../chunks/doctor-44AZ3WKM.js"),
  migrate: () => import("../chunks/migrate-6EO2EUEM.js"),
  request: () => import("../chunks/request-VKFT57HQ.js"),
  respond: () => import("../chunks/request-VKFT57HQ.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-VKFT57HQ.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-JHNR7I5J.js"),
  approve: () => import("../chunks/approve-WS3Z34LB.js"),
  forest: () => import("../chunks/forest-AV23T3LV.js"),
  mcp: () => import("../chunks/mcp-XNAKRCRT.js"),
  baseline: () => import("../chunks/baseline-UIUFH7UN.js"),
  lsp: () => import("../chunks/lsp-JO4RR63D.js")
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
  main(process.argv.slice(2), {
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
