import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31: init finds the coordination files where people keep them, reads what it can, and guards nothing it
// does not read.

const JANE = { name: 'Jane Doe', email: 'jane@example.org' };
const OMAR = { name: 'Omar', email: 'omar@example.org' };
const LOG1 = '# Project log\n\n## 2026-02-25 First\n\na\n';
const LOG2 = `${LOG1}\n## 2026-02-26 Second\n\nb\n`;
const SNAPSHOT =
  '# Handover\n\n## Current State\n\nAll green.\n\n## Last Session\n\nFixed the parser.\n\n## Next Steps\n\n- Docs\n';

const configOf = (dir: string) => readFileSync(join(dir, '.handoverrc.yaml'), 'utf8');
/** Commits through the real hooks init installed; the exit code and what the hook said. */
const commitAll = (dir: string, message: string) => {
  try {
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', message]);
    return { code: 0, out: '' };
  } catch (error) {
    return { code: 1, out: String((error as { stderr?: string }).stderr ?? error) };
  }
};

describe('init discovers coordination files by what they read as, wherever they are', () => {
  it('a log at its own path: shown with shape, sureness and key; read there; no --role asked', () => {
    const dir = makeRepo([
      { files: { '.ai/handoff/LOG.md': LOG1, 'README.md': '# App\n\nHello.\n' }, author: JANE },
      { files: { '.ai/handoff/LOG.md': LOG2 }, author: JANE },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.code).toBe(0);
    expect(d.stdout).toContain(
      '.ai/handoff/LOG.md: a log (heading: date, oldest first, e.g. "## 2026-02-25 First"); 2 of 2 headings match; ' +
        'sure: its name and its shape agree; read as files.handover, with log: { heading: date }\n',
    );
    expect(d.stdout).toContain(
      'handover init would write: log: { heading: date, writer: jane-doe }; files: { handover: ".ai/handoff/LOG.md" }',
    );
    const r = runCli(['init', '--agent', 'jane-doe'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('agent jane-doe, roles upstream\n');
    expect(r.stdout).not.toContain('created  HANDOVER.md');
    expect(configOf(dir)).toMatch(/^files:\n {2}handover: \.ai\/handoff\/LOG\.md\n/m);
    expect(commitAll(dir, 'join').code).toBe(0);
    // the next entry in the file's own heading shape passes the real pre-commit hook; a rewrite does not
    commit(dir, { files: { '.ai/handoff/LOG.md': `${LOG2}\n## 2026-02-27 Third\n\nc\n` }, author: JANE });
    const base = git(dir, ['rev-parse', 'HEAD~1']).trim();
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir }).code).toBe(0);
    const bad = readFileSync(join(dir, '.ai/handoff/LOG.md'), 'utf8').replace('\na\n', '\nA rewritten.\n');
    const w = runCli(['hook', 'claude-pre-tool-use'], {
      cwd: dir,
      input: JSON.stringify({
        cwd: dir,
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(dir, '.ai/handoff/LOG.md'), content: bad },
      }),
    });
    // the guard refuses (a deny answer, or exit 2 with the reason, as the host reads it)
    expect(`${w.stdout}${w.stderr}`).toContain('handover/append-only');
    expect(w.stdout.includes('"permissionDecision":"deny"') || w.code === 2).toBe(true);
  });

  it('a board and a registry at their own paths are read there; a release history is shown, never read unasked', () => {
    const board =
      '# Status board\n\n## claude\n\n- **Current focus:** Parser\n- **Blocked on:** —\n- **Next action:** Tests\n\n' +
      '## gemini\n\n- **Current focus:** Docs\n- **Blocked on:** —\n- **Next action:** Review\n';
    const registry =
      '# Project registry\n\n## ml-lab [SELF]\n\n- Owns: models\n- Address: ../ml-lab\n\n' +
      '## web [RELAYED by ml-lab]\n\n- Owns: site\n- Address: ../web\n';
    const changelog = '# Changelog\n\n## 2026-01-03 Fix\n\nx\n\n## 2026-01-02 Add\n\ny\n\n## 2026-01-01 Start\n\nz\n';
    const dir = makeRepo([
      {
        files: { 'docs/STATUS_BOARD.md': board, 'registry/PROJECT_REGISTRY.md': registry, 'CHANGELOG.md': changelog },
      },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toMatch(/^docs\/STATUS_BOARD\.md: a board of agent sections .*read as files\.sync$/m);
    expect(d.stdout).toMatch(/^registry\/PROJECT_REGISTRY\.md: a registry .*read as files\.registry$/m);
    expect(d.stdout).toMatch(
      /^CHANGELOG\.md: a log .*unsure: its name says release notes, its shape a log; not read \(read by its shape alone\); to read this one instead, set files\.handover: CHANGELOG\.md$/m,
    );
    const r = runCli(['init', '--agent', 'claude'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('agent claude, roles commons\n');
    expect(configOf(dir)).toMatch(
      /^files:\n {2}sync: docs\/STATUS_BOARD\.md\n {2}registry: registry\/PROJECT_REGISTRY\.md\n/m,
    );
    expect(runCli(['lint'], { cwd: dir }).code).toBe(0);
  });

  it('a log of megabytes at a path that names it is read; a file that size whose name says nothing is not opened', () => {
    // a session log kept for a year (a real one: 3.1 MB) is past the bound for files found by their shape alone
    const big = Array.from({ length: 9000 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      return `## 2025-${String((Math.floor(i / 28) % 12) + 1).padStart(2, '0')}-${day} Session ${i + 1}\n\n${'Worked on the parser. '.repeat(4)}\n`;
    });
    const text = `# Session log\n\n${big.join('\n')}`;
    expect(text.length).toBeGreaterThan(600 * 1024);
    const dir = makeRepo([{ files: { 'docs/handoffs/SESSION_LOG.md': text, 'notes/big.md': text }, author: JANE }]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.code).toBe(0);
    expect(d.stdout).toContain('docs/handoffs/SESSION_LOG.md: a log');
    expect(d.stdout).toContain('read as files.handover');
    expect(d.stdout).not.toContain('notes/big.md');
  });

  it('files in vendored or generated folders are never looked at', () => {
    const dir = makeRepo([{ files: { 'node_modules/x/HANDOVER_LOG.md': LOG2, 'vendor/y/HANDOFF.md': LOG2 } }]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.code).toBe(2);
    expect(d.stderr).toContain('has no file that reads as a log, board, registry or offsets file');
  });
});

describe('nothing is guarded that is not read', () => {
  it('a snapshot at HANDOVER.md: one line, exit 0, ignore in the config; hook, pre-commit, --range and pre-receive let its rewrite through', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': SNAPSHOT } }]);
    const r = runCli(['init', '--agent', 'lab'], { cwd: dir });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l.includes('HANDOVER.md: not read: it is a snapshot document'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('left alone: no historical rule guards it (config ignore: [HANDOVER.md])');
    expect(r.stdout).toContain('agent lab, roles none yet');
    expect(configOf(dir)).toMatch(/^ignore:\n {2}- HANDOVER\.md\n/m);
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).not.toContain('HANDOVER.md');
    expect(commitAll(dir, 'join').code).toBe(0);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const next = SNAPSHOT.replace('All green.', 'Two tests red.').replace('Fixed the parser.', 'Started the docs.');
    const hook = runCli(['hook', 'claude-pre-tool-use'], {
      cwd: dir,
      input: JSON.stringify({
        cwd: dir,
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(dir, 'HANDOVER.md'), content: next },
      }),
    });
    expect(hook.code).toBe(0);
    expect(hook.stdout).not.toContain('deny');
    // the real pre-commit hook init installed
    commit(dir, { files: { 'HANDOVER.md': next } });
    const head = git(dir, ['rev-parse', 'HEAD']).trim();
    expect(runCli(['check', '--range', `${base}..${head}`], { cwd: dir }).code).toBe(0);
    const push = runCli(['check', '--pre-receive'], { cwd: dir, input: `${base} ${head} refs/heads/main\n` });
    expect(push.stderr).toBe('');
    expect(push.code).toBe(0);
    expect(runCli(['doctor'], { cwd: dir }).stdout).not.toContain('would let edits through');
  });

  it('without the ignore key the same rewrite fails: the key is what leaves it alone', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': SNAPSHOT, '.handoverrc.yaml': 'agent: lab\n' } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, { files: { 'HANDOVER.md': SNAPSHOT.replace('All green.', 'Red.') } });
    expect(runCli(['check', '--range', `${base}..HEAD`, '--actor', 'lab'], { cwd: dir }).code).toBe(1);
    commit(dir, { files: { '.handoverrc.yaml': 'agent: lab\nignore: [HANDOVER.md]\n' } });
    const base2 = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, { files: { 'HANDOVER.md': SNAPSHOT.replace('All green.', 'Green again.') } });
    expect(runCli(['check', '--range', `${base2}..HEAD`, '--actor', 'lab'], { cwd: dir }).code).toBe(0);
  });

  it('help init says what init does with a refused file', () => {
    const h = runCli(['help', 'init'], { cwd: makeRepo() });
    expect(h.stdout).not.toContain('exit 1, nothing written');
    expect(h.stdout).toContain('init says so in one line and goes on (exit 0)');
  });
});

