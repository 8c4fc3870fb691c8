import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { git, makeRepo, tempDir, writeFiles } from '../helpers/repo.js';
import { lockPathFor } from '../../src/fsutil.js';

const sec = (id: string, focus: string, blocked = '—', next = 'Carry on.') =>
  `## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** ${blocked}\n- **Next action:** ${next}\n`;
const SYNC = `# Sync\n\nEach agent writes only its own section.\n\n${sec('partner', 'Drafting.')}\n${sec('observer', 'Recording.', 'lab, run 15')}\n${sec('lab', 'Running.')}`;
const as = (agent: string) => ({ env: { HANDOVER_AGENT: agent } });
const read = (dir: string, f = 'SYNC.md') => readFileSync(join(dir, f));

describe('handover sync set', () => {
  it("rewrites only the actor's field values; every other byte (BOM, CRLF, other sections) stays", () => {
    const crlf = `\uFEFF${SYNC.replace(/\n/g, '\r\n')}`;
    const dir = makeRepo([{ files: { 'SYNC.md': crlf } }]);
    const r = runCli(['sync', 'set', '--focus', 'Editing session 14.', '--next', 'Publish it.'], {
      cwd: dir,
      ...as('observer'),
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const want = crlf
      .replace('Recording.', 'Editing session 14.')
      .replace('lab, run 15\r\n- **Next action:** Carry on.', 'lab, run 15\r\n- **Next action:** Publish it.');
    expect(read(dir).equals(Buffer.from(want, 'utf8'))).toBe(true);
    expect(runCli(['lint', 'SYNC.md'], { cwd: dir }).code).toBe(0);
  });

  it('keeps the values of fields not given, and a multi-line value is replaced whole', () => {
    const text = SYNC.replace('- **Current focus:** Drafting.', '- **Current focus:** Drafting the\n  long chapter.');
    const dir = makeRepo([{ files: { 'SYNC.md': text } }]);
    expect(runCli(['sync', 'set', '--blocked', 'observer'], { cwd: dir, ...as('partner') }).code).toBe(0);
    expect(read(dir).toString()).toBe(
      text.replace(
        '## partner\n\n- **Current focus:** Drafting the\n  long chapter.\n- **Blocked on:** —',
        '## partner\n\n- **Current focus:** Drafting the\n  long chapter.\n- **Blocked on:** observer',
      ),
    );
    expect(runCli(['sync', 'set', '--focus', 'Short.'], { cwd: dir, ...as('partner') }).code).toBe(0);
    expect(read(dir).toString()).toContain(
      '## partner\n\n- **Current focus:** Short.\n- **Blocked on:** observer\n- **Next action:** Carry on.\n\n## observer',
    );
  });

  it('moves a field date to today, and writes a configured path in a folder that does not exist yet', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': '{"files":{"sync":"coord/SYNC.md"}}' } }]);
    expect(runCli(['sync', 'set', '--focus', 'F.', '--next', 'N.'], { cwd: dir, ...as('lab') }).code).toBe(0);
    expect(read(dir, 'coord/SYNC.md').toString()).toContain('## lab');
    writeFileSync(
      join(dir, 'coord/SYNC.md'),
      '# Sync\n\n## lab\n\n- **Current focus** (2026-01-02): Old.\n- **Blocked on:** —\n- **Next action:** N.\n',
    );
    // The UTC day before and after the run: the date written is one of them, even across midnight.
    const before = new Date().toISOString().slice(0, 10);
    expect(runCli(['sync', 'set', '--focus', 'New.'], { cwd: dir, ...as('lab') }).code).toBe(0);
    const after = new Date().toISOString().slice(0, 10);
    const written = /- \*\*Current focus\*\* \((\d{4}-\d{2}-\d{2})\): New\.\n/.exec(
      read(dir, 'coord/SYNC.md').toString(),
    );
    expect([before, after]).toContain(written?.[1]);
  });

  it('creates the section at the end when absent, and the file when there is none', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC.trimEnd() } }]);
    expect(
      runCli(['sync', 'set', '--focus', 'Joining.', '--next', 'Read the log.'], { cwd: dir, ...as('critic') }).code,
    ).toBe(0);
    expect(read(dir).toString()).toBe(`${SYNC.trimEnd()}\n\n${sec('critic', 'Joining.', '—', 'Read the log.')}`);
    const empty = makeRepo();
    const r = runCli(['sync', 'set', '--focus', 'F.', '--next', 'N.', '--blocked', 'lab'], {
      cwd: empty,
      ...as('scout'),
    });
    expect(r.code).toBe(0);
    expect(read(empty).toString()).toBe(
      `# Sync\n\nEach agent writes only its own section.\n\n${sec('scout', 'F.', 'lab', 'N.')}`,
    );
    expect(runCli(['lint', 'SYNC.md'], { cwd: empty }).code).toBe(0);
  });

  it('refuses an empty Current focus or Next action with exit 1 and writes nothing', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    for (const args of [
      ['--focus', ''],
      ['--next', '   '],
      ['--focus', 'x', '--next', ''],
    ]) {
      const r = runCli(['sync', 'set', ...args], { cwd: dir, ...as('partner') });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/may not be empty.*nothing was written/);
    }
    // A new section needs both.
    const r = runCli(['sync', 'set', '--focus', 'x'], { cwd: dir, ...as('newcomer') });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('needs --next');
    expect(read(dir).toString()).toBe(SYNC);
  });

  it('refuses values that would break the structure (line breaks, control characters) with exit 2', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    for (const v of ['two\nlines', 'cr\rhere', 'nul\u0001']) {
      const r = runCli(['sync', 'set', '--focus', v], { cwd: dir, ...as('partner') });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('one line');
    }
    expect(read(dir).toString()).toBe(SYNC);
  });

  it('a value that looks like Markdown structure (# heading, ## section, fence) stays inside the field', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    expect(runCli(['sync', 'set', '--focus', '## not a heading ``` # nor this'], { cwd: dir, ...as('lab') }).code).toBe(
      0,
    );
    const show = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout);
    expect(show.agents.map((a: { id: string }) => a.id).sort()).toEqual(['lab', 'observer', 'partner']);
    expect(show.agents.find((a: { id: string }) => a.id === 'lab').focus).toBe('## not a heading ``` # nor this');
    expect(runCli(['lint', 'SYNC.md'], { cwd: dir }).code).toBe(0);
  });

  it('never adds a fourth field: a missing one is filled in, an unknown one left alone', () => {
    const text = '# Sync\n\n## lab\n\n- **Current focus:** Running.\n- **Next action:** Report.\n- Mood: fine\n';
    const dir = makeRepo([{ files: { 'SYNC.md': text } }]);
    expect(runCli(['sync', 'set', '--blocked', 'GPU quota'], { cwd: dir, ...as('lab') }).code).toBe(0);
    expect(read(dir).toString()).toBe(
      '# Sync\n\n## lab\n\n- **Current focus:** Running.\n- **Blocked on:** GPU quota\n- **Next action:** Report.\n- Mood: fine\n',
    );
    expect(runCli(['sync', 'set', '--blocked', 'none'], { cwd: dir, ...as('lab') }).code).toBe(0);
    expect(read(dir).toString().match(/^- /gm)).toHaveLength(4);
  });

  it('refuses a file with two sections for the actor, or with conflict markers (exit 1)', () => {
    const dup = makeRepo([{ files: { 'SYNC.md': `${SYNC}\n${sec('lab', 'Again.')}` } }]);
    expect(runCli(['sync', 'set', '--focus', 'x'], { cwd: dup, ...as('lab') })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('2 sections headed "lab"'),
    });
    const conflicted = `${SYNC}<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs\n`;
    const c = makeRepo([{ files: { 'SYNC.md': conflicted } }]);
    expect(runCli(['sync', 'set', '--focus', 'x'], { cwd: c, ...as('lab') })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('conflict markers'),
    });
    expect(read(c).toString()).toBe(conflicted);
  });

  it('usage errors exit 2: no field given, unknown subcommand, no actor', () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    expect(runCli(['sync', 'set'], { cwd: dir, ...as('lab') }).code).toBe(2);
    expect(runCli(['sync', 'drop'], { cwd: dir }).code).toBe(2);
    expect(runCli(['sync', 'set', '--focus', 'x'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Cannot tell which agent'),
    });
    expect(runCli(['sync', 'set', '--focus', 'x', '--actor', 'partner'], { cwd: dir }).code).toBe(0);
  });

  it('parallel writers to different sections all land (the lock serialises them)', async () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    const agents = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    const codes = await Promise.all(
      agents.map(
        (agent) =>
          new Promise<number>((resolve) => {
            const p = spawn(process.execPath, [CLI, 'sync', 'set', '--focus', `F ${agent}`, '--next', 'N'], {
              cwd: dir,
              env: { ...process.env, HANDOVER_AGENT: agent, GIT_CONFIG_GLOBAL: '/dev/null', NO_COLOR: '1' },
              stdio: 'ignore',
            });
            p.on('close', (code) => resolve(code ?? -1));
          }),
      ),
    );
    expect(codes).toEqual(agents.map(() => 0));
    const text = read(dir).toString();
    for (const a of agents) expect(text).toContain(`## ${a}\n\n- **Current focus:** F ${a}`);
    expect(text.startsWith(SYNC)).toBe(true);
  });
});

