import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logText } from '../helpers/handover.js';
import { commit, makeRepo, tempDir } from '../helpers/repo.js';
import { runCli } from '../helpers/cli.js';
import { call, connect, text } from './client.js';

/** A JS config that leaves a file named RAN beside it when anything loads it. */
const PLANTED =
  "require('node:fs').writeFileSync(require('node:path').join(__dirname, 'RAN'), 'x');\nmodule.exports = { agent: 'mal' };\n";
const SYNC = '# Sync\n\n## sub\n\n- **Current focus:** Its own work.\n- **Blocked on:** —\n- **Next action:** More.\n';

/** lab's repository with `sub/`, a subproject that is a clone of its own (own .git, own config and agent). */
function withSubClone(subFiles: Record<string, string>): string {
  const dir = makeRepo([{ files: { 'HANDOVER.md': logText(1), '.handoverrc.yaml': 'agent: lab\n' } }]);
  mkdirSync(join(dir, 'sub'));
  makeRepo([{ files: subFiles }], join(dir, 'sub'));
  return dir;
}

describe('handover mcp never runs repository code', () => {
  it.each(['handover.config.js', 'handover.config.cjs', '.handoverrc.js'])(
    'a %s at the root is named with the fix on every tool and never loaded; the handshake works',
    async (name) => {
      const dir = makeRepo([{ files: { 'HANDOVER.md': logText(1), [name]: PLANTED } }]);
      const c = await connect(dir, 'lab');
      try {
        for (const tool of ['status', 'inbox', 'check', 'consume', 'entries', 'registry', 'explain_rule']) {
          const r = await call(c, tool, tool === 'explain_rule' ? { rule: 'handover/append-only' } : {});
          expect(r.isError, `${tool}: ${text(r)}`).toBe(true);
          expect(text(r)).toContain(`${name} is a JavaScript config`);
          expect(text(r)).toMatch(/write it as \.handoverrc\.yaml or \.handoverrc\.json/);
        }
        expect(existsSync(join(dir, 'RAN'))).toBe(false);
      } finally {
        await c.close();
      }
    },
  );

  it('a status call whose path names a subproject clone with a JS config does not run it', async () => {
    const dir = withSubClone({ 'HANDOVER.md': logText(1, { writer: 'sub' }), 'handover.config.js': PLANTED });
    const c = await connect(dir, 'lab');
    try {
      const r = await call(c, 'status', { path: 'sub' });
      expect(r.isError).toBe(true);
      expect(text(r)).toMatch(/handover\.config\.js is a JavaScript config.*write it as \.handoverrc\.yaml/);
      expect(existsSync(join(dir, 'sub', 'RAN'))).toBe(false);
      // the project's own tools still answer
      expect((await call(c, 'status')).isError).toBeFalsy();
    } finally {
      await c.close();
    }
  });
});

