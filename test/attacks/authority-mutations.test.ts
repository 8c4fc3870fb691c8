import { describe, expect, it } from 'vitest';
import { findingKey } from '../../src/engine/units.js';
import type { Message } from '../../src/engine/lint.js';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 30: the rules that decide history and authority could be waived by the very file they judge. A committed
// baseline entry for handover/append-only let a rewrite of an old entry pass; registry/unique (a second "bob"
// entry with mal's address), request/reversibility (an irreversible capability reported done with no approval)
// and protocol/encoding (a bare CR) could be baselined or silenced inline. Each case below builds the real
// finding, records its exact identity (the one a baseline entry would need) and shows that it still fails, through
// the CLI and git, in lint, check --range and check --pre-receive. bench/mutations.mjs breaks the baseline reader,
// the suppression filter and mayBeWaived in a copy of src and shows that this file then fails.

const AUTHORITY = ['handover/append-only', 'registry/unique', 'request/reversibility', 'protocol/encoding'] as const;
const STATIC = AUTHORITY.filter((r) => r !== 'handover/append-only');
const config = JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } } });
const LOG = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n';
const REGISTRY = '# Project registry\n\n## bob [SELF]\n\n- Owns: parsing\n- Address: ../bob\n';
const SYNC = '# Sync\n\n## lab\n\n- **Current focus:** a\n- **Blocked on:** —\n- **Next action:** b\n';
const REQUESTS = '# Requests: lab\n';

/** The change: each line that carries one authority finding (by file), so a comment can be put right above it. */
const CHANGE: Record<string, { text: string; at: string; rule: (typeof AUTHORITY)[number] }> = {
  'HANDOVER.md': { text: LOG.replace('First.', 'First, quietly rewritten.'), at: 'First, quietly', rule: AUTHORITY[0] },
  'PROJECT_REGISTRY.md': {
    text: `${REGISTRY}\n## bob [RELAYED by lab]\n\n- Owns: parsing\n- Address: ../mal\n`,
    at: '## bob [RELAYED by lab]',
    rule: AUTHORITY[1],
  },
  'REQUESTS.md': {
    text:
      `${REQUESTS}\n## 1 · 2026-12-01T10:00:00Z · response\n\n- To: partner\n- In-reply-to: partner#2\n` +
      '- Chain: partner → lab\n- Reversibility: irreversible\n- Status: done\n',
    at: '- Status: done',
    rule: AUTHORITY[2],
  },
  'SYNC.md': {
    text: SYNC.replace('- **Next action:** b', '- **Next action:** b\rsmuggled'),
    at: 'smuggled',
    rule: AUTHORITY[3],
  },
};

interface JsonResult {
  filePath: string;
  messages: Message[];
  suppressedMessages?: Message[];
}
const json = (s: string) => JSON.parse(s) as JsonResult[];
const all = (rs: JsonResult[], key: 'messages' | 'suppressedMessages') => rs.flatMap((r) => r[key] ?? []);

/** A baseline entry with the exact identity of a finding (what `handover baseline` would write if it could). */
function entryOf(m: Message): { rule: string; unit: string; finding: string } {
  const [rule, unit, ...rest] = findingKey(m).split('\u0000');
  return { rule, unit, finding: rest.join('\u0000') };
}

/** Base commit, the change on top; returns dir and base. */
function changed(files: Record<string, string>): { dir: string; base: string } {
  const dir = makeRepo([
    {
      files: {
        '.handoverrc.json': config,
        'HANDOVER.md': LOG,
        'PROJECT_REGISTRY.md': REGISTRY,
        'SYNC.md': SYNC,
        'REQUESTS.md': REQUESTS,
      },
      message: 'base',
    },
  ]);
  const base = git(dir, ['rev-parse', 'HEAD']).trim();
  commit(dir, { files, message: 'the change' });
  return { dir, base };
}

const range = (dir: string, from: string) =>
  runCli(['check', '--range', `${from}..HEAD`, '--format', 'json'], { cwd: dir });
const preReceive = (dir: string, from: string) =>
  runCli(['check', '--pre-receive', '--format', 'json'], {
    cwd: dir,
    input: `${from} ${git(dir, ['rev-parse', 'HEAD']).trim()} refs/heads/main\n`,
  });
/** check --pre-receive writes its findings after a "handover: <ref>: …:" line on stderr. */
const preReceiveJson = (stderr: string) => json(stderr.split('\n').find((l) => l.startsWith('[')) ?? '[]');

const texts = Object.fromEntries(Object.entries(CHANGE).map(([p, c]) => [p, c.text]));

