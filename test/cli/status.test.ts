import { chmodSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { skipUnlessCi } from '../helpers/tools.js';
import { runCli, UNPRIVILEGED } from '../helpers/cli.js';
import { git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';
import { entryDigest, parseHandover, sourceFromBytes } from '../../src/models/index.js';

const LOG = (n: number) =>
  '# Handover: lab\n\n' +
  Array.from({ length: n }, (_, i) => `## ${i + 1} · 2026-11-29T1${i}:00:00Z\n\nEntry ${i + 1}.\n`).join('\n');
/** A marker whose digest matches entry `seq` of LOG, as consume would have written it. */
const marker = (seq: number) => {
  const digest = entryDigest(parseHandover(sourceFromBytes('HANDOVER.md', LOG(seq))).entries[seq - 1].chunk.text);
  return `---\nlab:\n  seq: ${seq}\n  at: 2026-11-29T15:00:00Z\n  digest: ${digest}\n---\n# Last processed\n\n- lab: entry ${seq}\n`;
};
const sec = (id: string, blocked = '—') =>
  `## ${id}\n\n- **Current focus:** Work.\n- **Blocked on:** ${blocked}\n- **Next action:** More.\n`;

function world() {
  const top = tempDir('handover-status-');
  for (const d of ['lab', 'me', 'plain']) mkdirSync(join(top, d));
  const lab = makeRepo([{ files: { 'HANDOVER.md': LOG(2) } }, { files: { 'HANDOVER.md': LOG(5) } }], join(top, 'lab'));
  writeFiles(lab, { 'HANDOVER.md': LOG(7) }); // uncommitted: status reads the upstream at its ref
  const _plain = makeRepo([{ files: { 'HANDOVER.md': LOG(1) } }], join(top, 'plain'));
  const me = makeRepo(
    [
      {
        files: {
          '.handoverrc.json': JSON.stringify({
            upstreams: { lab: { source: '../lab' }, plain: { source: '../plain' } },
          }),
          '.last-processed.md': marker(3),
          'SYNC.md': `# Sync\n\n${sec('partner')}\n${sec('observer', "lab's entry for run 15")}`,
          'PROJECT_REGISTRY.md':
            '# Project registry\n\n## ml-lab [SELF]\n\n- Owns: models\n\n## quant [SELF]\n\n- Owns: models\n- Address: ../q\n',
        },
      },
    ],
    join(top, 'me'),
  );
  return { top, lab, me };
}

describe('handover status', () => {
  it('shows per upstream what is not consumed, blocked agents, registry problems; exit 0', () => {
    const { me } = world();
    const r = runCli(['status', '--format', 'json'], { cwd: me });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.upstreams).toEqual([
      {
        name: 'lab',
        lastSeq: 5,
        consumedSeq: 3,
        pending: 2,
        dialect: 'handover',
        lastId: null,
        consumedId: null,
        error: null,
      },
      {
        name: 'plain',
        lastSeq: 1,
        consumedSeq: 0,
        pending: 1,
        dialect: 'handover',
        lastId: null,
        consumedId: null,
        error: null,
      },
    ]);
    expect(s.sync.agents[0]).toMatchObject({ id: 'observer', blocked: true });
    expect(s.registry.messages.map((m: { ruleId: string }) => m.ruleId).sort()).toEqual([
      'registry/fields',
      'registry/subject-overlap',
    ]);
    const text = runCli(['status'], { cwd: me }).stdout;
    expect(text).toContain('lab    2 not consumed (consumed up to entry 3, last entry 5)');
    expect(text).toContain("observer  blocked on: lab's entry for run 15");
    expect(text).toContain('registry/subject-overlap');
  });

  it('an upstream that cannot be read is reported, the rest still shown, exit 2', () => {
    const { me } = world();
    writeFiles(me, {
      '.handoverrc.json': JSON.stringify({
        upstreams: { lab: { source: '../lab', ref: 'nope' }, gone: { source: '../gone' } },
      }),
    });
    const r = runCli(['status', '--format', 'json'], { cwd: me });
    expect(r.code).toBe(2);
    const s = JSON.parse(r.stdout);
    expect(s.upstreams[0].error).toMatch(/the ref "nope" does not exist/);
    expect(s.upstreams[1].error).toMatch(/gone does not exist/);
    expect(s.sync.agents).toHaveLength(2);
  });

  it('an unreadable SYNC.md is an error (exit 2), the rest still shown', (ctx) => {
    if (!UNPRIVILEGED.ok) return skipUnlessCi(ctx, UNPRIVILEGED.reason);
    const { me } = world();
    chmodSync(dirname(me), 0o755); // the temp folder, for the unprivileged user the CLI runs as under root
    chmodSync(join(me, 'SYNC.md'), 0o000);
    const r = runCli(['status', '--format', 'json'], { cwd: me, unprivileged: true });
    expect(r.code, r.stderr).toBe(2);
    const s = JSON.parse(r.stdout);
    expect(s.sync.error).toContain('cannot be read');
    expect(s.upstreams.map((u: { name: string }) => u.name)).toEqual(['lab', 'plain']);
  });

  it('no protocol files at all is fine (exit 0)', () => {
    const empty = makeRepo();
    const r = runCli(['status'], { cwd: empty });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('none configured');
    expect(r.stdout).toContain('no SYNC.md');
    expect(git(empty, ['status', '--porcelain'])).toBe('');
  });
});

describe('status names the config key that exists', () => {
  it('a commons registry that cannot be read is registry.source, not upstreams.registry.source', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml': 'agent: observer\nregistry: { source: ../no-commons, ref: main }\n',
          'REQUESTS.md': '# Requests: observer\n',
        },
      },
    ]);
    const r = runCli(['status'], { cwd: dir });
    expect(r.stdout).toMatch(/fix registry\.source in the handover config/);
    expect(r.stdout + r.stderr).not.toMatch(/upstreams\.registry/);
  });
});
