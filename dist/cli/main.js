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
  lint: () => import("../chunks/lint-SRG2V7K2.js"),
  check: () => import("../chunks/check-7TWZ2PAO.js"),
  append: () => import("../chunks/append-PFUKTSAP.js"),
  consume: () => import("../chunks/consume-ZCBFGGU3.js"),
  sync: () => import("../chunks/sync-5UTVJVKT.js"),
  registry: () => import("../chunks/registry-OEFRPPQD.js"),
  status: () => import("../chunks/status-6DCCLJIF.js"),
  "merge-driver": () => import("../chunks/merge-driver-ZBBF7MAD.js"),
  hook: () => import("../chunks/hook-JVI4RZYQ.js"),
  init: () => import("../chunks/init-QXIC5C7Z.js"),
  migrate: () => import("../chunks/migrate-DAB6QARL.js"),
  request: () => import("../chunks/request-BIRN7FEB.js"),
  respond: () => import("../chunks/request-BIRN7FEB.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-BIRN7FEB.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-74NDLJRK.js"),
  approve: () => import("../chunks/approve-OVCC4QLD.js"),
  forest: () => import("../chunks/forest-WGBDE372.js"),
  mcp: () => import("../chunks/mcp-NELF3HJ2.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const help = () => import("../chunks/help-PYSZRZTJ.js");
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
