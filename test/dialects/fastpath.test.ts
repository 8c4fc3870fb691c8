import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

const rc = (o: Record<string, unknown>) => `${JSON.stringify(o)}\n`;
const entry = (i: number, from = 'Producer') =>
  `### 2026-01-${String(1 + (i % 28)).padStart(2, '0')}-batch-${i}: Batch ${i}\n\n- **date**: 2026-01-${String(1 + (i % 28)).padStart(2, '0')}\n- **from**: ${from}\n- **for**: any\n- **status**: queued\n- **artifact-path**: data/${i}/\n- **summary**: Batch ${i} ready.\n`;
/** A cmap log longer than the fast paths' first window (64 KiB), newest at top, dates not going back. */
const LOG = `# HANDOVER Queue — Producer Agent\n\n## Queue\n\n${Array.from({ length: 27 }, (_, k) => entry(27 - k)).join('\n')}\n## Processed (archive)\n\n${Array.from({ length: 7000 }, () => 'Archived.\n').join('\n')}`;

/** The fast paths of a newest-first log, through the built CLI and real git (the verdicts are the full path's). */
describe('cmap: append, check --staged and consume at the top of a long log', () => {
  it('a new top entry passes; an edit or a foreign writer riding along with it does not', () => {
    const repo = makeRepo([
      { files: { '.handoverrc.json': rc({ dialect: 'cmap', agent: 'Producer' }), 'HANDOVER.md': LOG } },
    ]);
    const env = { HANDOVER_AGENT: undefined };
    let r = runCli(['append', 'Batch 28 cleaned.', '--title', 'Batch 28'], { cwd: repo, env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const grown = readFileSync(join(repo, 'HANDOVER.md'), 'utf8');
    expect(grown.indexOf('Batch 28')).toBeLessThan(grown.indexOf('Batch 27')); // newest at top
    git(repo, ['add', 'HANDOVER.md']);
    r = runCli(['check', '--staged'], { cwd: repo, env });
    expect([r.code, r.stdout]).toEqual([0, '']);
    expect(runCli(['check', '--staged', '--actor', 'Processor'], { cwd: repo, env }).code).toBe(1);
    // the same new entry with an old one edited below it: append-only, whichever path reads it
    writeFileSync(join(repo, 'HANDOVER.md'), grown.replace('Batch 3 ready.', 'Batch 3 rewritten.'));
    git(repo, ['add', 'HANDOVER.md']);
    r = runCli(['check', '--staged'], { cwd: repo, env });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/handover\/append-only/);
    // a new entry reusing an old id
    writeFileSync(join(repo, 'HANDOVER.md'), LOG.replace('## Queue\n\n', `## Queue\n\n${entry(3)}\n`));
    git(repo, ['add', 'HANDOVER.md']);
    r = runCli(['check', '--staged'], { cwd: repo, env });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/handover\/sequence/);
    // a new entry from someone else, written by the writer: the log has one writer
    writeFileSync(join(repo, 'HANDOVER.md'), LOG.replace('## Queue\n\n', `## Queue\n\n${entry(28, 'Processor')}\n`));
    git(repo, ['add', 'HANDOVER.md']);
    r = runCli(['check', '--staged'], { cwd: repo, env });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/handover\/writer-title/);
  });

  it('consume hands on exactly the new entry, and notices when the offset entry was rewritten', () => {
    const up = makeRepo([
      { files: { '.handoverrc.json': rc({ dialect: 'cmap', agent: 'Producer' }), 'HANDOVER.md': LOG } },
    ]);
    const down = makeRepo([
      {
        files: {
          '.handoverrc.json': rc({ dialect: 'cmap', agent: 'Processor', upstreams: { producer: { source: up } } }),
        },
      },
    ]);
    const env = { HANDOVER_AGENT: undefined };
    expect(runCli(['consume'], { cwd: down, env }).code).toBe(0);
    expect(runCli(['append', 'Batch 28 cleaned.', '--title', 'Batch 28'], { cwd: up, env }).code).toBe(0);
    git(up, ['commit', '-qam', 'batch 28']);
    let r = runCli(['consume', '--format', 'json'], { cwd: down, env });
    expect(r.code).toBe(0);
    const [batch] = JSON.parse(r.stdout) as { entries: { title: string }[] }[];
    expect(batch.entries.map((e) => e.title)).toEqual(['Batch 28']);
    const log = readFileSync(join(up, 'HANDOVER.md'), 'utf8');
    commit(up, { files: { 'HANDOVER.md': log.replace('Batch 28 cleaned.', 'Batch 28, rewritten.') } });
    r = runCli(['consume'], { cwd: down, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/changed since it was consumed/);
  });
});
