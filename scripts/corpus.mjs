#!/usr/bin/env node
// The adoption corpus of issue 21, reproducible: coordination files from public repositories, each replayed from
// its own history. Not part of `npm test` (it reads other people's repositories over the network).
//
//   node scripts/corpus.mjs                          fetch each version from raw.githubusercontent.com
//   node scripts/corpus.mjs --mirrors DIR            read them from git mirrors DIR/<owner>+<name> instead
//   node scripts/corpus.mjs --mirrors DIR --make-list   rebuild scripts/corpus.json from the mirrors
//
// Options: --list FILE (default scripts/corpus.json), --cli FILE (default dist/cli/main.js; `npm run build:dist`
// first), --judged FILE (default scripts/corpus-judged.json), --only TEXT (files whose repo or path holds TEXT),
// --json (one JSON object per file, then the summary), --keep (keep the work folder).
//
// The judgement file says, for each upstream commit a reader judged by its diff, what it is: `legit` (a legitimate
// update: failing it is a defect), `rewrite` (old text changed: failing it is right) or `mistake` (a real error such
// as a broken heading: failing it is right), with a one-line reason. The summary counts failed commits by that
// judgement, never by a guess; a failed commit nobody judged is counted as unjudged, and a judged commit that no
// longer fails is counted as fixed (legit) or missed (rewrite, mistake).
//
// For each file of the list (a repository, a path, and the commits that changed it, oldest first, the last one
// pinned): every version is committed at the file's own path into a fresh repository, and `handover init --agent
// writer` runs there, as a user would (it finds the file by what it reads as, wherever it is, and reads it or leaves
// it alone). Then the history is replayed under the config init wrote: the oldest version is the base, every later
// one an edit, by one committer acting as the log's writer init found (else as `writer`), who is also the config's
// owner; `handover lint` runs on the newest version of a file init reads, and `handover check --range` over the
// replay. Every failed commit of a file init reads is listed for a reader to judge (see --judged); one that only
// added text (the old version kept whole at the start or the end of the new one) is also counted as such. On a file
// init leaves alone, any failed commit is an edit blocked (goal: 0). On a board or a registry the replay cannot tell
// which agent made a change (one writer makes them all), so sync/known-agents is off in the replay's config.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Coordination files by name: logs, handoffs, boards, registries, progress notes. */
const NAMES = /(^|\/)(handover|handoff|sync|status|project_registry|progress|session[-_]?log|worklog)[^/]*\.md$/i;
/** Not coordination files: specs, templates, skills, vendored code. */
const NOT = /spec\.md|template|docs\/hooks|blueprint|skill|node_modules/i;
const WRITER = 'writer';

function options(argv) {
  const o = {
    list: join(ROOT, 'scripts/corpus.json'),
    cli: join(ROOT, 'dist/cli/main.js'),
    judged: join(ROOT, 'scripts/corpus-judged.json'),
    mirrors: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--mirrors') o.mirrors = resolve(value());
    else if (a === '--list') o.list = resolve(value());
    else if (a === '--cli') o.cli = resolve(value());
    else if (a === '--judged') o.judged = resolve(value());
    else if (a === '--only') o.only = value();
    else if (a === '--make-list') o.makeList = true;
    else if (a === '--json') o.json = true;
    else if (a === '--keep') o.keep = true;
    else usage(`unknown option ${a}`);
  }
  if (o.makeList && !o.mirrors) usage('--make-list reads the mirrors: pass --mirrors DIR');
  return o;
}

function usage(why) {
  process.stderr.write(`corpus: ${why}; see the header of scripts/corpus.mjs for the options.\n`);
  process.exit(2);
}

const git = (args, opts = {}) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28, ...opts });
/** What git printed, even when it stopped early (a mirror's history may miss objects past a shallow edge). */
const gitSome = (args) =>
  spawnSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).stdout ?? '';

