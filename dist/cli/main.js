#!/usr/bin/env node
import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  fail,
  runCommand
} from "../chunks/chunk-W57MEJWN.js";
import "../chunks/chunk-7XZO6OSN.js";

// src/cli/main.ts
import { readFileSync } from "node:fs";
var COMMANDS = {
  lint: () => import("../chunks/lint-PSXFMYRP.js"),
  check: () => import("../chunks/check-XLGDN3FZ.js"),
  append: () => import("../chunks/append-PJSEIKRB.js"),
  consume: () => import("../chunks/consume-MTI72APQ.js"),
  sync: () => import("../chunks/sync-3GS2CNSG.js"),
  registry: () => import("../chunks/registry-5HGZRZTF.js"),
  status: () => import("../chunks/status-QTALG5SW.js"),
  "merge-driver": () => import("../chunks/merge-driver-KRKR5VYV.js"),
  hook: () => import("../chunks/hook-NZANZNJX.js"),
  init: () => import("../chunks/init-NBUTDVQY.js"),
  migrate: () => import("../chunks/migrate-LK4ZCGS5.js"),
  request: () => import("../chunks/request-MYKACRQW.js"),
  respond: () => import("../chunks/request-MYKACRQW.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-MYKACRQW.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-BMP2TWXK.js"),
  forest: () => import("../chunks/forest-ONIKDKMQ.js"),
  mcp: () => import("../chunks/mcp-F5XOFV2V.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const help = () => import("../chunks/help-2DJULSQO.js");
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
