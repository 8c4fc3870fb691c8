import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/repo.js';
import { serverWithHook } from '../helpers/server.js';

const REG =
  '# Project registry\n\n## ml-lab [SELF]\n\n- Owns: on-device machine learning; model quantization\n- Address: ../ml-lab\n- Head: CLAUDE.md\n\n## job-search [RELAYED by opportunities]\n\n- Owns: job search pipeline\n- Address: https://example.org/me/job-search.git\n';
const as = (agent: string) => ({ env: { HANDOVER_AGENT: agent } });
const read = (dir: string) => readFileSync(join(dir, 'PROJECT_REGISTRY.md'), 'utf8');

describe('handover registry add', () => {
  it('writes a [SELF] entry for the actor at the end', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': REG } }]);
    const r = runCli(['registry', 'add', '--owns', 'web site; blog', '--address', '../web'], {
      cwd: dir,
      ...as('web'),
    });
    expect(r.code).toBe(0);
    expect(read(dir)).toBe(`${REG}\n## web [SELF]\n\n- Owns: web site; blog\n- Address: ../web\n`);
    expect(runCli(['lint', 'PROJECT_REGISTRY.md'], { cwd: dir }).code).toBe(0);
  });

  it('writes a [RELAYED by actor] entry about another project, and starts a missing file', () => {
    const dir = makeRepo();
    const r = runCli(
      ['registry', 'add', '--owns', 'payments', '--owns', 'invoices', '--address', '../pay', '--relayed-for', 'pay'],
      { cwd: dir, ...as('scout') },
    );
    expect(r.code).toBe(0);
    expect(read(dir)).toBe(
      '# Project registry\n\n## pay [RELAYED by scout]\n\n- Owns: payments; invoices\n- Address: ../pay\n',
    );
  });

  it("updates the actor's own entry in place: other fields and entries untouched, CRLF kept", () => {
    const crlf = REG.replace(/\n/g, '\r\n');
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': crlf } }]);
    expect(runCli(['registry', 'add', '--owns', 'model quantization'], { cwd: dir, ...as('ml-lab') }).code).toBe(0);
    expect(read(dir)).toBe(
      crlf.replace('- Owns: on-device machine learning; model quantization', '- Owns: model quantization'),
    );
    // A [SELF] entry by the project replaces a relayed one about it (an upgrade).
    expect(
      runCli(['registry', 'add', '--owns', 'job search pipeline', '--address', '../job-search'], {
        cwd: dir,
        ...as('job-search'),
      }).code,
    ).toBe(0);
    expect(read(dir)).toContain(
      '## job-search [SELF]\r\n\r\n- Owns: job search pipeline\r\n- Address: ../job-search\r\n',
    );
    expect(read(dir)).not.toContain('RELAYED');
  });

  it('refuses to replace a [SELF] entry with a relayed one (exit 1, nothing written)', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': REG } }]);
    const r = runCli(['registry', 'add', '--owns', 'x', '--address', 'y', '--relayed-for', 'ml-lab'], {
      cwd: dir,
      ...as('scout'),
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('registry/no-downgrade');
    expect(read(dir)).toBe(REG);
    // Case does not get around it.
    expect(
      runCli(['registry', 'add', '--owns', 'x', '--address', 'y', '--relayed-for', 'ML-LAB'], {
        cwd: dir,
        ...as('scout'),
      }).code,
    ).toBe(1);
  });

  it("refuses to rewrite another relay's entry; the relay itself may", () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': REG } }]);
    const r = runCli(['registry', 'add', '--owns', 'x', '--relayed-for', 'job-search'], { cwd: dir, ...as('scout') });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('only opportunities rewrites it');
    expect(
      runCli(['registry', 'add', '--owns', 'job search; applications', '--relayed-for', 'job-search'], {
        cwd: dir,
        ...as('opportunities'),
      }).code,
    ).toBe(0);
    expect(read(dir)).toContain(
      '## job-search [RELAYED by opportunities]\n\n- Owns: job search; applications\n- Address: https://example.org/me/job-search.git\n',
    );
  });

  it('usage errors exit 2; a new entry without --owns or --address exits 1; nothing written', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': REG } }]);
    expect(runCli(['registry', 'add'], { cwd: dir, ...as('web') }).code).toBe(2);
    // --address alone updates an existing entry; a new one needs --owns too
    expect(runCli(['registry', 'add', '--address', 'x'], { cwd: dir, ...as('web') })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('a new entry needs --owns and --address'),
    });
    expect(runCli(['registry', 'add', '--owns', ' ; '], { cwd: dir, ...as('web') }).code).toBe(2);
    expect(runCli(['registry', 'add', '--owns', 'a\nb', '--address', 'x'], { cwd: dir, ...as('web') }).code).toBe(2);
    expect(
      runCli(['registry', 'add', '--owns', 'a', '--address', 'x', '--relayed-for', 'web'], { cwd: dir, ...as('web') })
        .code,
    ).toBe(2);
    expect(
      runCli(['registry', 'add', '--owns', 'a', '--address', 'x', '--relayed-for', '-x'], { cwd: dir, ...as('web') })
        .code,
    ).toBe(2);
    expect(runCli(['registry', 'add', '--owns', 'a'], { cwd: dir, ...as('web') })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('needs --owns and --address'),
    });
    expect(runCli(['registry', 'frob'], { cwd: dir }).code).toBe(2);
    expect(read(dir)).toBe(REG);
  });

  it('warns (exit 0) when a subject is already owned by another project', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': REG } }]);
    const r = runCli(['registry', 'add', '--owns', 'Model  Quantization', '--address', '../q'], {
      cwd: dir,
      ...as('quant'),
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('also owned by ml-lab');
  });
});