/** The git directory of a mirror (`DIR/owner+name`, holding `repo/` bare or with a `.git`), or null. */
function mirrorOf(dir, repo) {
  const base = join(dir, repo.replace('/', '+'));
  for (const d of [join(base, 'repo/.git'), join(base, 'repo'), base])
    if (existsSync(join(d, 'HEAD')) && existsSync(join(d, 'objects'))) return d;
  return null;
}

/** The list, rebuilt from the mirrors: every coordination file in each history, and the commits that changed it. */
function makeList(dir) {
  const out = [];
  for (const name of spawnSync('ls', [dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).sort()) {
    if (!name.includes('+')) continue;
    const repo = name.replace('+', '/');
    const g = mirrorOf(dir, repo);
    if (!g) continue;
    const paths = new Set(
      gitSome(['--git-dir', g, 'log', '--all', '--name-only', '--format='])
        .split('\n')
        .filter((p) => NAMES.test(p) && !NOT.test(p)),
    );
    for (const path of [...paths].sort()) {
      const commits = gitSome(['--git-dir', g, 'log', '--all', '--reverse', '--format=%H', '--', path])
        .split('\n')
        .filter(Boolean)
        .filter((c) => spawnSync('git', ['--git-dir', g, 'cat-file', '-e', `${c}:${path}`]).status === 0);
      if (commits.length) out.push({ repo, path, commits });
    }
  }
  return out;
}

/** One version of a file: from a mirror, else from raw.githubusercontent.com at that commit. */
async function versionOf(o, f, commit) {
  if (o.mirrors) {
    const g = mirrorOf(o.mirrors, f.repo);
    if (!g) throw new Error(`no mirror of ${f.repo} in ${o.mirrors}`);
    return execFileSync('git', ['--git-dir', g, 'show', `${commit}:${f.path}`], { maxBuffer: 1 << 28 });
  }
  const path = f.path.split('/').map(encodeURIComponent).join('/');
  const url = `https://raw.githubusercontent.com/${f.repo}/${commit}/${path}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const cli = (o, args, cwd) => spawnSync(process.execPath, [o.cli, ...args], { cwd, encoding: 'utf8' });

/** Whether the new text keeps the old one whole at its start or its end (line endings and edge space aside). */
function onlyAdded(before, after) {
  const norm = (b) => b.toString('utf8').replace(/\r\n/g, '\n').trim();
  const [a, b] = [norm(before), norm(after)];
  return b.startsWith(a) || b.endsWith(a);
}

/** The error findings of a JSON report and the commits they name. */
function errorsOf(stdout) {
  try {
    const errors = JSON.parse(stdout)
      .flatMap((f) => f.messages)
      .filter((m) => m.severity === 'error');
    // each commit the findings name (the tag `<sha> v<i> <upstream>`), with its rules and its first message
    const byCommit = new Map();
    for (const m of errors)
      for (const tag of m.commits ?? (m.commit ? [m.commit] : [])) {
        const c = byCommit.get(tag) ?? byCommit.set(tag, { tag, rules: [], message: m.message }).get(tag);
        if (!c.rules.includes(m.ruleId)) c.rules.push(m.ruleId);
      }
    return {
      count: errors.length,
      rules: [...new Set(errors.map((m) => m.ruleId))],
      commits: [...byCommit.keys()],
      failed: [...byCommit.values()],
    };
  } catch {
    return { count: -1, rules: [], commits: [], failed: [] };
  }
}

/** The line of a failed run that says what went wrong. */
function firstLine(run) {
  const lines = `${run.stderr}\n${run.stdout}`.split('\n').map((l) => l.trim());
  return (lines.find((l) => /^handover:|Error/.test(l)) ?? lines.find(Boolean) ?? `exit ${run.status}`).slice(0, 200);
}

/** A fresh repository with one writer who is also the config's owner. */
function freshRepo(dir) {
  mkdirSync(dir, { recursive: true });
  const g = (args) => git(args, { cwd: dir });
  g(['init', '-q', '-b', 'main']);
  for (const [k, v] of [
    ['user.name', WRITER],
    ['user.email', `${WRITER}@example.org`],
    ['commit.gpgsign', 'false'],
  ])
    g(['config', k, v]);
  return g;
}

/** Commits every version of the file at its own path; the sha of each commit, in order. */
function commitVersions(g, dir, f, kept) {
  const shas = [];
  mkdirSync(join(dir, dirname(f.path)), { recursive: true });
  kept.forEach((v, i) => {
    writeFileSync(join(dir, f.path), v.bytes);
    g(['add', '--', f.path]);
    g(['commit', '-q', '--no-verify', '--allow-empty', '-m', `v${i} ${v.commit.slice(0, 12)}`]);
    shas.push(g(['rev-parse', 'HEAD']).trim());
  });
  return shas;
}

/**
 * Replays one file at its own path: every version committed there, `handover init` run on that repository (it finds
 * the file by what it reads as, or leaves it alone), then the history replayed from the first version under the config
 * init wrote; `handover lint` on the newest version and `handover check --range` over the replay.
 */
async function replay(o, f, work) {
  const dir = join(work, `${f.repo.replace('/', '+')}+${f.path.replace(/\//g, '_')}`);
  const versions = [];
  for (const c of f.commits) versions.push({ commit: c, bytes: await versionOf(o, f, c) });
  const kept = versions.filter((v) => v.bytes.length > 0);
  if (!kept.length) return { ...f, commits: undefined, versions: 0, verdict: 'empty' };
  // what init finds and installs, on the file's whole history
  const probe = join(dir, 'probe');
  commitVersions(freshRepo(probe), probe, f, kept);
  const init = cli(o, ['init', '--agent', WRITER, '--agents', 'claude', '--format', 'json'], probe);
  let report;
  try {
    report = JSON.parse(init.stdout);
  } catch {
    return { ...f, commits: undefined, versions: kept.length, verdict: 'error', note: firstLine(init) };
  }
  const found = (report.inferred ?? []).find((x) => x.path === f.path) ?? null;
  const installed = parseYaml(readFileSync(join(probe, '.handoverrc.yaml'), 'utf8')) ?? {};
  // the replay's one committer acts as the writer init found for the log (its title or history names one), else as
  // the agent init was given: a replay by anyone else would only show that single-writer works
  const actor = installed.log?.writer ?? WRITER;
  const config = {
    ...installed,
    agents: { ...(installed.agents ?? {}), [actor]: { emails: [`${WRITER}@example.org`] } },
    owner: actor,
    // the replay knows one writer, not the board's agents
    rules: { 'sync/known-agents': 'off' },
  };
  // the history replayed under that config: the config first, then every version in order
  const repo = join(dir, 'repo');
  const g = freshRepo(repo);
  writeFileSync(join(repo, '.handoverrc.json'), `${JSON.stringify(config)}\n`);
  g(['add', '.handoverrc.json']);
  g(['commit', '-q', '--no-verify', '-m', 'config init wrote']);
  const shas = commitVersions(g, repo, f, kept);
  // the base is the oldest version under that config: every later version is an edit to judge
  const first = shas[0];
  const read = Boolean(found?.key);
  const lint = read ? errorsOf(cli(o, ['lint', f.path, '--format', 'json'], repo).stdout) : null;
  const history =
    kept.length > 1
      ? errorsOf(cli(o, ['check', '--range', `${first}..HEAD`, '--format', 'json'], repo).stdout)
      : { count: 0, rules: [], commits: [] };
  // a finding names its commit as `<sha> v<i> <upstream>` (the replay's message); the net change names none
  const flagged = (history.failed ?? []).flatMap((c) => {
    const m = / v(\d+) ([0-9a-f]{12})$/.exec(c.tag);
    if (!m) return [];
    const i = Number(m[1]);
    return [
      {
        version: i,
        upstream: kept[i]?.commit,
        rules: c.rules,
        message: c.message.slice(0, 160),
        added: i > 0 && onlyAdded(kept[i - 1].bytes, kept[i].bytes),
      },
    ];
  });
  return {
    ...f,
    commits: undefined,
    versions: kept.length,
    kind: found?.kind,
    found: Boolean(found),
    verdict: read ? 'inferred' : 'refused',
    key: found?.key ?? null,
    sureness: found?.sureness,
    matched: found ? `${found.matched}/${found.total}` : '-',
    config: installed,
    lint,
    history,
    // the first version is the file as init found it; each later one is an edit
    upstreams: kept.slice(1).map((v) => v.commit),
    falsePositives: read ? flagged.filter((x) => x.added) : [],
    rewrites: read ? flagged.filter((x) => !x.added) : [],
    blocked: read ? [] : flagged.filter((x) => x.version > 0),
  };
}

function line(r) {
  const lint = r.lint ? `lint ${r.lint.count} errors${r.lint.rules.length ? ` (${r.lint.rules.join(', ')})` : ''}` : '';
  const hist = !r.history
    ? 'one version'
    : `history ${r.history.count} errors in ${r.history.commits.length} commits` +
      `${r.falsePositives.length ? `, ${r.falsePositives.length} only added text (false positive)` : ''}` +
      `${r.history.rules.length ? ` (${r.history.rules.join(', ')})` : ''}`;
  const where = r.key ? `read as ${r.key} (${r.sureness})` : r.found ? 'found, left alone' : 'not found';
  const blocked = r.blocked?.length ? `, ${r.blocked.length} edits of a file left alone BLOCKED` : '';
  return [r.repo, r.path, `${r.versions} versions`, r.kind ?? '-', where, r.matched ?? '-', lint, hist + blocked].join(
    '\t',
  );
}

/** The judgement file: upstream commit -> { verdict: legit | rewrite | mistake, why }. */
function readJudged(o) {
  if (!existsSync(o.judged)) return {};
  const judged = JSON.parse(readFileSync(o.judged, 'utf8'));
  for (const [c, j] of Object.entries(judged))
    if (!['legit', 'rewrite', 'mistake'].includes(j.verdict))
      usage(`${o.judged}: ${c} has verdict "${j.verdict}"; use legit, rewrite or mistake`);
  return judged;
}

/** Every failed commit of a file init reads, with its judgement: the rows of the per-commit table. */
function failedRows(results, judged) {
  return results.flatMap((r) =>
    [...(r.rewrites ?? []), ...(r.falsePositives ?? [])]
      .sort((a, b) => a.version - b.version)
      .map((x) => {
        const j = judged[x.upstream] ?? null;
        return { repo: r.repo, path: r.path, ...x, verdict: j?.verdict ?? 'unjudged', why: j?.why ?? x.message };
      }),
  );
}

/** The judgement counts: failed commits by verdict, and judged commits of the replayed files that pass now. */
function judgedCounts(results, rows, judged) {
  const failed = new Set(rows.map((x) => x.upstream));
  const replayed = new Set(results.flatMap((r) => r.upstreams ?? []));
  const passing = Object.entries(judged).filter(([c]) => replayed.has(c) && !failed.has(c));
  const by = (v) => rows.filter((x) => x.verdict === v).length;
  return {
    failedCommits: rows.length,
    legitFailed: by('legit'),
    rewritesCaught: by('rewrite'),
    mistakesCaught: by('mistake'),
    unjudged: by('unjudged'),
    legitFixed: passing.filter(([, j]) => j.verdict === 'legit').length,
    rewritesMissed: passing.filter(([, j]) => j.verdict !== 'legit').length,
  };
}

function table(rows) {
  const head = ['repo', 'path', 'commit', 'v', 'rules', 'verdict', 'why'];
  const body = rows.map((x) => [
    x.repo,
    x.path,
    x.upstream.slice(0, 12),
    String(x.version),
    x.rules.join(','),
    x.verdict,
    x.why.slice(0, 110),
  ]);
  return [head, ...body].map((cols) => cols.join('\t')).join('\n');
}

async function main() {
  const o = options(process.argv.slice(2));
  if (o.makeList) {
    const list = makeList(o.mirrors);
    writeFileSync(o.list, `${JSON.stringify(list, null, 1)}\n`);
    process.stdout.write(
      `${o.list}: ${list.length} files from ${new Set(list.map((f) => f.repo)).size} repositories\n`,
    );
    return;
  }
  if (!existsSync(o.cli)) usage(`${o.cli} does not exist; run npm run build:dist first`);
  const list = JSON.parse(readFileSync(o.list, 'utf8')).filter(
    (f) => !o.only || f.repo.includes(o.only) || f.path.includes(o.only),
  );
  const work = mkdtempSync(join(tmpdir(), 'handover-corpus-'));
  const results = [];
  try {
    for (const f of list) {
      let r;
      try {
        r = await replay(o, f, work);
      } catch (error) {
        r = { ...f, commits: undefined, versions: 0, verdict: 'error', note: error.message.split('\n')[0] };
      }
      results.push(r);
      process.stdout.write(o.json ? `${JSON.stringify(r)}\n` : `${line(r)}${r.note ? `\t${r.note}` : ''}\n`);
    }
  } finally {
    if (o.keep) process.stderr.write(`corpus: kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
  const judged = readJudged(o);
  const rows = failedRows(results, judged);
  const j = judgedCounts(results, rows, judged);
  const n = (p) => results.filter(p).length;
  const inferred = results.filter((r) => r.verdict === 'inferred');
  const summary = {
    files: results.length,
    repositories: new Set(results.map((r) => r.repo)).size,
    inferred: inferred.length,
    inferredLintClean: n((r) => r.verdict === 'inferred' && r.lint?.count === 0),
    foundAtOwnPath: n((r) => r.found),
    readAsFound: n((r) => r.verdict === 'inferred'),
    refusedBlocked: n((r) => r.verdict === 'refused' && r.blocked.length > 0),
    blockedEdits: results.reduce((s, r) => s + (r.blocked?.length ?? 0), 0),
    refused: n((r) => r.verdict === 'refused'),
    errors: n((r) => r.verdict === 'error' || r.verdict === 'empty'),
    falsePositives: inferred.reduce((s, r) => s + r.falsePositives.length, 0),
    falsePositiveFiles: n((r) => r.verdict === 'inferred' && r.falsePositives.length > 0),
    changedOldText: inferred.reduce((s, r) => s + r.rewrites.length, 0),
    ...j,
  };
  if (!o.json)
    process.stdout.write(`\nfailed commits of the files init reads, judged from their diffs:\n${table(rows)}\n`);
  else for (const row of rows) process.stdout.write(`${JSON.stringify({ failed: row })}\n`);
  process.stdout.write(
    o.json
      ? `${JSON.stringify({ summary })}\n`
      : `\n${summary.files} files from ${summary.repositories} repositories: ${summary.inferred} readable as ` +
          `inferred (${summary.inferredLintClean} of them lint with no error), ${summary.refused} refused, ` +
          `${summary.errors} not read (fetch or parse error); on the inferred files' histories ` +
          `${summary.failedCommits} commits failed: ${summary.legitFailed} legitimate (a defect), ` +
          `${summary.rewritesCaught} rewrites caught, ${summary.mistakesCaught} mistakes caught, ` +
          `${summary.unjudged} not judged yet (${summary.falsePositives} of the failed only added text); judged ` +
          `commits that pass now: ${summary.legitFixed} legitimate (fixed), ${summary.rewritesMissed} rewrites or ` +
          `mistakes (missed)\n` +
          `at their own paths: ${summary.foundAtOwnPath} found by init, ${summary.readAsFound} read as found; ` +
          `${summary.refusedBlocked} files left alone whose edits are blocked (${summary.blockedEdits} edits)\n`,
  );
}

await main();
