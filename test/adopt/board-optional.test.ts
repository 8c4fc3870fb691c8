import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31: a board whose sections carry a field in part (jakegoble/creative-hotline STATUS_BOARD.md 594ab69, "redesign
// Command Center"): nine agent sections open with "Current focus", the tenth, "Platform Reliability / SRE", which the
// board's keeper added in the redesign, opens with "Test count" instead and goes without a focus through every later
// version of the file. The board's convention is that no section must carry it: init reads that from the history
// (`sync.fields.focus.optional`), so the keeper's commit passes, while another agent removing a field of a section it
// does not own, or rewriting that section, still fails (sync/section-owner), and a field written twice still fails.

const LEAD = { name: 'lead', email: 'lead@example.org' };
const path = 'STATUS_BOARD.md';

const section = (name: string, focus: string | null, more = '') =>
  `## ${name}\n${focus === null ? '' : `- **Current focus**: ${focus}\n`}${more}- **Blockers**: None\n` +
  '- **Pending**:\n  - [ ] Review the board\n\n';
const sre = (count = 394) => section('sre', null, `- **Test count**: ${count} tests, all passing\n`);
const board = (...sections: string[]) =>
  '# Status Board\n<!-- PROTOCOL: every agent updates its section at session end. -->\n\n' +
  `${sections.join('')}## Protocol\n\n1. Read this file at session start\n`;
const carol = section('carol', 'Data readiness report');
const V0 = board(section('alice', 'Workflow audit'), section('bob', 'Revenue page'), carol);
/** The keeper adds an agent section without a focus (the commit that failed). */
const V1 = board(section('alice', 'Workflow audit'), section('bob', 'Revenue page'), sre(), carol);
/** A later update keeps it so. */
const V2 = board(section('alice', 'Consolidation spec'), section('bob', 'Revenue page'), sre(400), carol);

/** The config `init --agent lead` writes in a repo holding the board's history. */
function initConfig(versions: string[]): string {
  const dir = makeRepo(versions.map((v) => ({ files: { [path]: v }, author: LEAD })));
  expect(runCli(['init', '--agent', 'lead'], { cwd: dir }).code).toBe(0);
  return readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
}

/** The history replayed from `base` under `config`, each later version a commit of `actors[i]` (else the keeper's). */
function replay(config: string, versions: string[], actors: (string | null)[] = []) {
  const dir = makeRepo([{ files: { '.handoverrc.yaml': config, [path]: versions[0] }, author: LEAD }]);
  const base = git(dir, ['rev-parse', 'HEAD']).trim();
  versions.slice(1).forEach((v, i) => {
    const actor = actors[i] ?? LEAD.name;
    const author = { name: actor, email: `${actor}@example.org` };
    commit(dir, { files: { [path]: v }, author, message: `update\n\nHandover-Agent: ${actor}` });
  });
  const r = runCli(['check', '--range', `${base}..HEAD`, '--format', 'json'], { cwd: dir });
  const rules = (JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) =>
    f.messages.map((m) => m.ruleId),
  );
  return { code: r.code, rules };
}

describe('a board whose sections carry a field in part (jakegoble/creative-hotline STATUS_BOARD.md)', () => {
  it('init reads the focus as optional from the history, and the file as found lints clean', () => {
    const dir = makeRepo([V0, V1, V2].map((v) => ({ files: { [path]: v }, author: LEAD })));
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain('focus: { optional: true }');
    expect(d.stdout).toContain('4 of 4 headings match');
    expect(d.stdout).toContain('"Current focus" optional');
    expect(runCli(['init', '--agent', 'lead'], { cwd: dir }).code).toBe(0);
    const lint = runCli(['lint'], { cwd: dir });
    expect(lint.stdout).not.toContain('sync/fields');
    expect(lint.code).toBe(0);
  });

  it('the keeper’s commit adding a section without a focus passes under the config init writes', () => {
    const config = initConfig([V0, V1, V2]);
    expect(config).toMatch(/focus:\n\s+optional: true/);
    const r = replay(config, [V0, V1, V2]);
    expect(r.rules).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('another agent removing a field of a section it does not own, or rewriting it, still fails', () => {
    const config = initConfig([V0, V1, V2]);
    const removed = board(section('alice', null), section('bob', 'Revenue page'), sre(400), carol);
    const r = replay(config, [V2, removed], ['bob']);
    expect(r.rules).toEqual(['sync/section-owner']);
    expect(r.code).toBe(1);
    const rewritten = board(section('alice', 'Consolidation spec'), section('bob', 'Revenue page'), sre(12), carol);
    const s = replay(config, [V2, rewritten], ['bob']);
    expect(s.rules).toEqual(['sync/section-owner']);
    expect(s.code).toBe(1);
  });

  it('an optional field written twice in a section still fails', () => {
    const config = initConfig([V0, V1, V2]);
    const twice = board(
      section('alice', 'Consolidation spec', '- **Current focus**: and the audit\n'),
      section('bob', 'Revenue page'),
      sre(400),
      carol,
    );
    const r = replay(config, [V2, twice]);
    expect(r.rules).toEqual(['sync/fields']);
    expect(r.code).toBe(1);
  });

  it('a focus a section carried and lost is no convention: init keeps it required and lint reports it', () => {
    const lost = board(section('alice', 'Workflow audit'), section('bob', 'Revenue page'), sre(), carol);
    const config = initConfig([
      board(section('alice', 'Workflow audit'), section('bob', 'Revenue page'), section('sre', 'Tests'), carol),
      lost,
      lost.replace('394', '400'),
    ]);
    expect(config).not.toContain('optional');
  });

  it('a section that went without a focus in one version only is no convention yet', () => {
    expect(initConfig([V0, V1])).not.toContain('optional');
  });

  it('a config whose optional is no boolean is refused in one sentence (exit 2)', () => {
    const dir = makeRepo([
      { files: { '.handoverrc.yaml': 'sync:\n  fields:\n    focus:\n      optional: yes please\n' } },
    ]);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.stderr).toContain('"sync.fields.focus.optional" must be true or false');
    expect(r.code).toBe(2);
  });
});