/** Kill runs of the kill test. */
const RUNS = 12;

describe('handover sync set under kills', () => {
  it('a writer killed at any moment leaves the old file or the new one, and the next writer is not locked out', async () => {
    const dir = makeRepo([{ files: { 'SYNC.md': SYNC } }]);
    const after = SYNC.replace('Running.', 'Killed run.');
    // The kills land by the writer's own steps, not the clock: when its lock appears, when its temp copy of
    // SYNC.md appears (mid-write), or at its first file of any kind under .git/handover (before the lock).
    const locks = join(dir, '.git', 'handover');
    const temps = join(locks, 'tmp');
    mkdirSync(temps, { recursive: true });
    const lock = lockPathFor(dir, 'SYNC.md');
    let held = 0;
    for (let i = 0; i < RUNS; i++) {
      writeFileSync(join(dir, 'SYNC.md'), SYNC);
      const p = spawn(process.execPath, [CLI, 'sync', 'set', '--focus', 'Killed run.'], {
        cwd: dir,
        env: { ...process.env, HANDOVER_AGENT: 'lab', GIT_CONFIG_GLOBAL: '/dev/null' },
        stdio: 'ignore',
      });
      const kill = () => p.kill('SIGKILL');
      const watcher =
        i % 3 === 1
          ? watch(temps, kill)
          : watch(locks, (_, name) => {
              if (i % 3 === 2 || name === basename(lock)) kill();
            });
      await new Promise<void>((resolve) => p.on('close', () => resolve()));
      watcher.close();
      expect([SYNC, after]).toContain(read(dir).toString());
      if (existsSync(lock)) held++; // killed while holding the lock: between taking it and writing SYNC.md
    }
    // The kills that prove something landed inside the write (the lock held); the lock and temp-file triggers,
    // two thirds of the runs, land there unless the writer finished first: at least half of them must have.
    console.log(`sync kills holding the lock: ${held} of ${RUNS}`);
    expect(held, `${held} of ${RUNS} kills landed holding the lock`).toBeGreaterThanOrEqual(Math.floor(RUNS / 3));
    // A lock left by a killed writer belongs to a dead process: the next writer takes it over.
    const r = runCli(['sync', 'set', '--focus', 'Alive.'], { cwd: dir, ...as('lab') });
    expect(r.code).toBe(0);
    expect(read(dir).toString()).toContain('- **Current focus:** Alive.');
  });
});

