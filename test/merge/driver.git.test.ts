import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitAndPush, DRIVER, pullMerge, twoClones } from '../helpers/clones.js';
import { commit, git } from '../helpers/repo.js';

const section = (id: string, focus: string, next = 'Carry on.') =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** —\n- **Next action:** ${next}\n`;
const SYNC = `# Sync\n\nEach agent writes only its own section.\n\n${section('partner', 'Drafting.')}\n${section('observer', 'Recording.')}`;
const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');

describe('merge driver in real clones of one commons repo', () => {
  it('registers idempotently: attributes committed once, driver set in each clone', async () => {
    const { a } = await twoClones({ 'SYNC.md': SYNC });
    const attrs = read(a, '.gitattributes');
    expect(attrs.split('\n').filter((l) => l === 'SYNC.md merge=handover')).toHaveLength(1);
    expect(git(a, ['config', 'merge.handover.driver']).trim()).toMatch(/merge-driver %O %A %B %P$/);
    expect(git(a, ['status', '--porcelain'])).toBe('');
  });

  it('both add a section at the end: a clean merge that keeps both', async () => {
    const { a, b } = await twoClones({ 'SYNC.md': SYNC });
    commitAndPush(a, { 'SYNC.md': `${SYNC}\n${section('lab', 'Running 15.')}` });
    commit(b, { files: { 'SYNC.md': `${SYNC}\n${section('critic', 'Reviewing.')}` } });
    const r = pullMerge(b);
    expect(r.output).not.toMatch(/CONFLICT/);
    expect(r.code).toBe(0);
    const merged = read(b, 'SYNC.md');
    expect(merged).toBe(`${SYNC}\n${section('critic', 'Reviewing.')}\n${section('lab', 'Running 15.')}`);
    expect(runCli(['lint', 'SYNC.md'], { cwd: b }).code).toBe(0);
  });

  it('edits to adjacent sections merge cleanly', async () => {
    const { a, b } = await twoClones({ 'SYNC.md': SYNC });
    commitAndPush(a, {
      'SYNC.md': SYNC.replace('Drafting.', 'Drafting chapter 2.').replace(
        '- **Next action:** Carry on.\n\n## observer',
        '- **Next action:** Send it.\n\n## observer',
      ),
    });
    commit(b, {
      files: {
        'SYNC.md': SYNC.replace(
          '## observer\n\n- **Current focus:** Recording.',
          '## observer\n\n- **Current focus:** Editing session 14.',
        ),
      },
    });
    const r = pullMerge(b);
    expect(r.code).toBe(0);
    const merged = read(b, 'SYNC.md');
    expect(merged).toContain('Drafting chapter 2.');
    expect(merged).toContain('- **Next action:** Send it.');
    expect(merged).toContain('Editing session 14.');
    expect(merged).not.toContain('<<<<<<<');
  });

  it('both edit one section: a conflict confined to that section, other sections merged', async () => {
    const { a, b } = await twoClones({ 'SYNC.md': SYNC });
    commitAndPush(a, { 'SYNC.md': SYNC.replace('Recording.', 'Recording 15.').replace('Drafting.', 'Drafting 3.') });
    commit(b, { files: { 'SYNC.md': `${SYNC.replace('Recording.', 'Publishing 14.')}\n${section('lab', 'New.')}` } });
    const r = pullMerge(b);
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/CONFLICT/);
    expect(r.output).toContain('section "observer"');
    const merged = read(b, 'SYNC.md');
    const block = merged.slice(merged.indexOf('<<<<<<<'), merged.indexOf('>>>>>>>'));
    expect(merged.match(/^<<<<<<< /gm)).toHaveLength(1);
    expect(block).toContain('## observer');
    expect(block).not.toContain('## partner');
    expect(block).not.toContain('## lab');
    expect(block).toContain('Recording 15.');
    expect(block).toContain('Publishing 14.');
    // Outside the block: theirs' partner change and ours' new section both applied.
    expect(merged).toContain('Drafting 3.');
    expect(merged).toContain('## lab');
  });

  it('registry: both add an entry, a clean merge with both', async () => {
    const REG = '# Project registry\n\n## ml-lab [SELF]\n\n- Owns: models\n- Address: ../ml-lab\n';
    const { a, b } = await twoClones({ 'PROJECT_REGISTRY.md': REG });
    commitAndPush(a, { 'PROJECT_REGISTRY.md': `${REG}\n## web [SELF]\n\n- Owns: site\n- Address: ../web\n` });
    commit(b, {
      files: { 'PROJECT_REGISTRY.md': `${REG}\n## jobs [RELAYED by b]\n\n- Owns: job search\n- Address: ../jobs\n` },
    });
    expect(pullMerge(b).code).toBe(0);
    const merged = read(b, 'PROJECT_REGISTRY.md');
    expect(merged).toContain('## web [SELF]');
    expect(merged).toContain('## jobs [RELAYED by b]');
    expect(runCli(['lint', 'PROJECT_REGISTRY.md'], { cwd: b }).code).toBe(0);
  });

  it('two clones of one upstream both append to HANDOVER.md: every entry kept, sequence valid', async () => {
    const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';
    const { a, b } = await twoClones({ 'HANDOVER.md': LOG, '.handoverrc.json': '{"agent":"lab"}' });
    commitAndPush(a, { 'HANDOVER.md': `${LOG}\n## 2 · 2026-11-29T11:00:00Z · From A\n\nA wrote this.\n` });
    commit(b, {
      files: {
        'HANDOVER.md':
          LOG +
          '\n## 2 · 2026-11-29T10:30:00Z\n\nB wrote this.\n\n## 3 · 2026-11-29T10:45:00Z · B again\n\nAnd this.\n',
      },
    });
    const r = pullMerge(b);
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/renumbered ours' #2–#3 to #3–#4/);
    const merged = read(b, 'HANDOVER.md');
    expect(merged).toBe(
      LOG +
        '\n## 2 · 2026-11-29T11:00:00Z · From A\n\nA wrote this.\n\n## 3 · 2026-11-29T10:30:00Z\n\nB wrote this.\n\n## 4 · 2026-11-29T10:45:00Z · B again\n\nAnd this.\n',
    );
    const lint = runCli(['lint', 'HANDOVER.md', '--format', 'json'], { cwd: b });
    expect(lint.code).toBe(0);
    const errors = JSON.parse(lint.stdout)[0].messages.filter((m: { severity: number }) => m.severity === 2);
    expect(errors).toEqual([]);
  });

  it('an edit to an old HANDOVER.md entry on one side is a conflict, even if git could merge the lines', async () => {
    const LOG =
      '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n';
    const { a, b } = await twoClones({ 'HANDOVER.md': LOG });
    commitAndPush(a, { 'HANDOVER.md': `${LOG}\n## 3 · 2026-11-29T12:00:00Z\n\nThird.\n` });
    commit(b, { files: { 'HANDOVER.md': LOG.replace('First.', 'First, rewritten.') } });
    const r = pullMerge(b);
    expect(r.code).not.toBe(0);
    expect(r.output).toContain('entry 1 was edited or removed (on our side)');
    const merged = read(b, 'HANDOVER.md');
    expect(merged).toContain('## 3 · 2026-11-29T12:00:00Z');
    const block = merged.slice(merged.indexOf('<<<<<<<'), merged.indexOf('>>>>>>>'));
    expect(block).toContain('First, rewritten.');
    expect(block).toContain('First.\n');
    expect(block).not.toContain('Second.');
  });

  it('a driver that fails leaves ours as git gave it, and git reports a conflict', async () => {
    const { a, b } = await twoClones({ 'SYNC.md': SYNC });
    // Registered with too few arguments, the driver exits 2 before touching anything.
    git(b, ['config', 'merge.handover.driver', `${DRIVER} %O %A`]);
    commitAndPush(a, { 'SYNC.md': `${SYNC}\n${section('lab', 'Running 15.')}` });
    const ours = `${SYNC}\n${section('critic', 'Reviewing.')}`;
    commit(b, { files: { 'SYNC.md': ours } });
    const r = pullMerge(b);
    expect(r.code).not.toBe(0);
    expect(r.output).toContain('merge-driver takes %O %A %B');
    expect(read(b, 'SYNC.md')).toBe(ours);
    expect(git(b, ['status', '--porcelain'])).toContain('UU SYNC.md');
  });
});
