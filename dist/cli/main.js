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
  lint: () => import("../chunks/lint-ZQXQUDO6.js"),
  check: () => import("../chunks/check-GX5VYQBQ.js"),
  append: () => import("../chunks/append-LSAS3TVE.js"),
  consume: () => import("../chunks/consume-74DAG3PB.js"),
  sync: () => import("../chunks/sync-CGTPSR36.js"),
  registry: () => import("../chunks/registry-6FJ77WXT.js"),
  status: () => import("../chunks/status-DOCXRJSH.js"),
  "merge-driver": () => import("../chunks/merge-driver-6YPBLMHK.js"),
  hook: () => import("../chunks/hook-IW2UBDMA.js"),
  init: () => import("../chunks/init-CHI5ISXB.js"),
  doctor: () => import("../chunks/doctor-PE77NFOQ.js"),
  migrate: () => import("../chunks/migrate-DAYKOSBQ.js"),
  request: () => import("../chunks/request-GXTCLZCY.js"),
  respond: () => import("../chunks/request-GXTCLZCY.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-GXTCLZCY.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-WIBR42OX.js"),
  approve: () => import("../chunks/approve-UKWQKCSO.js"),
  forest: () => import("../chunks/forest-ECR7NADJ.js"),
  mcp: () => import("../chunks/mcp-GYTJKVMP.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const help = () => import("../chunks/help-5RSYBEQB.js");
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