describe('handover registry list', () => {
  it('lists entries with provenance, flags overlapping subjects', () => {
    const dir = makeRepo([
      { files: { 'PROJECT_REGISTRY.md': `${REG}\n## quant [SELF]\n\n- Owns: model quantization\n- Address: ../q\n` } },
    ]);
    const r = runCli(['registry', 'list', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.entries).toEqual([
      {
        id: 'ml-lab',
        line: 3,
        provenance: 'self',
        relayedBy: null,
        owns: ['on-device machine learning', 'model quantization'],
        address: '../ml-lab',
        overlaps: [{ subject: 'model quantization', with: ['quant'] }],
      },
      {
        id: 'job-search',
        line: 9,
        provenance: 'relayed',
        relayedBy: 'opportunities',
        owns: ['job search pipeline'],
        address: 'https://example.org/me/job-search.git',
        overlaps: [],
      },
      {
        id: 'quant',
        line: 14,
        provenance: 'self',
        relayedBy: null,
        owns: ['model quantization'],
        address: '../q',
        overlaps: [{ subject: 'model quantization', with: ['ml-lab'] }],
      },
    ]);
    const text = runCli(['registry', 'list'], { cwd: dir }).stdout;
    expect(text).toContain('job-search [RELAYED by opportunities]');
    expect(text).toContain('! "model quantization" is also owned by quant');
  });

  it('no registry: an empty list, exit 0', () => {
    const dir = makeRepo();
    expect(JSON.parse(runCli(['registry', 'list', '--format', 'json'], { cwd: dir }).stdout)).toEqual({
      file: 'PROJECT_REGISTRY.md',
      exists: false,
      entries: [],
    });
  });
});

describe('handover registry add: the optional fields and --push', () => {
  it('writes Head:, Subprojects: and Ask: on a new entry and in place on an existing one, with no --owns needed', () => {
    const dir = makeRepo([{ files: { 'PROJECT_REGISTRY.md': REG } }]);
    let r = runCli(
      ['registry', 'add', '--owns', 'experiments', '--address', '../lab', '--subprojects', 'lab-data; lab-ops'],
      { cwd: dir, ...as('lab') },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(read(dir)).toMatch(
      /## lab \[SELF\]\n\n- Owns: experiments\n- Address: \.\.\/lab\n- Subprojects: lab-data; lab-ops\n$/,
    );
    r = runCli(
      ['registry', 'add', '--head', 'CHARTER.md', '--ask', 'rulings on hashing', '--subprojects', 'lab-data'],
      {
        cwd: dir,
        ...as('lab'),
      },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(read(dir)).toMatch(
      /## lab \[SELF\]\n\n- Owns: experiments\n- Address: \.\.\/lab\n- Head: CHARTER\.md\n- Subprojects: lab-data\n- Ask: rulings on hashing\n$/,
    );
    // ml-lab's Head: is replaced where it stands
    r = runCli(['registry', 'add', '--head', 'AGENTS.md'], { cwd: dir, ...as('ml-lab') });
    expect(r.code, r.stderr).toBe(0);
    expect(read(dir)).toContain('- Address: ../ml-lab\n- Head: AGENTS.md\n\n## job-search');
    expect(runCli(['lint', 'PROJECT_REGISTRY.md'], { cwd: dir }).code).toBe(0);
    r = runCli(['registry', 'add', '--subprojects', 'a; -x'], { cwd: dir, ...as('lab') });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--subprojects: "-x" is not a project id/);
    r = runCli(['registry', 'add', '--head', 'X.md'], { cwd: dir, ...as('newcomer') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/a new entry needs --owns and --address/);
  });

  it('--push commits the registry alone with the actor trailer and pushes it', () => {
    const { server, clone, top } = serverWithHook([{ files: { 'PROJECT_REGISTRY.md': REG } }], false);
    writeFileSync(join(clone, 'notes.txt'), 'not a protocol file\n');
    git(clone, ['add', 'notes.txt']);
    const r = runCli(['registry', 'add', '--owns', 'web', '--address', '../web', '--push'], {
      cwd: clone,
      ...as('web'),
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Pushed [0-9a-f]{7} to origin\/main\./);
    expect(git(server, ['log', '-1', '--format=%B', 'main'])).toMatch(/Handover-Agent: web/);
    expect(git(server, ['show', '--name-only', '--format=', 'main']).trim()).toBe('PROJECT_REGISTRY.md');
    expect(git(clone, ['diff', '--cached', '--name-only']).trim()).toBe('notes.txt');
    rmSync(top, { recursive: true, force: true });
  });
});
