import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { parseMermaid } from '../helpers/mermaid.js';
import { git, makeRepo, tempDir } from '../helpers/repo.js';

/**
 * The requests walk of issue 22, end to end: real git, a bare server holding every repository, the built CLI,
 * each agent in its own clone. observer asks lab a ruling with its text; lab sees it at session start and
 * answers; observer sees the verdicts at its next session start and the request leaves its open list; an
 * irreversible capability is escalated, queued for the dispatcher, approved with `handover approve`, reported
 * done; `forest` over a forest holding clones of the commons counts each project once. The SessionStart payload
 * has the shape Claude Code 2.1.332 sends (test/init/claude-payloads.test.ts).
 */
describe('the requests walk: a bare server, three agents, the built CLI', () => {
  const top = tempDir('handover-walk-');
  afterAll(() => rmSync(top, { recursive: true, force: true }));
  const server = join(top, 'server');
  const forest = join(top, 'forest');
  mkdirSync(server);
  mkdirSync(forest);
  const url = (id: string) => pathToFileURL(join(server, `${id}.git`)).href;
  const keyFile = join(top, 'human');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'human', '-f', keyFile]);
  const pub = readFileSync(`${keyFile}.pub`, 'utf8').trim();
  const registry = ['commons', 'lab', 'observer']
    .map(
      (id) =>
        `## ${id} [SELF]\n\n- Owns: ${id === 'commons' ? 'coordination' : `${id}'s work`}\n- Address: ${url(id)}\n`,
    )
    .join('\n');
  const consults = `registry: { source: '${url('commons')}', ref: main }`;
  const seeds: Record<string, Record<string, string>> = {
    commons: {
      'CLAUDE.md': '# commons\n\nThe commons charter.\n',
      '.handoverrc.yaml': 'agent: commons\nowner: commons\n',
      'PROJECT_REGISTRY.md': `# Project registry\n\n${registry}`,
      'SYNC.md':
        "# Sync\n\nEach agent writes only its own section.\n\n## observer\n\n- Current focus: session 14\n- Blocked on: lab's ruling on session 14\n- Next action: publish the narrative\n",
    },
    lab: {
      'CLAUDE.md': '# lab\n\nThe lab charter.\n',
      '.handoverrc.yaml': `agent: lab\n${consults}\ndispatchers: [human]\nagents: { human: { emails: [human@example.org], signingKeys: ['${pub}'] } }\n`,
    },
    observer: {
      'CLAUDE.md': '# observer\n\nThe observer charter.\n',
      '.handoverrc.yaml': `agent: observer\n${consults}\n`,
    },
  };
  for (const [id, files] of Object.entries(seeds)) {
    const seed = makeRepo([{ files, message: `${id}: start` }]);
    git(server, ['clone', '-q', '--bare', seed, `${id}.git`]);
    rmSync(seed, { recursive: true, force: true });
  }
  const clone = (id: string, dir: string, agent: string) => {
    git(forest, ['clone', '-q', join(server, `${id}.git`), dir]);
    for (const [k, v] of [
      ['user.name', agent],
      ['user.email', `${agent}@example.org`],
      ['commit.gpgsign', 'false'],
      ['handover.agent', agent],
    ])
      git(join(forest, dir), ['config', k, v]);
    return join(forest, dir);
  };
  const lab = clone('lab', 'lab', 'lab');
  const observer = clone('observer', 'observer', 'observer');
  clone('commons', 'commons', 'commons');
  clone('commons', 'commons-lab', 'lab');
  clone('commons', 'commons-observer', 'observer');
  const cli = (dir: string, args: string[], extra: { input?: string; env?: Record<string, string> } = {}) =>
    runCli(args, { cwd: dir, input: extra.input, env: extra.env });
  const ok = (dir: string, args: string[], extra: { input?: string; env?: Record<string, string> } = {}) => {
    const r = cli(dir, args, extra);
    expect(r.code, `handover ${args.join(' ')}: ${r.stderr}`).toBe(0);
    return r.stdout;
  };
  const sessionStart = (dir: string, session: string) =>
    ok(dir, ['hook', 'claude-session-start'], {
      input: JSON.stringify({
        session_id: session,
        transcript_path: `/home/u/.claude/projects/-x/${session}.jsonl`,
        cwd: dir,
        permission_mode: 'default',
        hook_event_name: 'SessionStart',
        source: 'startup',
      }),
      env: { CLAUDE_PROJECT_DIR: dir },
    });

  it('a ruling with its text is seen by lab at session start, answered, and its verdicts reach observer, once', () => {
    const asked = ok(observer, [
      'request',
      'ruling',
      '--to',
      'lab',
      '--subject',
      'session 14',
      '--claim',
      'Run 15 finished on Tuesday.',
      '--claim',
      'Dict internals landed in run 15.',
      'Before I publish the session 14 narrative: are these two facts right?',
      '--push',
    ]);
    expect(asked).toMatch(
      /^Wrote observer#1, a ruling to lab, to REQUESTS\.md \(\S+\)\.\nPushed [0-9a-f]{7} to origin\/main\.\n$/,
    );

    const labStart = sessionStart(lab, '0b6c4a7e-1111-4c1a-9a55-000000000001');
    expect(labStart).toMatch(
      /Inbox of lab: 1 waiting, oldest first\n {2}observer#1 {2}\S+ {2}ruling on "session 14" \(chain observer\)\n {6}1\. Run 15 finished on Tuesday\.\n {6}2\. Dict internals landed in run 15\.\n {6}> Before I publish the session 14 narrative: are these two facts right\?\n/,
    );
    ok(lab, [
      'respond',
      'observer#1',
      '--verdict',
      '1=wrong:it finished on Wednesday.',
      '--verdict',
      '2=confirmed',
      '--backwards',
      'you read the start date as the end date',
      '--push',
    ]);
    expect(JSON.parse(ok(lab, ['inbox', '--format', 'json'])).items).toEqual([]);

    const observerStart = sessionStart(observer, '0b6c4a7e-1111-4c1a-9a55-000000000002');
    expect(observerStart).toMatch(
      /New answers to your requests: 1\n {2}lab#1 answers observer#1 \(ruling on "session 14"\)\n {6}1\. wrong: it finished on Wednesday\.\n {6}2\. confirmed\n {6}backwards: you read the start date as the end date\n/,
    );
    expect(observerStart).not.toMatch(/Your open requests/);
    const inbox = JSON.parse(ok(observer, ['inbox', '--format', 'json', '--dry-run']));
    expect(inbox.open).toEqual([]);
    expect(inbox.answers).toEqual([]); // consumed at session start, on the record
    expect(readFileSync(join(observer, '.last-processed.md'), 'utf8')).toMatch(/^---\nlab\/answers:\n {2}seq: 1\n/);
  });

  it('an irreversible capability is escalated, queued for the dispatcher, approved with handover approve, then done', () => {
    ok(
      observer,
      [
        'request',
        'capability',
        '--to',
        'lab',
        '--subject',
        'the live site',
        '--reversibility',
        'irreversible',
        '-',
        '--push',
      ],
      { input: 'Publish the session 14 narrative to the live site.\n' },
    );
    const r = cli(lab, ['respond', 'observer#2', '--status', 'done']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/request\/reversibility: .*no dispatcher approved it/);
    ok(lab, ['respond', 'observer#2', '--status', 'escalated', '--push']);
    expect(ok(lab, ['inbox'])).toMatch(
      /escalated by lab#2: waiting for a dispatcher's approval \(handover approve observer#2\)/,
    );
    expect(JSON.parse(ok(observer, ['inbox', '--format', 'json', '--dry-run'])).open).toMatchObject([
      { ref: 'observer#2', state: 'escalated', answeredBy: ['lab#2'] },
    ]);

    // the dispatcher, in lab's clone, with its own key
    const human = { HANDOVER_AGENT: 'human', GIT_AUTHOR_EMAIL: 'human@example.org', GIT_AUTHOR_NAME: 'Human' };
    expect(ok(lab, ['inbox'], { env: human })).toMatch(
      /Waiting for your approval \(a dispatcher of lab\): 1\n {2}observer#2 {2}\S+ {2}irreversible on "the live site", escalated by lab#2: handover approve observer#2\n/,
    );
    git(lab, ['config', 'gpg.format', 'ssh']);
    git(lab, ['config', 'user.signingkey', keyFile]);
    git(lab, ['config', 'commit.gpgsign', 'true']);
    const approved = ok(lab, ['approve', 'observer#2', '--push'], { env: human });
    expect(approved).toMatch(
      /^Approved observer#2 in [0-9a-f]{7} \(Handover-Approve: observer#2\); lab may now report it done/,
    );
    expect(git(join(server, 'lab.git'), ['log', '-1', '--format=%B', 'main'])).toMatch(
      /Handover-Approve: observer#2\nHandover-Agent: human/,
    );
    expect(JSON.parse(ok(lab, ['inbox', '--format', 'json'], { env: human })).awaitingApproval).toEqual([]);
    git(lab, ['config', 'commit.gpgsign', 'false']);

    ok(lab, ['respond', 'observer#2', '--status', 'done', '--push']);
    expect(JSON.parse(ok(lab, ['inbox', '--format', 'json'])).items).toEqual([]);
    const inbox = JSON.parse(ok(observer, ['inbox', '--format', 'json']));
    expect(inbox.open).toEqual([]);
    expect(inbox.answers.map((a: { ref: string; status: string }) => [a.ref, a.status])).toEqual([
      ['lab#2', 'escalated'],
      ['lab#3', 'done'],
    ]);
  });

  it('forest over the forest with two clones of the commons shows each project once', async () => {
    const r = cli(forest, ['forest', '--format', 'json']);
    const report = JSON.parse(r.stdout);
    expect(report.projects.map((p: { id: string }) => p.id)).toEqual(['commons', 'lab', 'observer']);
    expect(report.projects[0].clones).toEqual(['commons-lab', 'commons-observer']);
    expect(report.blocked).toMatchObject([
      { project: 'commons', agent: 'observer', on: "lab's ruling on session 14", file: 'commons/SYNC.md' },
    ]);
    expect(report.disagreements.filter((d: { kind: string }) => d.kind === 'no-self-entry')).toEqual([]);
    const mermaid = cli(forest, ['forest', '--format', 'mermaid']).stdout;
    expect(mermaid.match(/^\s*p_commons\["commons"\]$/gm)).toHaveLength(1);
    expect(await parseMermaid(mermaid)).toBe('flowchart-v2');
  });
});
