import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repos } from '../adoption/helpers.js';
import { runCli } from '../helpers/cli.js';
import { commit } from '../helpers/repo.js';
import { LspClient, type Published } from './client.js';

const repo = repos();
const LOG =
  '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nThe run finished.\n\n## 2 · 2026-11-29T11:00:00Z\n\nSecond.\n';
const codes = (p: Published) => p.diagnostics.map((d) => d.code);

/** Opens HANDOVER.md in a server started in a repo whose HEAD holds LOG, as lab (this clone's agent). */
async function opened(env: Record<string, string> = { HANDOVER_AGENT: 'lab' }) {
  const dir = repo([{ files: { 'HANDOVER.md': LOG } }]);
  const client = new LspClient(dir, env);
  const uri = pathToFileURL(join(dir, 'HANDOVER.md')).href;
  await client.initialize(pathToFileURL(dir).href);
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: 'markdown', version: 1, text: LOG },
  });
  return { dir, client, uri };
}

const change = (client: LspClient, uri: string, version: number, text: string) =>
  client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri, version },
    contentChanges: [{ text }],
  });

describe('handover lsp over stdio (JSON-RPC client)', () => {
  it('answers initialize with its capabilities, publishes on open, and exits 0 on shutdown and exit', async () => {
    const dir = repo([{ files: { 'HANDOVER.md': LOG } }]);
    const client = new LspClient(dir, { HANDOVER_AGENT: 'lab' });
    const init = (await client.initialize(pathToFileURL(dir).href)) as {
      capabilities: { textDocumentSync: number; codeActionProvider: unknown };
    };
    expect(init.capabilities.textDocumentSync).toBe(2);
    expect(init.capabilities.codeActionProvider).toBeTruthy();
    const uri = pathToFileURL(join(dir, 'HANDOVER.md')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'markdown', version: 1, text: LOG },
    });
    expect((await client.diagnostics(uri)).diagnostics).toEqual([]);
    expect(await client.close()).toBe(0);
  });

  it('an edit of an old entry is underlined while typing, as this clone agent, with the rule page', async () => {
    const { client, uri } = await opened();
    await change(client, uri, 2, LOG.replace('The run finished.', 'The run finished late.'));
    const p = await client.diagnostics(uri, (x) => x.version === 2);
    expect(codes(p)).toEqual(['handover/append-only']);
    const [d] = p.diagnostics;
    expect(d).toMatchObject({ severity: 1, source: 'handover', range: { start: { line: 2 } } });
    expect(d.codeDescription?.href).toMatch(/^https:\/\/.*\/rules\/handover\/append-only\.md$/);
    // the static rules too, on the text as it stands
    await change(client, uri, 3, `${LOG}\n## 4 · 2026-11-29T12:00:00Z\n\nSkipped one.\n`);
    expect(codes(await client.diagnostics(uri, (x) => x.version === 3))).toEqual(['handover/sequence']);
    await client.close();
  });

  it('offers "undo and append a correction instead"; applying it clears the diagnostic', async () => {
    const { client, uri } = await opened();
    const edited = LOG.replace('The run finished.', 'The run finished late.');
    await change(client, uri, 2, edited);
    const p = await client.diagnostics(uri, (x) => x.version === 2);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: p.diagnostics[0].range,
      context: { diagnostics: p.diagnostics },
    })) as {
      title: string;
      isPreferred?: boolean;
      edit: { changes: Record<string, { range: unknown; newText: string }[]> };
    }[];
    expect(actions.map((a) => a.title)).toEqual([
      'Undo the edit of entry 1 and append a correction instead (entry 3, Corrects: #1)',
      'Undo the edit of entry 1 (restore it as in HEAD)',
    ]);
    expect(actions[0].isPreferred).toBe(true);
    const [edit] = actions[0].edit.changes[uri];
    // the edit runs from entry 1 to the end of the file: apply it as an editor would
    const lines = edited.split('\n');
    const { start } = edit.range as { start: { line: number; character: number } };
    const fixed = `${lines.slice(0, start.line).join('\n')}\n${edit.newText}`;
    expect(fixed.startsWith(LOG)).toBe(true);
    expect(fixed).toMatch(
      /\n## 3 · \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ · Correction\n\nCorrects: #1\n\nThe run finished late\.\n$/,
    );
    await change(client, uri, 3, fixed);
    expect((await client.diagnostics(uri, (x) => x.version === 3)).diagnostics).toEqual([]);
    await client.close();
  });

  it("another agent's edit is judged as that agent's: observer may not write lab's log", async () => {
    const { client, uri } = await opened({ HANDOVER_AGENT: 'observer' });
    await change(client, uri, 2, `${LOG}\n## 3 · 2026-11-29T12:00:00Z\n\nNot mine to write.\n`);
    expect(codes(await client.diagnostics(uri, (x) => x.version === 2))).toEqual(['handover/single-writer']);
    await client.close();
  });

  it('a file that is not a protocol file gets no diagnostics', async () => {
    const { client, dir, uri } = await opened();
    const other = pathToFileURL(join(dir, 'NOTES.md')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: other, languageId: 'markdown', version: 1, text: '## 3 · nonsense\n' },
    });
    await change(client, uri, 2, LOG);
    await client.diagnostics(uri, (x) => x.version === 2);
    expect(client.published.filter((p) => p.uri === other)).toEqual([]);
    await client.close();
  });
});

describe("the Claude Code plugin's language server (plugins/handover/.claude-plugin/plugin.json lspServers)", () => {
  const RUN = fileURLToPath(new URL('../../plugins/handover/lsp/run', import.meta.url));
  const plugin = JSON.parse(
    readFileSync(new URL('../../plugins/handover/.claude-plugin/plugin.json', import.meta.url), 'utf8'),
  ) as { lspServers: Record<string, { command: string; args: string[]; extensionToLanguage: Record<string, string> }> };

  it('declares the server for Markdown files, run through the clone launcher init wrote', async () => {
    expect(plugin.lspServers.handover).toEqual({
      command: '/bin/sh',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Claude Code expands this variable, not JavaScript
      args: ['${CLAUDE_PLUGIN_ROOT}/lsp/run'],
      extensionToLanguage: { '.md': 'markdown' },
    });
    const dir = repo([{ files: { 'notes.txt': 'x\n' } }]);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: dir }).code).toBe(0);
    commit(dir, { files: {}, message: 'init\n\nHandover-Agent: lab' });
    const client = new LspClient(dir, { PATH: '/usr/bin:/bin' }, ['/bin/sh', RUN]);
    const uri = pathToFileURL(join(dir, 'HANDOVER.md')).href;
    await client.initialize(pathToFileURL(dir).href);
    const text = readFileSync(join(dir, 'HANDOVER.md'), 'utf8');
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri,
        languageId: 'markdown',
        version: 1,
        text: text.replace(/\n\n/, '\n\nA new line in the preamble.\n\n'),
      },
    });
    expect(codes(await client.diagnostics(uri))).toContain('handover/append-only');
    expect(await client.close()).toBe(0);
  });

  it('outside a set-up clone it says what to run and exits 2', () => {
    const dir = repo([{ files: { 'a.md': 'a\n' } }]);
    const r = spawnSync('/bin/sh', [RUN], { cwd: dir, encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/run handover init/);
  });
});