describe('handover sync show', () => {
  const commitAt = (dir: string, files: Record<string, string>, date: string, message = 'change') => {
    writeFiles(dir, files);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', message, `--date=${date}`]);
  };
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

  it('lists blocked agents first, then stale ones (from git history), then the rest', () => {
    const dir = makeRepo();
    const v1 = `# Sync\n\n${sec('a', 'A1')}\n${sec('b', 'B1')}\n${sec('c', 'C1')}\n${sec('d', 'D1')}`;
    commitAt(dir, { 'SYNC.md': v1 }, daysAgo(30));
    const v2 = v1
      .replace('A1', 'A2')
      .replace(
        '## b\n\n- **Current focus:** B1\n- **Blocked on:** —',
        '## b\n\n- **Current focus:** B1\n- **Blocked on:** review from a',
      )
      .replace('D1', 'D2');
    commitAt(dir, { 'SYNC.md': v2 }, daysAgo(1));
    const r = runCli(['sync', 'show', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.agents.map((a: { id: string }) => a.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(out.agents[0]).toMatchObject({
      id: 'b',
      blocked: true,
      stale: false,
      blockedOn: 'review from a',
      focus: 'B1',
      next: 'Carry on.',
    });
    expect(out.agents[1]).toMatchObject({ id: 'c', blocked: false, stale: true, uncommitted: false });
    expect(out.agents[1].lastChanged.slice(0, 10)).toBe(daysAgo(30).slice(0, 10));
    const text = runCli(['sync', 'show'], { cwd: dir }).stdout;
    expect(text.indexOf('b  blocked')).toBeLessThan(text.indexOf('c  stale'));
    // staleDays from the config: with 60 days nothing is stale.
    writeFileSync(join(dir, '.handoverrc.json'), '{"sync":{"staleDays":60}}');
    expect(
      JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout).agents.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual(['b', 'a', 'c', 'd']);
  });

  it('a section changed on a merged branch dates from its own commit; an uncommitted edit is not stale', () => {
    const dir = makeRepo();
    const v1 = `# Sync\n\n${sec('a', 'A1')}\n${sec('c', 'C1')}`;
    commitAt(dir, { 'SYNC.md': v1 }, daysAgo(40));
    git(dir, ['checkout', '-q', '-b', 'side']);
    commitAt(dir, { 'SYNC.md': v1.replace('C1', 'C2') }, daysAgo(20));
    git(dir, ['checkout', '-q', 'main']);
    commitAt(dir, { 'SYNC.md': v1.replace('A1', 'A2') }, daysAgo(2));
    git(dir, ['merge', '-q', '--no-ff', '--no-edit', 'side']);
    const out = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout);
    const c = out.agents.find((x: { id: string }) => x.id === 'c');
    expect(c.stale).toBe(true);
    expect(c.lastChanged.slice(0, 10)).toBe(daysAgo(20).slice(0, 10));
    expect(out.agents.find((x: { id: string }) => x.id === 'a')).toMatchObject({ stale: false });
    writeFileSync(join(dir, 'SYNC.md'), v1.replace('A1', 'A2').replace('C1', 'C3'));
    const now = JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout);
    expect(now.agents.find((x: { id: string }) => x.id === 'c')).toMatchObject({
      stale: false,
      uncommitted: true,
      commit: null,
    });
  });

  it('shared sections are not agents; no SYNC.md is not an error; outside git nothing is stale', () => {
    const dir = makeRepo([
      {
        files: {
          'SYNC.md': `# Sync\n\n## Decision Log\n\n- 2026: x\n\n${sec('a', 'A')}`,
          '.handoverrc.json': '{"sync":{"shared":{"Decision Log":"append-only"}}}',
        },
      },
    ]);
    expect(
      JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: dir }).stdout).agents.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual(['a']);
    const none = makeRepo();
    expect(runCli(['sync', 'show'], { cwd: none })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('No SYNC.md'),
    });
    expect(runCli(['sync', 'show', '--format', 'xml'], { cwd: none }).code).toBe(2);
    const plain = tempDir();
    writeFileSync(join(plain, 'SYNC.md'), `# Sync\n\n${sec('a', 'A')}`);
    expect(JSON.parse(runCli(['sync', 'show', '--format', 'json'], { cwd: plain }).stdout).agents[0]).toMatchObject({
      id: 'a',
      stale: false,
      lastChanged: null,
      uncommitted: false,
    });
  });
});

