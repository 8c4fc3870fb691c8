import { describe, expect, it } from 'vitest';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/repo.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const noStack = (s: string) => expect(s).not.toMatch(/^\s{4}at /m);

describe('help, version and usage errors', () => {
  it('--help prints the command list and exits 0', () => {
    const r = runCli(['--help'], { cwd: tempDir() });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: handover <command>/m);
    for (const c of [
      'lint',
      'check',
      'append',
      'consume',
      'sync',
      'registry',
      'status',
      'merge-driver',
      'hook',
      'init',
      'migrate',
    ])
      expect(r.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
    expect(r.stderr).toBe('');
  });

  it('help lint and lint --help print the lint usage and exit 0', () => {
    for (const args of [
      ['help', 'lint'],
      ['lint', '--help'],
      ['lint', '-h'],
    ]) {
      const r = runCli(args, { cwd: tempDir() });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^handover lint \[FILE\.\.\.\]/);
      expect(r.stdout).toMatch(/Exit 0/);
    }
  });

  it('--version prints the package version and exits 0', () => {
    for (const flag of ['--version', '-v']) {
      const r = runCli([flag], { cwd: tempDir() });
      expect(r).toMatchObject({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    }
  });

  it('an unknown command exits 2 with one sentence', () => {
    const r = runCli(['frobnicate'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('handover: "frobnicate" is not a command; run handover --help for the list.\n');
    expect(runCli(['help', 'frobnicate'], { cwd: tempDir() }).code).toBe(2);
  });

  it('an unknown flag exits 2 with one sentence naming it', () => {
    for (const args of [
      ['lint', '--frobnicate'],
      ['lint', '-x'],
      ['lint', '--format', 'xml'],
    ]) {
      const r = runCli(args, { cwd: tempDir() });
      expect(r.code).toBe(2);
      noStack(r.stderr);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^handover: .*(frobnicate|-x|xml)/);
    }
  });

  it('no command at all prints the help and exits 2', () => {
    const r = runCli([], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/Usage: handover/);
  });

  it('--version loads no dependency and no command module; lint does', () => {
    const dir = tempDir();
    const trace = join(dir, 'trace.txt');
    writeFileSync(
      join(dir, 'hooks.mjs'),
      "import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) { appendFileSync(process.env.HANDOVER_TRACE, url + '\\n'); return next(url, context); }\n",
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
    );
    const env = { NODE_OPTIONS: `--import=${pathToFileURL(join(dir, 'register.mjs')).href}`, HANDOVER_TRACE: trace };
    const loaded = (args: string[]) => {
      writeFileSync(trace, '');
      const r = runCli(args, { cwd: dir, env });
      expect(r.stderr).toBe('');
      return readFileSync(trace, 'utf8')
        .split('\n')
        .filter((u) => u.startsWith('file:') && !u.startsWith(pathToFileURL(dir).href));
    };
    const version = loaded(['--version']);
    expect(version.length).toBeGreaterThan(0);
    // dist/ is bundled (scripts/build.mjs): commands and packages live in dist/chunks, loaded on demand.
    // --version loads only small shared chunks (esbuild's helpers, errors, display), no command's chunk.
    expect(version.filter((u) => u.includes('/node_modules/') || u.includes('/vendor/'))).toEqual([]);
    expect(version.filter((u) => /\/chunks\/(?!chunk-)/.test(u))).toEqual([]);
    expect(version.map((u) => statSync(fileURLToPath(u)).size).reduce((a, b) => a + b, 0)).toBeLessThan(64 * 1024);
    writeFileSync(join(dir, 'HANDOVER.md'), '# Handover: lab\n');
    const lint = loaded(['lint']);
    expect(lint.filter((u) => u.includes('/chunks/')).length).toBeGreaterThan(5);
    expect(lint.filter((u) => u.includes('/node_modules/'))).toEqual([]);
  });
});