describe('handover mcp acts for its own project and agent only', () => {
  it('a path into a subproject that is its own clone cannot append or write sections there', async () => {
    const sub = {
      'HANDOVER.md': logText(1, { writer: 'sub' }),
      'SYNC.md': SYNC,
      '.handoverrc.yaml': 'agent: sub\n',
    };
    const dir = withSubClone(sub);
    const c = await connect(dir);
    try {
      const a = await call(c, 'append', { text: 'As sub.', path: 'sub' });
      expect(a.isError).toBe(true);
      expect(text(a)).toBe(
        'path "sub" is in sub, a repository of its own, and this server writes only for this project\'s agent; ' +
          'start handover mcp in sub to write there.',
      );
      const s = await call(c, 'sync_set', { focus: 'Taken over.', path: 'sub' });
      expect(s.isError).toBe(true);
      expect(text(s)).toMatch(/a repository of its own/);
      expect(readFileSync(join(dir, 'sub', 'HANDOVER.md'), 'utf8')).toBe(sub['HANDOVER.md']);
      expect(readFileSync(join(dir, 'sub', 'SYNC.md'), 'utf8')).toBe(SYNC);
      // reading it is fine
      expect((await call(c, 'entries', { path: 'sub' })).isError).toBeFalsy();
    } finally {
      await c.close();
    }
  });

  it('sync_set refuses an agent argument in one sentence and writes nothing', async () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC.replace(/sub/g, 'bob'), '.handoverrc.yaml': 'agent: lab\n' } }]);
    const c = await connect(dir, 'lab');
    try {
      const r = await call(c, 'sync_set', { agent: 'bob', focus: 'Not mine.' });
      expect(r.isError).toBe(true);
      expect(text(r)).toMatch(/sync_set takes no agent: every call acts as this server's agent/);
      expect(readFileSync(join(dir, 'SYNC.md'), 'utf8')).toBe(SYNC.replace(/sub/g, 'bob'));
    } finally {
      await c.close();
    }
  });

  it('errors speak in the tool’s own arguments, never in CLI flags', async () => {
    const dir = makeRepo([{ files: { 'HANDOVER.md': logText(1), 'CLAUDE.md': '# lab\n' } }]);
    const c = await connect(dir);
    try {
      const who = await call(c, 'append', { text: 'Who am I?' });
      expect(who.isError).toBe(true);
      expect(text(who)).toMatch(/Cannot tell which agent is acting: set HANDOVER_AGENT in this server's environment/);
      writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: lab\n');
      const ruling = await call(c, 'request', { type: 'ruling', to: 'partner', subject: 'The run' });
      expect(ruling.isError).toBe(true);
      expect(text(ruling)).toMatch(/give claims at least once/);
      const cap = await call(c, 'request', { type: 'capability', to: 'partner', subject: 'Deploy' });
      expect(text(cap)).toMatch(/how reversible it is: reversibility read-only/);
      // a command for a person to run in a shell keeps its flags; nothing else names one
      for (const r of [who, ruling, cap]) expect(text(r).replace(/`[^`]*`/g, '')).not.toMatch(/--[a-z]/);
    } finally {
      await c.close();
    }
  });
});

/** lab and partner side by side; partner asked lab, lab answered: partner's inbox holds the answer. */
function answered(partnerConfig: string): string {
  const root = tempDir('handover-mcp-inbox-');
  const registry =
    '# Project registry\n\n## lab [SELF]\n\n- Owns: experiments\n- Address: ../lab\n\n## partner [SELF]\n\n- Owns: the book\n- Address: ../partner\n';
  for (const p of ['lab', 'partner']) {
    mkdirSync(join(root, p));
    const rc = p === 'partner' ? partnerConfig : `agent: ${p}\n`;
    makeRepo(
      [{ files: { 'CLAUDE.md': `# ${p}\n`, '.handoverrc.yaml': rc, 'PROJECT_REGISTRY.md': registry } }],
      join(root, p),
    );
  }
  const at = (p: string) => join(root, p);
  expect(
    runCli(['request', 'evidence', '--to', 'lab', '--subject', 'the run', 'Show me.'], { cwd: at('partner') }).code,
  ).toBe(0);
  commit(at('partner'), { files: {}, message: 'request' });
  expect(
    runCli(['respond', 'partner#1', '--status', 'done'], { cwd: at('lab'), env: { HANDOVER_AGENT: 'lab' } }).code,
  ).toBe(0);
  commit(at('lab'), { files: {}, message: 'respond' });
  return at('partner');
}

describe('mcp: { write: false } writes nothing', () => {
  it('inbox shows the answers and leaves .last-processed.md alone (a writing server consumes them)', async () => {
    const ro = answered('agent: partner\nmcp: { write: false }\n');
    const c = await connect(ro);
    try {
      const r = await call(c, 'inbox');
      expect(r.isError, text(r)).toBeFalsy();
      expect(r.structuredContent?.answers ?? []).toHaveLength(1);
      expect(r.structuredContent?.answersConsumed).toBe(false);
      expect(existsSync(join(ro, '.last-processed.md'))).toBe(false);
      const { tools } = await c.listTools();
      expect(tools.find((t) => t.name === 'consume')?.annotations?.readOnlyHint).toBe(true);
    } finally {
      await c.close();
    }
    const rw = answered('agent: partner\n');
    const w = await connect(rw);
    try {
      const r = await call(w, 'inbox');
      expect(r.structuredContent?.answersConsumed).toBe(true);
      expect(readFileSync(join(rw, '.last-processed.md'), 'utf8')).toMatch(/lab\/answers:\n {2}seq: 1/);
    } finally {
      await w.close();
    }
  });
});
