import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';
import { escapeControl, redactUrl } from '../../src/display.js';

const OSC52 = '\u001b]52;c;ZWNobyBwd25lZA==\u0007';
const sec = (id: string, focus: string, blocked = '—') =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** ${blocked}\n- **Next action:** N.\n`;

describe('credentials in upstream URLs are never shown', () => {
  it('redactUrl hides passwords and http(s) tokens, keeps ssh user names and plain text', () => {
    expect(redactUrl('fetching https://alice:secret@example.org/x.git failed')).toBe(
      'fetching https://alice:***@example.org/x.git failed',
    );
    expect(redactUrl('https://ghp_token@github.com/o/r.git')).toBe('https://***@github.com/o/r.git');
    expect(redactUrl('ssh://git@example.org/r.git and ../lab')).toBe('ssh://git@example.org/r.git and ../lab');
  });

  it('consume, status (text and json) and the SessionStart hook show the source without its password', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml':
            'agent: obs\nupstreams:\n  lab:\n    source: "https://alice:s3cr3t-pw@127.0.0.1:1/lab.git"\n',
        },
      },
    ]);
    const runs = [
      runCli(['consume'], { cwd: dir }),
      runCli(['status'], { cwd: dir }),
      runCli(['status', '--format', 'json'], { cwd: dir }),
      runCli(['hook', 'claude-session-start'], {
        cwd: dir,
        input: JSON.stringify({ hook_event_name: 'SessionStart', source: 'startup', session_id: 's', cwd: dir }),
      }),
    ];
    for (const r of runs) {
      expect(r.stdout + r.stderr).toContain('https://alice:***@127.0.0.1:1/lab.git');
      expect(r.stdout + r.stderr).not.toContain('s3cr3t-pw');
    }
  });
});

describe("terminal escape sequences from another agent's text are shown, never obeyed", () => {
  it('escapeControl keeps newline and tab, escapes ESC, BEL, CR, DEL, C1 and bidi overrides', () => {
    expect(escapeControl(`a${OSC52}\tb\nc\r\u009b\u202e`)).toBe(
      'a\\x1b]52;c;ZWNobyBwd25lZA==\\x07\tb\nc\\x0d\\x9b\\u{202e}',
    );
  });

  it('sync show and status escape them; their JSON output keeps the exact text', () => {
    const sync = `# Sync\n\nEach agent writes only its own section.\n\n${sec('lab', `Clipboard ${OSC52} grab.`, `evil ${OSC52}`)}`;
    const dir = makeRepo([{ files: { 'SYNC.md': sync } }]);
    for (const args of [['sync', 'show'], ['status']]) {
      const r = runCli(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code: r.code === 1 ? 1 : 0 });
      expect(r.stdout).not.toContain('\u001b');
      expect(r.stdout).not.toContain('\u0007');
      expect(r.stdout).toContain('\\x1b]52;c;');
    }
    const json = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout) as {
      agents: { focus: string }[];
    };
    expect(json.agents[0].focus).toBe(`Clipboard ${OSC52} grab.`);
  });

  it('consume escapes them in markdown and keeps them exact in json; lint messages are escaped too', () => {
    const up = makeRepo([
      { files: { 'HANDOVER.md': `# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nCopy this ${OSC52} now.\n` } },
    ]);
    const down = makeRepo([
      { files: { '.handoverrc.yaml': `upstreams:\n  lab:\n    source: ${JSON.stringify(up)}\n` } },
    ]);
    const md = runCli(['consume', '--dry-run'], { cwd: down });
    expect(md.code).toBe(0);
    expect(md.stdout).not.toContain('\u001b');
    expect(md.stdout).toContain('Copy this \\x1b]52;c;ZWNobyBwd25lZA==\\x07 now.');
    const json = runCli(['consume', '--dry-run', '--format', 'json'], { cwd: down });
    expect(json.stdout).toContain(JSON.stringify(`Copy this ${OSC52} now.`).slice(1, -1));
    const bad = makeRepo([{ files: { 'SYNC.md': `# Sync\n\n${sec('lab', 'F.')}\n${sec(`lab${OSC52}`, 'G.')}` } }]);
    const lint = runCli(['lint'], { cwd: bad });
    expect(lint.stdout + lint.stderr).not.toContain('\u001b');
  });
});

describe('file-system errors are one sentence naming the file, exit 2 (never "internal error")', () => {
  it('a file where .git/handover should be a folder; a directory named .gitattributes for init', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': `# Sync\n\n${sec('lab', 'F.')}` } }]);
    writeFileSync(join(dir, '.git', 'handover'), 'in the way');
    const r = runCli(['sync', 'set', '--focus', 'New.'], { cwd: dir, env: { HANDOVER_AGENT: 'lab' } });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/internal error|This is a bug|^\s+at /m);
    expect(r.stderr).toMatch(/\.git\/handover/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    const init = makeRepo();
    mkdirSync(join(init, '.gitattributes'));
    const i = runCli(['init', '--role', 'upstream', '--agent', 'lab'], { cwd: init });
    expect(i.code).toBe(2);
    expect(i.stderr).toMatch(/\.gitattributes is a directory/);
    expect(i.stderr).not.toMatch(/internal error/);
  });
});
