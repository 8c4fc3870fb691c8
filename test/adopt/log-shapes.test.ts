import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo } from '../check/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

// Issue 21: the log shapes people already keep, read as they are with the `log` knobs (synthetic files keeping
// each convention). For each: lint is clean; an entry added where the log's own convention puts it passes
// check --range; a rewrite of an old entry, or a change by another agent, fails it. Through real git.

const writer = { name: 'claude', email: 'claude@example.org' };
const other = { name: 'gemini', email: 'gemini@example.org' };
const agents = { claude: { emails: [writer.email] }, gemini: { emails: [other.email] } };

interface Shape {
  name: string;
  log: Record<string, unknown>;
  top: string;
  heading: (day: number) => string;
  newestFirst: boolean;
}

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
const SHAPES: Shape[] = [
  {
    name: 'bracketed date, agent and title',
    log: { heading: 'date', order: 'newest-first', writer: 'claude' },
    top: '# Project log\n\nNewest entries at the top.\n',
    heading: (d) => `## [${day(d)}] claude: Session ${d}`,
    newestFirst: true,
  },
  {
    name: 'date, then the agent without a separator',
    log: { heading: 'date', writer: 'claude' },
    top: '# Session handoffs\n',
    heading: (d) => `## ${day(d)} Claude Code: Session ${d}`,
    newestFirst: false,
  },
  {
    name: 'date then colon',
    log: { heading: 'date', order: 'newest-first', writer: 'claude' },
    top: '# HANDOVER\n\nAdd new entries at the top.\n',
    heading: (d) => `## ${day(d)}: Session ${d}`,
    newestFirst: true,
  },
  {
    name: 'date and time',
    log: { heading: 'date', writer: 'claude' },
    top: '# Work log\n',
    heading: (d) => `## ${day(d)} 10:00 · Session ${d}`,
    newestFirst: false,
  },
  {
    name: 'the date last',
    log: { heading: 'date-last', writer: 'claude' },
    top: '# Handoff notes\n',
    heading: (d) => `## Session Update (${day(d)}, evening)`,
    newestFirst: false,
  },
  {
    name: 'YAML front matter above a titled log',
    log: { heading: 'date' },
    top: '---\ntitle: Handover\nupdated: 2026-03-01\n---\n# Handover: claude\n',
    heading: (d) => `## ${day(d)} · Session ${d}`,
    newestFirst: false,
  },
];

const textOf = (s: Shape, days: number[], body = (d: number) => `Worked on part ${d}.`) => {
  const order = s.newestFirst ? days.slice().reverse() : days;
  return `${s.top}\n${order.map((d) => `${s.heading(d)}\n\n${body(d)}\n`).join('\n')}`;
};

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(SHAPES)('a log kept as "$name"', (shape) => {
  const config = JSON.stringify({ agents, log: shape.log });
  const base = { '.handoverrc.json': config, 'HANDOVER.md': textOf(shape, [1, 2, 3]) };

  it('lints clean with the knobs that describe it, and reads every entry', () => {
    const dir = makeRepo([{ files: base }]);
    dirs.push(dir);
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    const msgs = (JSON.parse(r.stdout) as { messages: { ruleId: string; message: string }[] }[]).flatMap(
      (f) => f.messages,
    );
    expect(msgs.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('an entry added where the log puts new entries passes check --range', () => {
    const { dir, base: sha } = rangeRepo(base, [
      { files: { 'HANDOVER.md': textOf(shape, [1, 2, 3, 4]) }, message: 'session 4', author: writer },
    ]);
    dirs.push(dir);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    expect(messagesOf(r.json).map((m) => `${m.ruleId}: ${m.message}`)).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('a rewrite of an old entry fails check --range (handover/append-only)', () => {
    const rewritten = textOf(shape, [1, 2, 3], (d) => (d === 2 ? 'Rewritten.' : `Worked on part ${d}.`));
    const { dir, base: sha } = rangeRepo(base, [
      { files: { 'HANDOVER.md': rewritten }, message: 'rewrite', author: writer },
    ]);
    dirs.push(dir);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('handover/append-only');
  });

  it('an entry added by another agent fails check --range (handover/single-writer)', () => {
    const { dir, base: sha } = rangeRepo(base, [
      { files: { 'HANDOVER.md': textOf(shape, [1, 2, 3, 4]) }, message: 'not mine', author: other },
    ]);
    dirs.push(dir);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    expect(r.code).toBe(1);
    expect(messagesOf(r.json).map((m) => m.ruleId)).toContain('handover/single-writer');
  });
});

describe('a configuration that reads nothing says so', () => {
  it('log: { level: 3 } over a level-2 log warns that it reads no entries, naming the knobs', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.json': JSON.stringify({ log: { level: 3 } }),
          'HANDOVER.md': textOf(SHAPES[5], [1, 2, 3]),
        },
      },
    ]);
    dirs.push(dir);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.stdout).toMatch(
      /`log: \{ heading: seq, level: 3, order: oldest-first \}` read 0 entries among its 3 headings/,
    );
    expect(r.stdout).toMatch(/handover init --detect/);
  });

  it('a title that names no writer: the message names log.writer', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.json': JSON.stringify({ log: { heading: 'date' } }),
          'HANDOVER.md': textOf(SHAPES[1], [1, 2]),
        },
      },
    ]);
    dirs.push(dir);
    const r = runCli(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/name the writer in the config \(`log: \{ writer: <agent> \}`\)/);
  });
});
