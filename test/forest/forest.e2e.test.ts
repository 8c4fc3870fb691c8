import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { parseMermaid } from '../helpers/mermaid.js';
import { commit } from '../helpers/repo.js';
import { commitAll, makeForest, REGISTRY } from './fixture.js';

describe('handover forest', () => {
  it('finds every project and subproject of a forest that agrees, and prints a Mermaid chart that parses', async () => {
    const f = makeForest();
    expect(
      runCli(['request', 'ruling', '--to', 'lab', '--subject', 'reference semantics', '--claim', 'a'], {
        cwd: f.at('partner'),
        env: { HANDOVER_AGENT: 'partner' },
      }).code,
    ).toBe(0);
    commitAll(f.at('partner'));
    // a symlink out of the root is never followed, and nothing in the tree runs (a JS config is not loaded)
    symlinkSync('/', join(f.at('partner'), 'escape'));
    mkdirSync(f.at('lab/ops/tool'));
    writeFileSync(
      f.at('lab/ops/tool/handover.config.mjs'),
      `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(f.at('ran'))}, 'x'); export default {};\n`,
    );
    writeFileSync(f.at('lab/ops/tool/AGENTS.md'), '# tool\n');
    const r = runCli(['forest', f.root, '--format', 'json'], { cwd: f.root });
    const report = JSON.parse(r.stdout);
    expect(existsSync(f.at('ran'))).toBe(false);
    expect(report.disagreements).toEqual([
      {
        kind: 'subprojects',
        project: 'lab-ops',
        message: expect.stringMatching(/leaves out tool/),
        file: 'commons/PROJECT_REGISTRY.md',
        line: 26,
      },
      {
        kind: 'config',
        project: 'tool',
        message: expect.stringMatching(
          /^lab\/ops\/tool: handover\.config\.mjs is a JavaScript config, and handover does not run/,
        ),
      },
      {
        kind: 'no-self-entry',
        project: 'tool',
        message: expect.stringMatching(/^tool \(lab\/ops\/tool\) has no \[SELF\] entry/),
      },
    ]);
    expect(r.code).toBe(1);
    rmSync(f.at('lab/ops/tool'), { recursive: true });
    expect(
      report.projects.map((p: { id: string; path: string; parent: string | null }) => [p.id, p.path, p.parent]),
    ).toEqual([
      ['commons', 'commons', null],
      ['lab', 'lab', null],
      ['lab-data', 'lab/data', 'lab'],
      ['lab-data-raw', 'lab/data/raw', 'lab-data'],
      ['lab-ops', 'lab/ops', 'lab'],
      ['tool', 'lab/ops/tool', 'lab-ops'],
      ['partner', 'partner', null],
    ]);
    expect(report.projects.find((p: { id: string }) => p.id === 'partner').upstreams).toEqual([
      // with how far partner consumed lab's log: nothing written there yet
      {
        name: 'lab',
        source: '../lab',
        project: 'lab',
        dialect: 'handover',
        pending: 0,
        lastSeq: 0,
        consumedSeq: 0,
        error: null,
      },
    ]);
    expect(report.open).toMatchObject([{ ref: 'partner#1', to: 'lab', type: 'ruling', stale: false }]);
    expect(report.blocked).toMatchObject([{ project: 'commons', agent: 'partner' }]);

    expect(runCli(['forest', f.root], { cwd: f.root }).code).toBe(0);
    const text = runCli(['forest', f.root], { cwd: f.root }).stdout;
    expect(text).toMatch(/lab \(lab, CLAUDE\.md\) {2}head of lab-data, lab-ops/);
    expect(text).toMatch(/partner#1 ruling → lab on "reference semantics", waiting/);
    expect(text).toMatch(/No disagreements\./);

    const m = runCli(['forest', f.root, '--format', 'mermaid'], { cwd: f.root });
    expect(m.code).toBe(0);
    expect(m.stdout).toMatch(/^flowchart TD\n/);
    expect(m.stdout).toContain('p_lab -->|head of| p_lab_data');
    expect(m.stdout).toContain('p_lab ==>|upstream| p_partner');
    expect(await parseMermaid(m.stdout)).toBe('flowchart-v2');
    await expect(parseMermaid('flowchart TD\n  a[[[ -->\n')).rejects.toThrow();
  });

  it('reports a planted disagreement of each kind and exits 1', async () => {
    const f = makeForest({ labConfig: [] });
    // Subprojects: that do not match the folders, a Head: that does not exist, an Address: that does not resolve
    const registry = REGISTRY.replace('- Subprojects: lab-data; lab-ops', '- Subprojects: lab-data; lab-ghost')
      .replace('- Head: CLAUDE.md', '- Head: CHARTER.md')
      .replace('- Address: ../partner', '- Address: ../partner-old');
    commit(f.at('commons'), { files: { 'PROJECT_REGISTRY.md': registry }, message: 'registry drift' });
    // a project with no [SELF] entry
    mkdirSync(f.at('stray'));
    writeFileSync(f.at('stray/CLAUDE.md'), '# stray\n');
    // an upstream that is not a project, and a copy of lab's live log in partner
    commit(f.at('partner'), {
      files: {
        '.handoverrc.yaml':
          'agent: partner\nregistry: { source: ../commons, ref: main }\nupstreams: { lab: { source: ../lab }, notes: { source: ../notes } }\n',
        'notes/lab-copy.md': '# Handover: lab\n\n## 1 · 2026-12-01T10:00:00Z\n\nCopied.\n',
      },
    });
    const r = runCli(['forest', f.root, '--format', 'json'], { cwd: f.root });
    expect(r.code).toBe(1);
    const d = JSON.parse(r.stdout).disagreements as { kind: string; project: string; message: string }[];
    const kinds = d.map((x) => `${x.kind} ${x.project}`).sort();
    expect(kinds).toEqual([
      'address partner',
      'copied-state partner',
      'head lab',
      'no-self-entry stray',
      'subprojects lab',
      'upstream partner',
    ]);
    expect(d.find((x) => x.kind === 'subprojects')!.message).toMatch(
      /lists lab-ghost, which is not a project folder inside lab and leaves out lab-ops, found inside it/,
    );
    expect(d.find((x) => x.kind === 'copied-state')!.message).toMatch(
      /partner\/notes\/lab-copy\.md is a copy of lab's HANDOVER\.md/,
    );
    const text = runCli(['forest', f.root], { cwd: f.root });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/Disagreements \(6\)/);
    expect(await parseMermaid(runCli(['forest', f.root, '--format', 'mermaid'], { cwd: f.root }).stdout)).toBe(
      'flowchart-v2',
    );
  });

  it('says so when ROOT is not a folder (exit 2)', () => {
    const r = runCli(['forest', '/nonexistent/forest'], { cwd: '/' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a folder/);
  });
});
