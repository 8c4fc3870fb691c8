import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';
import { calls } from './agents.js';
import { FakeApi, requestText } from './fake-api.js';
import { installHost, runHost } from './hosts.js';

/**
 * What the real Claude Code shows the model from handover's hooks, as init writes them. Observed with 2.1.332: before
 * an exit 2's stderr, and before a PostToolUse or Stop `decision: block` reason, it shows the whole hook command (with
 * the sentence its fallback says when no hook script is found); a PreToolUse denial's reason and a PostToolUse
 * `additionalContext` are shown alone, at any length. So every refusal and report goes in those two forms.
 */
const api = new FakeApi();
let baseUrl: string;
let bin: string;
beforeAll(async () => {
  bin = installHost('claude');
  baseUrl = await api.start();
}, 600_000);
afterAll(() => api.stop());

const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
/** Pieces of the tracked hook command; none may reach the model. */
const COMMAND = /rev-parse|exit [0-9]|>&2|\$\(|git-common-dir|handover\/hook"|printf/;

function labRepo(): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n' } }]);
  const r = runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir });
  expect([0, 1], r.stderr).toContain(r.code);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'lab joins', '--no-verify']);
  return dir;
}

/** What the model read after the session's tool calls: every agent request's text since `from`. */
async function session(dir: string, script: ReturnType<typeof calls.shell>): Promise<string> {
  api.script = script;
  const from = api.requests.length;
  const run = await runHost('claude', { bin, cwd: dir, baseUrl });
  expect(run.code, run.stderr).toBe(0);
  return api
    .agentRequests(from)
    .map((r) => requestText(r))
    .join('\n');
}

describe('Claude Code reads handover without the hook command', () => {
  it('a shell report (PostToolUse): the finding, as additional context, no command', async () => {
    const dir = labRepo();
    const told = await session(dir, calls.shell('claude', "sed -i 's/First\\./Rewritten./' HANDOVER.md"));
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toContain('Rewritten.');
    const at = told.indexOf('changed protocol files in ways the rules forbid');
    expect(at, told.slice(-2000)).toBeGreaterThan(0);
    expect(told).toContain('handover/append-only');
    expect(told).toContain('PostToolUse:Bash hook additional context: handover: your Bash command');
    expect(told).not.toMatch(COMMAND);
    expect(told).not.toContain('not set up in this clone');
  }, 300_000);

  it('a fail-closed refusal (the recorded CLI gone): refused with what broke, no command', async () => {
    const dir = labRepo();
    const script = join(dir, '.git/handover/hook');
    writeFileSync(script, readFileSync(script, 'utf8').replace(/^cli=.*$/m, `cli='${join(tempDir(), 'gone.js')}'`));
    const told = await session(
      dir,
      calls.edit('claude', dir, { file: join(dir, 'HANDOVER.md'), from: 'First.', to: 'Rewritten.' }),
    );
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(LOG);
    expect(told).toContain('PreToolUse:Edit hook error: handover cannot check this:');
    expect(told).toContain('is gone, so this is refused');
    expect(told).not.toMatch(COMMAND);
  }, 300_000);

  it('no hook script in the clone: refused with the sentence that says what is missing, no command', async () => {
    const dir = labRepo();
    const { rmSync } = await import('node:fs');
    rmSync(join(dir, '.git/handover/hook'));
    const told = await session(
      dir,
      calls.edit('claude', dir, { file: join(dir, 'HANDOVER.md'), from: 'First.', to: 'Rewritten.' }),
    );
    expect(readFileSync(join(dir, 'HANDOVER.md'), 'utf8')).toBe(LOG);
    expect(told).toContain(
      'PreToolUse:Edit hook error: handover is not running: this project has no .git/handover/hook (handover init ' +
        'has not run in this clone, or git is not on the PATH hooks run with); run handover init here.',
    );
    expect(told).not.toMatch(COMMAND);
  }, 300_000);

  it('a shell command that cd-s into another clone of the forest and rewrites its SYNC.md is reported', async () => {
    const top = tempDir();
    const lab = join(top, 'lab');
    const commons = join(top, 'commons');
    mkdirSync(lab);
    mkdirSync(commons);
    makeRepo([{ files: { 'HANDOVER.md': LOG, 'README.md': '# lab\n' } }], lab);
    expect([0, 1]).toContain(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: lab }).code);
    git(lab, ['add', '-A']);
    git(lab, ['commit', '-qm', 'init', '--no-verify']);
    const section = (id: string) =>
      `## ${id}\n\n- **Current focus:** Working.\n- **Blocked on:** —\n- **Next action:** Ship it.\n`;
    makeRepo(
      [
        {
          files: {
            'SYNC.md': `# Sync\n\n${section('lab')}\n${section('partner')}`,
            '.handoverrc.yaml': 'agent: partner\n',
          },
        },
      ],
      commons,
    );
    const told = await session(lab, calls.shell('claude', "cd ../commons && sed -i 's/Working/Hijacked/' SYNC.md"));
    expect(readFileSync(join(commons, 'SYNC.md'), 'utf8')).toContain('Hijacked');
    expect(told).toContain(join(commons, 'SYNC.md'));
    expect(told).toContain('sync/section-owner');
    expect(told).toContain(`git -C ${commons} checkout HEAD -- SYNC.md`);
    expect(told).not.toMatch(COMMAND);
  }, 300_000);
});
