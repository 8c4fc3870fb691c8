import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The SessionStart hook shows the requests waiting for this project (its inbox) after the new upstream
 * entries, stale first, all within Claude Code's 10,000 characters. Payload as Claude Code 2.1.332 sends it
 * (test/init/claude-payloads.test.ts).
 */
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const request = (seq: number, days: number, subject: string) =>
  `## ${seq} · ${ago(days)} · evidence\n\n- To: lab\n- Subject: ${subject}\n- Chain: partner\n`;
const REGISTRY =
  '# Project registry\n\n## lab [SELF]\n\n- Owns: experiments\n- Address: .\n\n## partner [SELF]\n\n- Owns: the book\n- Address: ../partner\n';

/** lab consults a registry naming partner; partner's REQUESTS.md asks lab things; optionally partner is lab's upstream too. */
function forest(opts: { requests: string[]; entries?: string[] }) {
  const root = tempDir('handover-session-inbox-');
  const lab = join(root, 'lab');
  const partner = join(root, 'partner');
  mkdirSync(lab);
  mkdirSync(partner);
  const upstream = opts.entries ? 'upstreams:\n  partner:\n    source: ../partner\n' : '';
  const log = opts.entries
    ? {
        'HANDOVER.md': `# Handover: partner\n\nAppend-only.\n\n${opts.entries.map((t, i) => `## ${i + 1} · 2026-11-29T10:${String(i).padStart(2, '0')}:00Z\n\n${t}\n`).join('\n')}`,
      }
    : {};
  makeRepo(
    [
      {
        files: {
          'CLAUDE.md': '# lab\n',
          '.handoverrc.yaml': `agent: lab\n${upstream}`,
          'PROJECT_REGISTRY.md': REGISTRY,
        },
      },
    ],
    lab,
  );
  makeRepo(
    [
      {
        files: {
          'CLAUDE.md': '# partner\n',
          '.handoverrc.yaml': 'agent: partner\n',
          'REQUESTS.md': `# Requests: partner\n\n${opts.requests.join('\n')}`,
          ...log,
        },
      },
    ],
    partner,
  );
  return { lab, partner };
}

const start = (project: string, source = 'startup') =>
  runCli(['hook', 'claude-session-start'], {
    cwd: project,
    input: JSON.stringify({
      session_id: '5f1bb8bd-2721-4405-a759-c1ba5f6a62c6',
      transcript_path: '/home/u/.claude/projects/-x/t.jsonl',
      cwd: project,
      permission_mode: 'default',
      hook_event_name: 'SessionStart',
      source,
    }),
    env: { CLAUDE_PROJECT_DIR: project },
  });

describe('SessionStart shows the inbox', () => {
  it('lists the unanswered requests, stale first, even with no upstreams', () => {
    const { lab } = forest({
      requests: [request(1, 1, 'yesterday'), request(2, 10, 'ten days ago'), request(3, 5, 'five days ago')],
    });
    const r = start(lab);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n').slice(0, 4)).toEqual([
      'Inbox of lab: 3 waiting, oldest first',
      expect.stringMatching(/^ {2}STALE \(over 3 days\) partner#2 {2}10d {2}evidence on "ten days ago"/),
      expect.stringMatching(/^ {2}STALE \(over 3 days\) partner#3 {2}5d/),
      expect.stringMatching(/^ {2}partner#1 {2}1d/),
    ]);
    // resume and compact show it too (nothing moves either way)
    expect(start(lab, 'resume').stdout).toContain('Inbox of lab: 3 waiting');
  });

  it('comes after the new upstream entries, and the whole stays within 10,000 characters', () => {
    const entries = Array.from({ length: 30 }, (_, i) => `Fact ${i + 1}: ${'x'.repeat(600)}`);
    const requests = Array.from({ length: 80 }, (_, i) =>
      request(i + 1, 80 - i, `question ${i + 1} ${'q'.repeat(40)}`),
    );
    const { lab } = forest({ requests, entries });
    const r = start(lab);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.length).toBeLessThanOrEqual(10_000);
    const at = r.stdout.indexOf('Inbox of lab: 80 waiting, oldest first');
    expect(at).toBeGreaterThan(r.stdout.indexOf('Fact 1:'));
    expect(r.stdout.slice(at)).toMatch(/^Inbox of lab[^\n]*\n {2}STALE \(over 3 days\) partner#1 {2}80d/);
    expect(r.stdout).toMatch(/ {2}… \d+ more: handover inbox lists them all\n$/);
    // the offset moved only over the entries shown: the next start shows the rest
    const marker = readFileSync(join(lab, '.last-processed.md'), 'utf8');
    expect(marker).toMatch(/seq: \d+/);
    const shown = Number(/seq: (\d+)/.exec(marker)![1]);
    expect(shown).toBeLessThan(30);
    expect(r.stdout).toContain(`Fact ${shown}:`);
    expect(r.stdout).not.toContain(`Fact ${shown + 1}:`);
  });

  it('holds the budget when escaping control characters in the entries and the subjects lengthens them', () => {
    const entries = Array.from({ length: 12 }, (_, i) => `Bell ${i + 1}: ${'\u0007'.repeat(700)}`);
    const requests = Array.from({ length: 10 }, (_, i) =>
      request(i + 1, 10 - i, `subject \u001b]0;title\u0007 ${i + 1}`),
    );
    const { lab } = forest({ requests, entries });
    const r = start(lab);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.length).toBeLessThanOrEqual(10_000);
    expect(r.stdout).not.toMatch(/[\u0007\u001b]/);
    expect(r.stdout).toContain('Bell 1: \\x07\\x07');
    expect(r.stdout).toContain('subject \\x1b]0;title\\x07 1');
  });
});
