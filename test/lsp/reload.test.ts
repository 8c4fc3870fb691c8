import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repos } from '../adoption/helpers.js';
import { commit } from '../helpers/repo.js';
import { LspClient, type Published } from './client.js';

const repo = repos();
const entry = (seq: number, text: string) => `## ${seq} · 2026-11-29T1${seq}:00:00Z\n\n${text}\n`;
const LOG = `# Handover: lab\n\n${entry(1, 'The run finished.')}\n${entry(2, 'Second.')}`;
const codes = (p: Published) => p.diagnostics.map((d) => d.code);
const uriOf = (dir: string, f: string) => pathToFileURL(join(dir, f)).href;
/** The client capability that lets the server register its file watchers (as VS Code and Neovim 0.10 send it). */
const WATCHING = { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } };

async function start(dir: string): Promise<LspClient> {
  const client = new LspClient(dir, { HANDOVER_AGENT: 'lab' });
  await client.initialize(pathToFileURL(dir).href, WATCHING);
  return client;
}
const open = (c: LspClient, uri: string, text: string) =>
  c.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: 'markdown', version: 1, text },
  });
const change = (c: LspClient, uri: string, version: number, text: string) =>
  c.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri, version },
    contentChanges: [{ text }],
  });
const watched = (c: LspClient, uri: string) =>
  c.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri, type: 2 }] });

describe('handover lsp never runs repository code', () => {
  it.each(['handover.config.js', '.handoverrc.js'])(
    'opening README.md of a clone with %s never loads it; the config file gets a diagnostic with the fix',
    async (name) => {
      const planted =
        "require('node:fs').writeFileSync(require('node:path').join(__dirname, 'RAN'), 'x');\nmodule.exports = {};\n";
      const dir = repo([{ files: { 'README.md': '# A project\n', 'HANDOVER.md': LOG, [name]: planted } }]);
      const c = await start(dir);
      try {
        const config = c.next(uriOf(dir, name));
        await open(c, uriOf(dir, 'README.md'), '# A project\n');
        const [d] = (await config).diagnostics;
        expect(d).toMatchObject({ severity: 1, source: 'handover', code: 'config' });
        expect(d.message).toMatch(
          new RegExp(
            `${name.replace('.', '\\.')} is a JavaScript config, .*the language server reads only JSON or YAML`,
          ),
        );
        expect(d.message).toMatch(/write it as \.handoverrc\.yaml or \.handoverrc\.json/);
        expect(existsSync(join(dir, 'RAN'))).toBe(false);
      } finally {
        await c.close();
      }
    },
  );
});

describe('handover lsp shows what lint fails, on open', () => {
  it('a committed file that lint fails: its findings on didOpen, as warnings marked already in HEAD', async () => {
    const gap = `# Handover: lab\n\n${entry(1, 'One.')}\n${entry(3, 'Three: two is missing.')}`;
    const dir = repo([{ files: { 'HANDOVER.md': gap } }]);
    const c = await start(dir);
    try {
      const uri = uriOf(dir, 'HANDOVER.md');
      await open(c, uri, gap);
      const p = await c.diagnostics(uri);
      expect(codes(p)).toEqual(['handover/sequence']);
      const [d] = p.diagnostics as (Published['diagnostics'][number] & {
        relatedInformation?: { location: { uri: string }; message: string }[];
      })[];
      expect(d.severity).toBe(2);
      expect(d.message).toMatch(/already in HEAD/);
      expect(d.relatedInformation?.[0]).toMatchObject({
        location: { uri },
        message: expect.stringMatching(/^Already in HEAD/),
      });
      // a new error of the editor's text is an error
      await change(c, uri, 2, `${gap}\n${entry(5, 'Five: four is missing.')}`);
      const q = await c.diagnostics(uri, (x) => x.version === 2);
      expect(q.diagnostics.map((x) => [x.code, x.severity])).toEqual([
        ['handover/sequence', 2],
        ['handover/sequence', 1],
      ]);
    } finally {
      await c.close();
    }
  });
});

