#!/usr/bin/env node
import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import "../chunks/chunk-SOISCQTY.js";

// src/cli/main.ts
import { readFileSync } from "node:fs";
import nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var COMMANDS = {
  lint: () => import("../chunks/lint-URPRCDHR.js"),
  check: () => import("../chunks/check-3DQQEH6N.js"),
  append: () => import("../chunks/append-XWLUIKJF.js"),
  consume: () => import("../chunks/consume-H4T2SKGO.js"),
  sync: () => import("../chunks/sync-YE7BXDTE.js"),
  registry: () => import("../chunks/registry-HOD7LUQE.js"),
  status: () => import("../chunks/status-7IQXCVFF.js"),
  "merge-driver": () => import("../chunks/merge-driver-3R7KCWYB.js"),
  hook: () => import("../chunks/hook-H6DOA3PW.js"),
  init: () => import("../chunks/init-KQRJIJ3T.js"),
  doctor: () => import("../chunks/doctor-TAUES5II.js"),
  migrate: () => import("../chunks/migrate-DT4U5IRS.js"),
  request: () => import("../chunks/request-EJTOYS5F.js"),
  respond: () => import("../chunks/request-EJTOYS5F.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-EJTOYS5F.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-VQXHRAOL.js"),
  approve: () => import("../chunks/approve-MWEVYOSQ.js"),
  forest: () => import("../chunks/forest-6NOAXQHI.js"),
  mcp: () => import("../chunks/mcp-3XSDPPDO.js"),
  baseline: () => import("../chunks/baseline-KG5QCX4A.js"),
  lsp: () => import("../chunks/lsp-SJWEZDYY.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io, stdinFd) {
  const [first, ...rest] = argv;
  if (first === "hook") {
    const quick = await (await import("./hook-fast.js")).quickHook(rest, {
      stdin: io.stdin,
      cwd: io.cwd,
      env: io.env,
      stdinFd
    });
    if (quick === 0) return 0;
    io = { ...io, stdin: quick };
  }
  const help = () => import("../chunks/help-IBAONMJH.js");
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
