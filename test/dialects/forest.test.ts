import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { commit, git, makeRepo, tempDir } from '../helpers/repo.js';

const FIX = join(import.meta.dirname, 'fixtures');
const rc = (o: Record<string, unknown>) => `${JSON.stringify(o, null, 2)}\n`;

/** A cmap forest through real git: a producer, a processor consuming it, and the commons holding SYNC.md. */
describe('a three-repo forest in the cmap dialect', () => {
  it('append, consume with for: filtering, sync set, a merge of two concurrent section edits, a rejected foreign edit', () => {
    const root = tempDir('cmap-forest-');
    for (const d of ['producer', 'processor', 'commons']) mkdirSync(join(root, d));
    const producer = makeRepo(
      [
        {
          files: {
            '.handoverrc.json': rc({ dialect: 'cmap', agent: 'Producer' }),
            'HANDOVER.md':
              '# HANDOVER Queue — Producer Agent\n\nSurvey batches for the Processor.\n\n## Queue\n\n## Processed (archive)\n',
          },
        },
      ],
      join(root, 'producer'),
    );
    const env = { HANDOVER_AGENT: undefined };
    let r = runCli(
      [
        'append',
        'Forty responses cleaned.',
        '--title',
        'Batch 1 cleaned',
        '--for',
        'Processor',
        '--artifact',
        'data/01/',
      ],
      { cwd: producer, env },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    r = runCli(
      [
        'append',
        'Layout notes for the weekly page.',
        '--title',
        'Layout notes',
        '--for',
        'Publisher',
        '--artifact',
        'docs/layout.md',
      ],
      { cwd: producer, env },
    );
    expect(r.code).toBe(0);
    r = runCli(['append', 'Codebook v2 published.', '--title', 'Codebook v2', '--artifact', 'docs/codebook.md'], {
      cwd: producer,
      env,
    });
    expect(r.code).toBe(0);
    expect(runCli(['lint'], { cwd: producer }).code).toBe(0);
    const log = readFileSync(join(producer, 'HANDOVER.md'), 'utf8');
    expect(log.indexOf('Codebook v2')).toBeLessThan(log.indexOf('Batch 1 cleaned')); // newest at top
    git(producer, ['add', '-A']);
    git(producer, ['commit', '-qm', 'three entries']);

    const processor = makeRepo(
      [
        {
          files: {
            '.handoverrc.json': rc({
              dialect: 'cmap',
              agent: 'Processor',
              upstreams: { producer: { source: '../producer' } },
            }),
          },
        },
      ],
      join(root, 'processor'),
    );
    r = runCli(['consume', '--format', 'json'], { cwd: processor, env });
    expect(r.code).toBe(0);
    const [batch] = JSON.parse(r.stdout) as { entries: { id: string; title: string }[] }[];
    expect(batch.entries.map((e) => e.title)).toEqual(['Batch 1 cleaned', 'Codebook v2']); // for Processor or any, oldest first
    expect(readFileSync(join(processor, '.last-processed.md'), 'utf8')).toMatch(/id: \d{4}-\d{2}-\d{2}-codebook-v2\n/);
    expect(runCli(['consume'], { cwd: processor, env }).stdout).toMatch(/^Up to date: producer at entry "/);

    // The producer marks the consumed entry processed and moves it to the archive: its own edit passes.
    const status = log.replace(/(### \S+-batch-1-cleaned[\s\S]*?- \*\*status\*\*: )queued/, '$1processed');
    writeFileSync(join(producer, 'HANDOVER.md'), status);
    git(producer, ['add', '-A']);
    expect(runCli(['check', '--staged'], { cwd: producer, env }).code).toBe(0);
    expect(runCli(['check', '--staged', '--actor', 'Processor'], { cwd: producer, env }).code).toBe(1);
    git(producer, ['commit', '-qm', 'batch 1 processed']);
    expect(runCli(['consume'], { cwd: processor, env }).stdout).toMatch(/^Up to date/); // the status change is not a rewrite

    const commons = makeRepo(
      [
        {
          files: {
            '.handoverrc.json': rc({ dialect: 'cmap', owner: 'Orchestrator', dispatchers: ['Orchestrator'] }),
            'SYNC.md': readFileSync(join(FIX, 'SYNC.md'), 'utf8'),
            '.gitattributes': 'SYNC.md merge=handover\n',
          },
        },
      ],
      join(root, 'commons'),
    );
    git(commons, ['config', 'merge.handover.driver', `"${process.execPath}" "${CLI}" merge-driver %O %A %B %P`]);
    // The UTC day before and after the run: the date written is one of them, even across midnight.
    const before = new Date().toISOString().slice(0, 10);
    r = runCli(['sync', 'set', '--focus', 'Coding batch 1.', '--actor', 'Processor'], { cwd: commons, env });
    expect(r.code).toBe(0);
    const after = new Date().toISOString().slice(0, 10);
    const written = /- \*\*current-focus\*\* \((\d{4}-\d{2}-\d{2})\): Coding batch 1\./.exec(
      readFileSync(join(commons, 'SYNC.md'), 'utf8'),
    );
    expect([before, after]).toContain(written?.[1]);
    expect(runCli(['lint'], { cwd: commons }).code).toBe(0);
    git(commons, ['commit', '-qam', 'processor focus']);

    // Two concurrent edits of two sections merge section by section.
    git(commons, ['checkout', '-qb', 'producer-side']);
    runCli(['sync', 'set', '--shift', 'Published three entries.', '--actor', 'Producer'], { cwd: commons, env });
    git(commons, ['commit', '-qam', 'producer shift']);
    git(commons, ['checkout', '-q', 'main']);
    runCli(['sync', 'set', '--question', 'Is batch 1 complete?', '--actor', 'Processor'], { cwd: commons, env });
    git(commons, ['commit', '-qam', 'processor question']);
    git(commons, ['merge', '-q', '--no-edit', 'producer-side']);
    const merged = readFileSync(join(commons, 'SYNC.md'), 'utf8');
    expect(merged).toContain('Published three entries.');
    expect(merged).toContain('Is batch 1 complete?');
    expect(merged).not.toContain('<<<<<<<');

    // A foreign edit is rejected.
    writeFileSync(join(commons, 'SYNC.md'), merged.replace('Coding batch 1.', 'Coding nothing.'));
    git(commons, ['add', '-A']);
    r = runCli(['check', '--staged', '--actor', 'Producer'], { cwd: commons, env });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/Producer changed the section of Processor/);
    void commit;
  });
});
