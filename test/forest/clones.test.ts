import { rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { parseMermaid } from '../helpers/mermaid.js';
import { git, tempDir } from '../helpers/repo.js';
import { makeForest } from './fixture.js';

/** The forest of fixture.ts, plus two agents' clones of the commons, and an upstream named by a file:// URL. */
function forestWithClones() {
  const f = makeForest();
  for (const agent of ['lab', 'partner']) {
    git(f.root, ['clone', '-q', f.at('commons'), `commons-${agent}`]);
    git(f.at(`commons-${agent}`), ['config', 'handover.agent', agent]);
  }
  const bare = tempDir('handover-bare-');
  git(bare, ['clone', '-q', '--bare', f.at('lab'), 'lab.git']);
  const url = pathToFileURL(`${bare}/lab.git`).href;
  const cfg = `agent: partner\nregistry: { source: ../commons, ref: main }\nupstreams: { lab: { source: '${url}', ref: main }, ext: { source: 'file:///nowhere/ext.git' } }\n`;
  git(f.at('partner'), ['rm', '-q', '--cached', '.handoverrc.yaml']);
  writeFileSync(`${f.at('partner')}/.handoverrc.yaml`, cfg);
  git(f.at('partner'), ['add', '-A']);
  git(f.at('partner'), ['commit', '-q', '-m', 'lab through the server']);
  return { ...f, bare };
}

describe('forest over a forest with clones', () => {
  const f = forestWithClones();
  afterAll(() => {
    rmSync(f.root, { recursive: true, force: true });
    rmSync(f.bare, { recursive: true, force: true });
  });

  it('is one project per repository, each clone listed under it: counts, blocked agents and findings once', () => {
    const r = runCli(['forest', '--format', 'json'], { cwd: f.root });
    const report = JSON.parse(r.stdout);
    const ids = report.projects.map((p: { id: string }) => p.id);
    expect(ids.filter((id: string) => id === 'commons')).toEqual(['commons']);
    expect(ids.sort()).toEqual(['commons', 'lab', 'lab-data', 'lab-data-raw', 'lab-ops', 'partner']);
    expect(report.projects.find((p: { id: string }) => p.id === 'commons').clones).toEqual([
      'commons-lab',
      'commons-partner',
    ]);
    expect(report.blocked).toEqual([
      {
        project: 'commons',
        agent: 'partner',
        on: "lab's ruling on reference semantics",
        file: 'commons/SYNC.md',
        line: 3,
      },
    ]);
    const kinds = report.disagreements.map((d: { kind: string; project: string }) => `${d.kind}:${d.project}`);
    expect(new Set(kinds).size).toBe(kinds.length);
    // the upstream through the server is lab itself
    const partner = report.projects.find((p: { id: string }) => p.id === 'partner');
    expect(partner.upstreams.find((u: { name: string }) => u.name === 'lab').project).toBe('lab');
    const text = runCli(['forest'], { cwd: f.root }).stdout;
    expect(text).toMatch(/^Forest under \S+: 6 projects\n/);
    expect(text).toMatch(
      / {2}commons \(commons, CLAUDE\.md\)[^\n]*\n {4}clone: commons-lab\n {4}clone: commons-partner\n/,
    );
    expect(text.match(/partner \(commons's SYNC\.md\) blocked/g)).toHaveLength(1);
  });

  it('declares each Mermaid node once, and draws an upstream whose source is a file:// URL', async () => {
    const text = runCli(['forest', '--format', 'mermaid'], { cwd: f.root }).stdout;
    expect(text.match(/^\s*p_commons\["commons"\]$/gm)).toHaveLength(1);
    expect(text).toContain('p_lab ==>|upstream| p_partner');
    expect(text).toMatch(
      /u_p_ext_\w+\["ext \(file:\/\/\/nowhere\/ext\.git\)"\]\n {2}u_p_ext_\w+ ==>\|upstream\| p_partner/,
    );
    expect(await parseMermaid(text)).toBe('flowchart-v2');
  });
});
