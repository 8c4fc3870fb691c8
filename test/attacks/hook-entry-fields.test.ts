import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 30: a non-owner's pull request set `async`, `timeout` or `type` on handover's own hook entry (the guard
// then cannot block) and protocol/config-owner passed it, since it compared only event, matcher and command. The
// files are the ones `handover init` writes for every agent it wires.

const lab = { name: 'Lab', email: 'lab@example.org' };
const boss = { name: 'Commons', email: 'commons@example.org' };
const SETTINGS = ['.claude/settings.json', '.codex/hooks.json', '.gemini/settings.json', '.qwen/settings.json'];
const WHOLE = ['.github/hooks/handover.json', '.opencode/plugins/handover.js'];
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A repo `init` wired for every agent, committed by its owner (commons); lab is a known non-owner. */
function wired(): { dir: string; base: string } {
  const dir = makeRepo();
  dirs.push(dir);
  const init = runCli(
    ['init', '--role', 'commons', '--agent', 'commons', '--agents', 'claude,codex,gemini,qwen,copilot,opencode'],
    { cwd: dir },
  );
  expect(init.code, init.stderr).toBe(0);
  // the clone's git hooks would stamp every test commit as commons's; these commits name their authors by email
  for (const h of ['pre-commit', 'prepare-commit-msg', 'commit-msg'])
    rmSync(join(dir, '.git/hooks', h), { force: true });
  const rc = readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
  const agents = `agents:\n  lab: { emails: [${lab.email}] }\n  commons: { emails: [${boss.email}] }\n`;
  const base = commit(dir, { files: { '.handoverrc.yaml': `${rc}${agents}` }, message: 'init', author: boss });
  return { dir, base };
}

type Entry = Record<string, unknown>;
/** Every hook entry of a settings file that runs handover, edited in place by `edit`. */
function editHandoverEntries(text: string, edit: (h: Entry, group: Entry) => void): string {
  const json = JSON.parse(text) as { hooks: Record<string, Entry[]> };
  for (const groups of Object.values(json.hooks))
    for (const g of groups) for (const h of g.hooks as Entry[]) if (/handover/.test(String(h.command))) edit(h, g);
  return `${JSON.stringify(json, null, 2)}\n`;
}

const MUTATIONS: [string, (h: Entry, g: Entry) => void][] = [
  ['async: true', (h) => (h.async = true)],
  ['a 1-second timeout', (h) => (h.timeout = 1)],
  ['another type', (h) => (h.type = 'prompt')],
  ['another matcher', (_h, g) => (g.matcher = 'NoSuchTool')],
  ['a field on the group', (_h, g) => (g.async = true)],
];

describe("protocol/config-owner covers every field of handover's hook entries", () => {
  const { dir, base } = wired();
  for (const [name, edit] of MUTATIONS)
    it(`reports a non-owner who sets ${name} on handover's entries in every agent's settings`, () => {
      git(dir, ['checkout', '-q', '-B', 'main', base]);
      const files: Record<string, string> = {};
      for (const f of SETTINGS) files[f] = editHandoverEntries(readFileSync(join(dir, f), 'utf8'), edit);
      commit(dir, { files, message: name, author: lab });
      const r = rangeCheck(dir, `${base}..HEAD`);
      expect(r.code).toBe(1);
      const owner = r.json.filter((f) => f.messages.some((m) => m.ruleId === 'protocol/config-owner'));
      expect(owner.map((f) => f.filePath).sort()).toEqual([...SETTINGS].sort());
      for (const f of owner)
        expect(f.messages.find((m) => m.ruleId === 'protocol/config-owner')!.message).toContain(
          `lab changes the handover hooks of ${f.filePath}`,
        );
    });

  it("reports a non-owner's change to any field of the Copilot CLI hook file and the opencode plugin", () => {
    git(dir, ['checkout', '-q', '-B', 'main', base]);
    const copilot = JSON.parse(readFileSync(join(dir, WHOLE[0]), 'utf8'));
    for (const list of Object.values(copilot.hooks) as Entry[][]) for (const h of list) h.timeoutSec = 1;
    const plugin = readFileSync(join(dir, WHOLE[1]), 'utf8');
    commit(dir, {
      files: { [WHOLE[0]]: JSON.stringify(copilot, null, 2), [WHOLE[1]]: `${plugin}\n// tidy\n` },
      message: 'tidy',
      author: lab,
    });
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const paths = r.json.filter((f) => f.messages.some((m) => m.ruleId === 'protocol/config-owner'));
    expect(paths.map((f) => f.filePath).sort()).toEqual([...WHOLE].sort());
  });

  it('lets the owner make the same change, and anyone change a hook entry that does not run handover', () => {
    git(dir, ['checkout', '-q', '-B', 'main', base]);
    const files: Record<string, string> = {};
    for (const f of SETTINGS)
      files[f] = editHandoverEntries(readFileSync(join(dir, f), 'utf8'), (h) => (h.async = true));
    commit(dir, { files, message: 'owner', author: boss });
    expect(rangeCheck(dir, `${base}..HEAD`).code).toBe(0);
    const other = JSON.parse(readFileSync(join(dir, SETTINGS[0]), 'utf8'));
    other.hooks.Notification = [{ hooks: [{ type: 'command', command: 'echo done', async: true }] }];
    commit(dir, { files: { [SETTINGS[0]]: JSON.stringify(other, null, 2) }, message: 'mine', author: lab });
    const mine = rangeCheck(dir, 'HEAD~1..HEAD');
    expect(messagesOf(mine.json)).toEqual([]);
    expect(mine.code).toBe(0);
  });
});