describe("the log's writers as its text and history show them", () => {
  it('one author and no name in the entries: log.writer is that author, not a guess from --agent alone', () => {
    const dir = makeRepo([
      { files: { 'HANDOVER_LOG.md': LOG1 }, author: JANE },
      { files: { 'HANDOVER_LOG.md': LOG2 }, author: JANE },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain("the log's writer: one writer in its history (Jane Doe <jane@example.org>, 2 commits)");
    expect(d.stdout).toContain('writer: jane-doe');
  });

  it('several authors: said, and no single writer is written', () => {
    const dir = makeRepo([
      { files: { 'docs/handoffs/SESSION_LOG.md': LOG1 }, author: JANE },
      { files: { 'docs/handoffs/SESSION_LOG.md': LOG2 }, author: OMAR },
    ]);
    const r = runCli(['init', '--agent', 'lab'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("the log's writer: written by several (its history has 2 authors:");
    expect(r.stdout).toContain('no single writer is guessed');
    expect(configOf(dir)).not.toContain('writer:');
    expect(configOf(dir)).toContain('handover: docs/handoffs/SESSION_LOG.md');
  });

  it('entries that name several writers: said, and no single writer is written', () => {
    const log = '# Log\n\n## 2026-02-25 claude: First\n\na\n\n## 2026-02-26 codex: Second\n\nb\n';
    const dir = makeRepo([{ files: { 'HANDOVER.md': log }, author: JANE }]);
    const r = runCli(['init', '--agent', 'lab'], { cwd: dir });
    expect(r.stdout).toContain("the log's writer: written by several (its entries name claude, codex)");
    expect(configOf(dir)).not.toContain('writer:');
  });
});

describe("the reference protocol's example HANDOVER.md", () => {
  // aman-bhandari/claude-multi-agent-protocol, examples/upstream-repo/HANDOVER.md (its shape, shortened)
  const entry = (id: string, o: { date: string; status: string; for?: string }) =>
    `### ${id}: Entry ${id}\n\n- **date**: ${o.date}\n- **from**: Producer\n- **for**: ${o.for ?? 'Processor'}\n` +
    `- **status**: ${o.status}\n- **artifact-path**: source/${id}/\n- **summary**: About ${id}.\n\n`;
  const example = (queue: string, processed: string) =>
    `# HANDOVER Queue — Producer Agent\n\nSynthetic example.\n\n## Queue\n\n${queue}## Processed (archive)\n\n` +
    `${processed}---\n\n## How this file is consumed\n\nOnly the Producer writes to this file.\n`;
  const b12 = { date: '2026-03-04', status: 'queued' };
  const before = example(
    entry('2026-03-04-document-batch-12', b12) +
      entry('2026-03-05-schema-migration-note', { date: '2026-03-05', status: 'queued', for: 'any' }),
    entry('2026-02-28-document-batch-11', { date: '2026-02-28', status: 'processed' }),
  );

  it('is read as cmap with no --agent (its entries name the writer), and its status update passes', () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': before } }]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain('HANDOVER.md: a log (the cmap dialect, newest first');
    expect(d.stdout).toContain('handover init would write: dialect: cmap\n');
    const r = runCli(['init'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('agent Producer, roles upstream');
    expect(commitAll(dir, 'join').code).toBe(0);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    const after = example(
      entry('2026-03-05-schema-migration-note', { date: '2026-03-05', status: 'queued', for: 'any' }),
      entry('2026-03-04-document-batch-12', { ...b12, status: 'processed' }) +
        entry('2026-02-28-document-batch-11', { date: '2026-02-28', status: 'processed' }),
    );
    commit(dir, { files: { 'HANDOVER.md': after } });
    expect(runCli(['check', '--range', `${base}..HEAD`], { cwd: dir }).code).toBe(0);
  });
});

describe('a snapshot in any language is named a snapshot; migrate never invents a time', () => {
  const estado = (ahora: string, luego: string) =>
    `# Traspaso\n\n## Estado actual\n\n${ahora}\n\n## Próximos pasos\n\n${luego}\n\n## Riesgos\n\nNinguno.\n`;

  it('its history shows the same headings rewritten in place: refused as a snapshot, left alone, and migrate refuses', () => {
    const dir = makeRepo([
      { files: { 'HANDOVER.md': estado('Todo verde.', 'Documentar.') } },
      { files: { 'HANDOVER.md': estado('Dos pruebas rojas.', 'Arreglar el parser.') } },
      { files: { 'HANDOVER.md': estado('Parser arreglado.', 'Publicar.') } },
    ]);
    const d = runCli(['init', '--detect'], { cwd: dir });
    expect(d.stdout).toContain(
      'HANDOVER.md: not read: it is a snapshot document: its headings ("Estado actual", "Próximos pasos", "Riesgos") ' +
        'name states, not events, and 2 of its 2 changes rewrote the text under them in place',
    );
    const r = runCli(['init', '--agent', 'lab'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(configOf(dir)).toMatch(/^ignore:\n {2}- HANDOVER\.md\n/m);
    // committed: each section is dated by the commit that last wrote it, and the report names the commit
    const m = runCli(['migrate', 'HANDOVER.md', '--to', 'handover', '--writer', 'lab'], { cwd: dir });
    expect(m.code).toBe(0);
    expect(m.stderr).toMatch(
      /entry \d \("Estado actual", line 3\) states no time; it took \S+Z from commit [0-9a-f]{12}/,
    );
    expect(m.stdout).not.toContain('1970-01-01');
    // a section not committed has no commit to date it: refused
    writeFileSync(join(dir, 'HANDOVER.md'), estado('Sin commit.', 'Publicar.'));
    const u = runCli(['migrate', 'HANDOVER.md', '--to', 'handover', '--writer', 'lab'], { cwd: dir });
    expect(u.code).toBe(2);
    expect(u.stderr).toContain('line 5 ("Estado actual") is not committed, so there is no commit to date it by');
  });
});
