import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { jsonForScript, renderHtml } from '../../src/forest/html.js';
import type { ForestReport } from '../../src/forest/index.js';

/** Markup in every string a file can carry: it must stay data. */
const HOSTILE = `</script><script>window.__pwned = 1</script>"><img src=x onerror="window.__pwned = 2">\u2028&amp;`;

const report = (): ForestReport => ({
  root: '/forest',
  generatedAt: '2026-12-03T12:00:00.000Z',
  projects: [
    {
      id: 'lab',
      path: 'lab',
      charter: 'CLAUDE.md',
      parent: null,
      subprojects: [],
      upstreams: [],
      registry: null,
      configError: null,
      clones: [],
      agents: [
        {
          id: 'alice',
          file: 'lab/SYNC.md',
          line: 3,
          focus: HOSTILE,
          blockedOn: HOSTILE,
          next: null,
          blocked: true,
          stale: false,
          lastChanged: null,
        },
      ],
      registryEntries: [],
    },
  ],
  open: [],
  escalations: [],
  capabilities: [],
  blocked: [{ project: 'lab', agent: 'alice', on: HOSTILE, file: 'lab/SYNC.md', line: 3 }],
  disagreements: [],
  timeline: [],
});

describe('forest --format html', () => {
  it('embeds the facts as JSON that no string can end or turn into markup', () => {
    const text = jsonForScript(report());
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(report());
  });

  it('builds the page from the facts with text nodes only: markup in a SYNC field is shown, never run', () => {
    const html = renderHtml(report());
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none';[^"]*connect-src 'none'/,
    );
    const dom = new JSDOM(html, { runScripts: 'dangerously' });
    const { document } = dom.window;
    expect(document.body.getAttribute('data-ready')).toBe('1');
    expect((dom.window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.querySelectorAll('img').length).toBe(0);
    expect(document.querySelectorAll('script').length).toBe(2);
    expect(document.querySelector('#attention .agent')?.textContent).toContain(HOSTILE.replace('\u2028', '\u2028'));
    expect(document.querySelector('#project-lab tr.agent-row')?.textContent).toContain('<img src=x onerror=');
  });
});