describe('the change itself fails on each authority rule (the findings the baseline and comments aim at)', () => {
  it('check --range reports all four', () => {
    const { dir, base } = changed(texts);
    const r = range(dir, base);
    expect(r.code).toBe(1);
    const ids = all(json(r.stdout), 'messages').map((m) => m.ruleId);
    for (const rule of AUTHORITY) expect(ids, rule).toContain(rule);
  });
});

describe('(a) a committed baseline entry for an authority rule suppresses nothing', () => {
  // the exact identities, read off the change's own findings
  const probe = changed(texts);
  const found = all(json(range(probe.dir, probe.base).stdout), 'messages');
  const entries: Record<string, ReturnType<typeof entryOf>[]> = {};
  for (const [path, c] of Object.entries(CHANGE)) entries[path] = found.filter((m) => m.ruleId === c.rule).map(entryOf);
  const baseline = JSON.stringify({ version: 1, files: entries }, null, 2);

  /** BASE holds the forged baseline; HEAD is the change. */
  function forged(): { dir: string; base: string } {
    const { dir, base } = changed({ '.handover-baseline.json': baseline });
    commit(dir, { files: texts, message: 'the change' });
    return { dir, base: git(dir, ['rev-parse', 'HEAD~1']).trim() || base };
  }

  it('records one entry per rule, each with the identity of the finding', () => {
    for (const [path, c] of Object.entries(CHANGE)) expect(entries[path], `${path} ${c.rule}`).not.toEqual([]);
  });

  it('in lint: every static authority finding stays, and each entry is reported on the baseline file', () => {
    const { dir } = forged();
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const rs = json(r.stdout);
    const ids = all(rs, 'messages').map((m) => m.ruleId);
    for (const rule of STATIC) expect(ids, rule).toContain(rule);
    expect(all(rs, 'suppressedMessages')).toEqual([]);
    const own = rs.find((f) => f.filePath === '.handover-baseline.json')!.messages;
    for (const rule of AUTHORITY)
      expect(own.map((m) => m.message).join('\n'), rule).toContain(`The entry for ${rule} in`);
  });

  for (const [mode, run] of [
    [
      'check --range',
      (dir: string, base: string) => ({ r: range(dir, base), out: (x: { stdout: string }) => json(x.stdout) }),
    ],
    [
      'check --pre-receive',
      (dir: string, base: string) => ({
        r: preReceive(dir, base),
        out: (x: { stderr: string }) => preReceiveJson(x.stderr),
      }),
    ],
  ] as const)
    it(`in ${mode}: all four still fail, none is suppressed`, () => {
      const { dir, base } = forged();
      const { r, out } = run(dir, base);
      expect(r.code).toBe(1);
      const rs = out(r as never);
      const ids = all(rs, 'messages')
        .filter((m) => m.severity === 'error')
        .map((m) => m.ruleId);
      for (const rule of AUTHORITY) expect(ids, rule).toContain(rule);
      expect(all(rs, 'suppressedMessages').map((m) => m.ruleId)).toEqual([]);
    });
});

describe('(b) an inline handover-disable-next-line for an authority rule suppresses nothing and is itself reported', () => {
  const commented: Record<string, string> = {};
  for (const [path, c] of Object.entries(CHANGE)) {
    const lines = c.text.split('\n');
    const i = lines.findIndex((l) => l.includes(c.at));
    lines.splice(i, 0, `<!-- handover-disable-next-line ${c.rule} -- agreed with the team, harmless -->`);
    commented[path] = lines.join('\n');
  }

  const check = (rs: JsonResult[], rules: readonly string[]) => {
    const ms = all(rs, 'messages');
    for (const rule of rules) {
      expect(
        ms.filter((m) => m.severity === 'error').map((m) => m.ruleId),
        rule,
      ).toContain(rule);
      expect(
        ms
          .filter((m) => m.ruleId === 'protocol/suppression')
          .map((m) => m.message)
          .join('\n'),
        rule,
      ).toMatch(new RegExp(`${rule.replace('/', '\\/')} is an? (authority|historical) rule`));
    }
    expect(all(rs, 'suppressedMessages')).toEqual([]);
  };

  it('in lint', () => {
    const { dir } = changed(commented);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    check(json(r.stdout), STATIC);
  });

  it('in check --range', () => {
    const { dir, base } = changed(commented);
    const r = range(dir, base);
    expect(r.code).toBe(1);
    check(json(r.stdout), AUTHORITY);
  });

  it('in check --pre-receive', () => {
    const { dir, base } = changed(commented);
    const r = preReceive(dir, base);
    expect(r.code).toBe(1);
    check(preReceiveJson(r.stderr), AUTHORITY);
  });
});
