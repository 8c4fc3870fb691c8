import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

/**
 * init registers `handover mcp` with opencode where it wires opencode (issue 33): `mcp.handover` in the project's
 * opencode.json, in the shape opencode 1.18 reads (`type: "local"`, the command and its arguments in one array).
 */
const LOG = '# Handover: lab\n\nAppend-only.\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n';

describe('init --agents opencode: the MCP server entry', () => {
  it('adds mcp.handover to opencode.json, keeps what is there, and a second run changes nothing', () => {
    const kept = { $schema: 'https://opencode.ai/config.json', mcp: { other: { type: 'remote', url: 'https://x' } } };
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'opencode.json': `${JSON.stringify(kept)}\n` } }]);
    const init = () => runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'opencode'], { cwd: dir });
    expect(init().code).toBe(0);
    const first = readFileSync(join(dir, 'opencode.json'), 'utf8');
    const cfg = JSON.parse(first);
    expect(cfg.$schema).toBe(kept.$schema);
    expect(cfg.mcp.other).toEqual(kept.mcp.other);
    expect(cfg.mcp.handover.type).toBe('local');
    expect(cfg.mcp.handover.command.slice(0, 2)).toEqual(['sh', '-c']);
    expect(cfg.mcp.handover.command[2]).toContain('handover');
    expect(init().code).toBe(0);
    expect(readFileSync(join(dir, 'opencode.json'), 'utf8')).toBe(first);
  });

  it('leaves another server named handover alone', () => {
    const theirs = { mcp: { handover: { type: 'local', command: ['their-server'] } } };
    const dir = makeRepo([{ files: { 'HANDOVER.md': LOG, 'opencode.json': `${JSON.stringify(theirs)}\n` } }]);
    expect(runCli(['init', '--role', 'upstream', '--agent', 'lab', '--agents', 'opencode'], { cwd: dir }).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'opencode.json'), 'utf8'))).toEqual(theirs);
  });
});
