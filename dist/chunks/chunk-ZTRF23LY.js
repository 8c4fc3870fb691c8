import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/cli/run.ts
async function runCommand(load, args, io) {
  try {
    const command = await load();
    return await command.run(args, io);
  } catch (error) {
    const e = error;
    const [{ shown }, { fileSystemError }] = await Promise.all([import("./display-I3WGDX6U.js"), import("./errors-G6OLWBGR.js")]);
    if (e.name === "CliError" && (e.exitCode === 1 || e.exitCode === 2)) return fail(io, shown(e.message), e.exitCode);
    const fsProblem = fileSystemError(e);
    if (fsProblem) return fail(io, shown(fsProblem), 2);
    if (io.env.HANDOVER_DEBUG) io.stderr.write(`${e.stack}
`);
    return fail(
      io,
      `internal error: ${shown(e.message)}. This is a bug in handover; rerun with HANDOVER_DEBUG=1 and report the output.`,
      2
    );
  }
}
function fail(io, message, code) {
  io.stderr.write(`handover: ${message}
`);
  return code;
}

export {
  runCommand,
  fail
};
