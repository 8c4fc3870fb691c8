#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import type { CommandIo } from './io.js';
import { fail, runCommand, type CommandModule } from './run.js';

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

/** Runs the CLI with `argv` (without node and script) and returns the exit code. */
export async function main(argv: string[], io: CommandIo): Promise<number> {
  const [first, ...rest] = argv;
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
    else return fail(io, `"${topic}" is not a command; run handover --help for the list.`, 2);
    return 0;
  }
  const load = COMMANDS[first];
  if (!load) return fail(io, `"${first}" is not a command; run handover --help for the list.`, 2);
  if (rest.includes('-h') || rest.includes('--help')) {
    io.stdout.write(`${(await help()).COMMAND_HELP[first] ?? ''}\n`);
    return 0;
  }
  return runCommand(load, rest, { ...io, version: version() });
}

const invokedDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').slice(-2).join('/'));
if (invokedDirectly || process.argv[1]?.endsWith('/handover') || process.argv[1]?.endsWith('main.js')) {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
  void main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: process.env,
    version: '',
  }).then((code) => {
    process.exitCode = code;
  });
}