describe('handover lsp follows HEAD and the config while it runs', () => {
  it('after a commit made while the server runs, a rewrite is judged against the new HEAD', async () => {
    const dir = repo([{ files: { 'HANDOVER.md': LOG } }]);
    const c = await start(dir);
    try {
      const uri = uriOf(dir, 'HANDOVER.md');
      await open(c, uri, LOG);
      await c.diagnostics(uri);
      const three = `${LOG}\n${entry(3, 'Third.')}`;
      await change(c, uri, 2, three);
      expect((await c.diagnostics(uri, (x) => x.version === 2)).diagnostics).toEqual([]);
      commit(dir, { files: { 'HANDOVER.md': three }, message: 'entry 3' });
      await change(c, uri, 3, three.replace('Third.', 'Third, rewritten.'));
      const p = await c.diagnostics(uri, (x) => x.version === 3);
      expect(codes(p)).toEqual(['handover/append-only']);
      expect(p.diagnostics[0].message).toMatch(/Entry 3/);
    } finally {
      await c.close();
    }
  });

  it('when HEAD moves under an unchanged editor (a pull), the watched ref makes it judge the text again', async () => {
    const dir = repo([{ files: { 'HANDOVER.md': LOG } }]);
    const c = await start(dir);
    try {
      const uri = uriOf(dir, 'HANDOVER.md');
      await open(c, uri, LOG);
      expect((await c.diagnostics(uri)).diagnostics).toEqual([]);
      commit(dir, { files: { 'HANDOVER.md': LOG.replace('Second.', 'Second, as pulled.') }, message: 'pulled' });
      const again = c.next(uri);
      await watched(c, uriOf(dir, '.git/refs/heads/main'));
      expect(codes(await again)).toEqual(['handover/append-only']);
    } finally {
      await c.close();
    }
  });

  it('registers its watchers; a config change is picked up without restart, and a broken config shows on the config file', async () => {
    const dir = repo([{ files: { 'HANDOVER.md': LOG } }]);
    const c = await start(dir);
    try {
      const uri = uriOf(dir, 'HANDOVER.md');
      await open(c, uri, LOG);
      await c.diagnostics(uri);
      expect(c.registrations).toEqual([
        expect.objectContaining({
          method: 'workspace/didChangeWatchedFiles',
          registerOptions: {
            watchers: expect.arrayContaining([
              { globPattern: expect.stringContaining('.handoverrc.yaml') },
              { globPattern: '**/.git/HEAD' },
            ]),
          },
        }),
      ]);
      const gap = `${LOG}\n${entry(4, 'Four: three is missing.')}`;
      await change(c, uri, 2, gap);
      expect(codes(await c.diagnostics(uri, (x) => x.version === 2))).toEqual(['handover/sequence']);

      const rc = uriOf(dir, '.handoverrc.yaml');
      writeFileSync(join(dir, '.handoverrc.yaml'), 'rules: { handover/sequence: off }\n');
      let again = c.next(uri);
      await watched(c, rc);
      expect((await again).diagnostics).toEqual([]);

      writeFileSync(join(dir, '.handoverrc.yaml'), 'rules: { handover/sequence: off\n');
      const broken = c.next(rc);
      await watched(c, rc);
      const [d] = (await broken).diagnostics;
      expect(d).toMatchObject({ severity: 1, code: 'config', range: { start: { line: expect.any(Number) } } });
      expect(d.message).toMatch(/\.handoverrc\.yaml:\d+:\d+: not valid YAML .*fix the file/);

      writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: lab\n');
      const cleared = c.next(rc);
      again = c.next(uri);
      await watched(c, rc);
      expect((await cleared).diagnostics).toEqual([]);
      expect(codes(await again)).toEqual(['handover/sequence']);
    } finally {
      await c.close();
    }
  });
});
