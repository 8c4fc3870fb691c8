import { describe, expect, it } from 'vitest';
import { addressSource } from '../../src/requests/facts.js';
import { renderMermaid } from '../../src/forest/render.js';
import type { ForestReport } from '../../src/forest/index.js';
import { parseMermaid } from '../helpers/mermaid.js';

const project = (
  id: string,
  parent: string | null,
  subprojects: string[] = [],
  upstreams: ForestReport['projects'][number]['upstreams'] = [],
) => ({ id, path: id, charter: 'CLAUDE.md', parent, subprojects, upstreams, registry: null, configError: null });

describe('forest --format mermaid', () => {
  it('renders nested trees, upstreams and open requests as a flowchart Mermaid parses, whatever the ids', async () => {
    const report: ForestReport = {
      root: '/x',
      projects: [
        project('lab', null, ['lab.data']),
        project('lab.data', 'lab', ['raw-1']),
        project('raw-1', 'lab.data'),
        project('partner "p"', null, [], [{ name: 'lab', source: '../lab', project: 'lab' }]),
      ],
      open: [
        {
          ref: 'partner#1',
          from: 'partner "p"',
          to: 'ghost',
          type: 'ruling',
          subject: 's',
          timestamp: '2026-12-01T10:00:00Z',
          ageDays: 4,
          stale: true,
        },
      ],
      blocked: [],
      disagreements: [],
    };
    const text = renderMermaid(report);
    expect(text).toContain('subgraph t_p_lab_data["lab.data tree"]');
    expect(text).toContain('p_ghost["ghost (not found)"]');
    expect(await parseMermaid(text)).toBe('flowchart-v2');
  });
});

describe('registry Address: as a peer source', () => {
  it('never hands git a remote helper or another scheme; paths resolve from the registry folder', () => {
    expect(addressSource('ext::sh -c touch% /tmp/pwned', '/r')).toBeNull();
    expect(addressSource('fd::17', '/r')).toBeNull();
    expect(addressSource('javascript:alert(1)', '/r')).toBeNull();
    expect(addressSource('-uhelp', '/r')).toBe('/r/-uhelp');
    expect(addressSource('../lab', '/r/commons')).toBe('/r/lab');
    expect(addressSource('https://example.org/lab.git', null)).toBe('https://example.org/lab.git');
    expect(addressSource('../lab', null)).toBeNull();
  });
});
