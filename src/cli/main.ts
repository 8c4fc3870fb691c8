#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import type { CommandIo } from './io.js';
import type { CommandModule } from './run.js';

// Node 22.1+ keeps the compiled code of the modules loaded below on disk (the agent hooks start the CLI on every
// edit); NODE_DISABLE_COMPILE_CACHE=1 turns it off. Node 20 has no such cache: nothing happens there.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** Commands (and the help text) load on demand, so `--version` and the agent hooks start as fast as Node itself. */
const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  lint: () => import('./commands/lint.js'),
  check: () => import('./commands/check.js'),
  append: () => import('./commands/append.js'),
  consume: () => import('./commands/consume.js'),
  sync: () => import('./commands/sync.js'),
  registry: () => import('./commands/registry.js'),
  status: () => import('./commands/status.js'),
  'merge-driver': () => import('./commands/merge-driver.js'),
  hook: () => import('./commands/hook.js'),
  init: () => import('./commands/init.js'),
  doctor: () => import('./commands/doctor.js'),
  migrate: () => import('./commands/migrate.js'),
  request: () => import('./commands/request.js'),
  respond: () => import('./commands/request.js').then((m) => ({ run: m.respond })),
  forward: () => import('./commands/request.js').then((m) => ({ run: m.forward })),
  inbox: () => import('./commands/inbox.js'),
  approve: () => import('./commands/approve.js'),
  forest: () => import('./commands/forest.js'),
  mcp: () => import('./commands/mcp.js'),
  baseline: () => import('./commands/baseline.js'),
  lsp: () => import('./commands/lsp.js'),
};

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Runs the CLI with `argv` (without node and script) and returns the exit code. `stdinFd`: the descriptor behind
 * `io.stdin`, which the guard reads directly.
 */
export async function main(argv: string[], io: CommandIo, stdinFd?: number): Promise<number> {
  const [first, ...rest] = argv;
  if (first === 'hook') {
    // The guard runs before every edit an agent makes: an ordinary file is answered by one small module (the build
    // makes it one file, dist/cli/hook-fast.js), before the command, the config or the rules load.
    const quick = await (await import('../hooks/fast.js')).quickHook(rest, {
      // read only if the descriptor cannot be: making process.stdin builds a stream (and loads Node's stream code)
      get stdin() {
        return io.stdin;
      },
      cwd: io.cwd,
      env: io.env,
      stdinFd,
    });
    if (quick === 0) return 0;
    // (its getters copied as getters: a spread would read `stdin` and build process.stdin for nothing)
    io = Object.defineProperties({} as CommandIo, {
      ...Object.getOwnPropertyDescriptors(io),
      stdin: { value: quick, enumerable: true },
    });
  }
  const help = () => import('./help.js');
  if (first === undefined || first === '-h' || first === '--help') {
    io.stdout.write(`${(await help()).globalHelp()}\n`);
    return first === undefined ? 2 : 0;
  }
  if (first === '-v' || first === '--version') {
    io.stdout.write(`${version()}\n`);
    return 0;
  }
  if (first === 'help') {
    const topic = rest[0];
    const { COMMAND_HELP, globalHelp } = await help();
    if (topic === undefined) io.stdout.write(`${globalHelp()}\n`);
    else if (COMMAND_HELP[topic]) io.stdout.write(`${COMMAND_HELP[topic]}\n`);
    else
      return (await import('./run.js')).fail(io, `"${topic}" is not a command; run handover --help for the list.`, 2);
    return 0;
  }
  const load = COMMANDS[first];
  if (!load)
    return (await import('./run.js')).fail(io, `"${first}" is not a command; run handover --help for the list.`, 2);
  if (rest.includes('-h') || rest.includes('--help')) {
    io.stdout.write(`${(await help()).COMMAND_HELP[first] ?? ''}\n`);
    return 0;
  }
  return (await import('./run.js')).runCommand(load, rest, { ...io, version: version() });
}

const invokedDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').slice(-2).join('/'));
if (invokedDirectly || process.argv[1]?.endsWith('/handover') || process.argv[1]?.endsWith('main.js')) {
  // The process's streams are made on first use: the guard's answer for an ordinary file needs none of them.
  let stdout: NodeJS.WriteStream | undefined;
  void main(
    process.argv.slice(2),
    {
      get stdout() {
        if (!stdout) {
          stdout = process.stdout;
          stdout.on('error', (e: NodeJS.ErrnoException) => {
            if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
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
      version: '',
    },
    0,
  ).then((code) => {
    process.exitCode = code;
  });
}
