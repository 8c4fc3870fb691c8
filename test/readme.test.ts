import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../src/cli/help.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');
const readme = read('README.md');

/** README.md, SECURITY.md and every page under docs/ (not the notes waiting to be folded in). */
function pages(): string[] {
  const out = ['README.md', 'SECURITY.md', 'rules/README.md'];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const rel = join(dir, e.name);
      if (e.isDirectory() && e.name !== '_incoming') walk(rel);
      else if (e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out;
}

/** GitHub's anchor for a heading. */
const slug = (t: string) =>
  t
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

/** The anchors a Markdown page has: its headings outside code fences. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null;
      continue;
    }
    const h = fence === null ? /^#{1,6} (.*)$/.exec(line) : null;
    if (h) out.add(slug(h[1]));
  }
  return out;
}

describe('README, the front door', () => {
  it('is short: under 300 lines, its first screen saying what handover is and the two commands', () => {
    expect(readme.split('\n').length).toBeLessThan(300);
    const first = readme.split('\n').slice(0, 40).join('\n');
    expect(first).toMatch(/coordinate through a few Markdown files/);
    expect(first).toMatch(/npm ci && npm start/);
    expect(readme).toMatch(/^npm test\b/m);
    expect(readme).toMatch(/^handover consume\b/m);
    expect(readme).toMatch(/^handover sync set\b/m);
  });

  it('links every guide and reference page under docs/', () => {
    for (const page of pages().filter((p) => p.startsWith('docs/')))
      expect(readme, `README links ${page}`).toContain(`](${page})`);
  });

  it('every relative link of the README and the docs reaches a file, and its anchor a heading there', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      const text = read(page);
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = path ? join(dirname(page), path) : page;
        if (!existsSync(join(ROOT, file))) broken.push(`${page}: ${target} (no file ${relative('.', file)})`);
        else if (anchor && file.endsWith('.md') && !anchors(read(file)).has(anchor))
          broken.push(`${page}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('docs/reference/commands.md', () => {
  const commands = read('docs/reference/commands.md');
  it('has a section for every command the CLI knows, and no placeholder left', () => {
    for (const name of Object.keys(COMMAND_HELP))
      expect(commands, `docs/reference/commands.md section for ${name}`).toContain(`## handover ${name}\n`);
    expect(commands).not.toContain('_To be written._');
  });
});

describe('install lines', () => {
  it('install from refs the repository has: no tag it does not carry', () => {
    const tags = execFileSync('git', ['tag', '-l'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const page of pages()) {
      const pinned = [...read(page).matchAll(/(?:handover\.git#|handover@|rev: )(v\d[\w.-]*)/g)].map((m) => m[1]);
      expect(
        pinned.filter((t) => !tags.includes(t)),
        page,
      ).toEqual([]);
    }
  });

  it('never installs a package named handover from the registry (none is published: a squatter would be installed)', () => {
    for (const page of pages()) expect(read(page), page).not.toMatch(/npm (?:install|i) (?:-g )?handover(?:\s|@|$)/m);
  });
});