describe('sync set and conflict markers', () => {
  it('refuses a whole conflict block, as lint reports it, but not a lone marker-like line lint accepts', () => {
    const sec = '## lab\n\n- **Current focus:** A.\n- **Blocked on:** —\n- **Next action:** B.\n';
    const quoted = makeRepo([{ files: { 'SYNC.md': `# Sync\n\n>>>>>>> a quoted line, not a conflict\n\n${sec}` } }]);
    expect(runCli(['lint', 'SYNC.md'], { cwd: quoted }).code).toBe(0);
    expect(runCli(['sync', 'set', '--focus', 'C.'], { cwd: quoted, env: { HANDOVER_AGENT: 'lab' } }).code).toBe(0);
    const conflicted = makeRepo([
      { files: { 'SYNC.md': `# Sync\n\n<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs\n\n${sec}` } },
    ]);
    const r = runCli(['sync', 'set', '--focus', 'C.'], { cwd: conflicted, env: { HANDOVER_AGENT: 'lab' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/conflict markers/);
  });
});

describe('sync show before anything is committed', () => {
  it('a section in the sync/ layout, written but not committed, says so (not "no history")', () => {
    const dir = tempDir('handover-sync-new-');
    git(dir, ['init', '-q', '-b', 'main']);
    writeFileSync(join(dir, '.handoverrc.yaml'), 'agent: commons\nowner: commons\nfiles: { sync: sync/ }\n');
    const set = runCli(['sync', 'set', '--focus', 'f', '--blocked', 'none', '--next', 'n'], {
      cwd: dir,
      env: { HANDOVER_AGENT: 'lab' },
    });
    expect(set.code, set.stderr).toBe(0);
    const r = runCli(['sync', 'show'], { cwd: dir });
    expect(r.stdout).toMatch(/^lab {2}changed, not committed\n/);
    expect(r.stdout).not.toMatch(/no history/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a new agent in a commons whose config lists its agents', () => {
  it('is told at init and at sync set what the owner must add, before a commit is refused', () => {
    const dir = makeRepo([
      {
        files: {
          '.handoverrc.yaml': 'agent: commons\nowner: commons\nagents: { commons: {}, lab: {} }\n',
          'SYNC.md': `# Sync\n\n${sec('lab', 'Running.')}`,
        },
      },
    ]);
    const init = runCli(['init', '--agent', 'observer'], { cwd: dir });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toMatch(
      /warning: \.handoverrc\.yaml lists the agents commons, lab and not observer, so a commit of observer's section will be refused \(sync\/known-agents\); commons must add "observer: \{\}"/,
    );
    const set = runCli(['sync', 'set', '--focus', 'f', '--blocked', 'none', '--next', 'n'], { cwd: dir });
    expect(set.code, set.stderr).toBe(0);
    expect(set.stderr).toMatch(/warning: .* not observer, .*sync\/known-agents/);
    expect(runCli(['sync', 'set', '--focus', 'g'], { cwd: dir, ...as('lab') }).stderr).not.toMatch(/warning/);
    rmSync(dir, { recursive: true, force: true });
  });
});
