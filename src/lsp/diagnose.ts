import { statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { applyBaseline, baselineAt, type Baseline } from '../baseline/index.js';
import { targetsOf } from '../check/targets.js';
import { CODE_PLACES, ConfigError, DATA_PLACES, findRoot, loadConfig, UNREAD_CODE_PLACES } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { checkVersions, type CheckKind } from '../engine/check.js';
import { worktreeArchive } from '../check/archive.js';
import { lintSource, sortMessages, toResult, type Message } from '../engine/lint.js';
import { blameOnlyTheChange, placeUnits } from '../engine/units.js';
import { CliError } from '../errors.js';
import { type GitDirs, gitDirs, headStamp } from '../git/ref-files.js';
import { hasCommits, readAtCommits, resolveCommit } from '../git/repo.js';
import { resolveActor } from '../identity.js';
import { docsBase } from '../format/sarif.js';
import { sourceFromBytes } from '../models/index.js';
import { ruleUrl } from '../rules/index.js';

/** Every file the config may be read from (and the JS ones it is refused from): a change to any reloads it. */
export const CONFIG_FILES = [...DATA_PLACES, ...CODE_PLACES, ...UNREAD_CODE_PLACES];

/** An LSP diagnostic as the protocol writes it (0-based positions), built without the server library. */
export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: 1 | 2;
  code?: string;
  codeDescription?: { href: string };
  source: 'handover';
  message: string;
  /** For a finding HEAD already had: where, and that the change is not blamed for it. */
  relatedInformation?: { location: { uri: string; range: LspDiagnostic['range'] }; message: string }[];
  /** The entry or section the finding is about (for the quick fixes). */
  data?: { unit?: string; ruleId: string | null; already?: string };
}

/** A config that cannot be used: the sentence and the file (and place) it is about. */
export interface ConfigProblem {
  message: string;
  file: string;
  at: { line: number; column: number } | null;
}

/** What the server knows about one repository: its config (or why there is none), this clone's agent, HEAD. */
interface RepoState {
  root: string;
  /** The stat of every config file when the config was read: when it changes, the config is read again. */
  configStamp: string;
  config: Config | null;
  problem: ConfigProblem | null;
  /** This clone's agent, or the sentence that says why there is none (then only the static rules run). */
  actor: { name: string } | { problem: string };
  dirs: GitDirs | null;
  /** HEAD as last read: its commit, baseline and protocol files, and the fingerprint it was read at. */
  head: {
    sha: string | null;
    baseline: Baseline;
    files: Map<string, string | null>;
    /** HEAD's static findings per file, linted once per HEAD. */
    statics: Map<string, Message[]>;
    stamp: string | null;
  };
}

/** One file to judge: its text in the editor, where it lives, and what kind of protocol file it is. */
export interface Judged {
  root: string;
  /** Repo-relative, `/`-separated. */
  path: string;
  kind: CheckKind;
  config: Config;
}

function configStamp(root: string): string {
  return CONFIG_FILES.map((f) => {
    try {
      const s = statSync(join(root, f));
      return `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      return '-';
    }
  }).join('|');
}

/**
 * Diagnostics for the protocol files open in an editor (SPEC §5, `handover lsp`): the static rules on the text as
 * it stands and the historical rules from HEAD to it, as this clone's agent, through `checkVersions` as `check`
 * runs them; HEAD's baseline applied. A text equal to HEAD's is linted as `lint` lints it, each finding marked as
 * already in HEAD. HEAD is re-read whenever it moves (a fingerprint of git's files, no git process per keystroke),
 * the config whenever one of its files changes (JSON and YAML only: a repository's code never runs). No check logic
 * lives here: only positions and caching.
 */
export class Diagnoser {
  private repos = new Map<string, Promise<RepoState>>();

  constructor(private env: NodeJS.ProcessEnv) {}

  /** The repository roots seen so far. */
  roots(): string[] {
    return [...this.repos.keys()];
  }

  /** Forgets what is known of a repository (its config changed): the next question reads it again. */
  forget(root: string): void {
    this.repos.delete(root);
  }

  /** The config problem of the repository holding `file` (null when its config is usable), and its root. */
  async problemOf(file: string): Promise<{ root: string; problem: ConfigProblem | null }> {
    const root = findRoot(file.slice(0, file.lastIndexOf(sep)) || sep);
    return { root, problem: (await this.repo(root)).problem };
  }

  /** The protocol file a path on disk is, or null (a file that is not one, or whose repo's config is broken). */
  async judged(file: string): Promise<Judged | null> {
    const root = findRoot(file.slice(0, file.lastIndexOf(sep)) || sep);
    const rel = relative(root, file).split(sep).join('/');
    if (rel.startsWith('..')) return null;
    const state = await this.repo(root);
    if (!state.config) return null;
    const target = targetsOf(state.config, [rel]).find((t) => t.path === rel);
    return target ? { root, path: rel, kind: target.kind, config: state.config } : null;
  }

  /** Findings for a file's text, and the note to show once when the historical rules cannot run. */
  async diagnose(j: Judged, text: string): Promise<{ messages: Message[]; note?: string }> {
    const state = await this.repo(j.root);
    const config = state.config ?? j.config;
    await this.refreshHead(state);
    if (!state.head.files.has(j.path)) {
      const sha = state.head.sha;
      state.head.files.set(j.path, sha ? ((await readAtCommits(j.root, [sha], j.path)).get(sha) ?? null) : null);
    }
    const base = state.head.sha ? (state.head.files.get(j.path) ?? null) : null;
    const actor = 'name' in state.actor ? state.actor.name : null;
    // a rotation in progress: the archive as it is on disk holds the entries the log's text no longer has
    const archive = state.head.sha
      ? await worktreeArchive(j.root, { target: j, config, base, head: text, rev: state.head.sha })
      : undefined;
    let messages = checkVersions({
      kind: j.kind,
      path: j.path,
      base,
      head: text,
      actor: state.head.sha ? actor : null,
      config,
      archive,
    });
    if (base !== null && !messages.some((m) => m.already))
      messages = withOld(state, { j, base, text, config }, messages);
    const { results } = applyBaseline([toResult(j.path, null, messages)], state.head.baseline, new Set());
    return {
      messages: results[0].messages,
      ...('problem' in state.actor ? { note: state.actor.problem } : {}),
    };
  }

  /** The repository's state, read again when one of its config files changed since. */
  private async repo(root: string): Promise<RepoState> {
    const known = this.repos.get(root);
    if (known !== undefined) {
      const state = await known;
      if (state.configStamp === configStamp(root)) return state;
      this.repos.delete(root);
    }
    const loading = this.load(root);
    this.repos.set(root, loading);
    loading.catch(() => this.repos.delete(root));
    return loading;
  }

  private async load(root: string): Promise<RepoState> {
    const stamp = configStamp(root);
    let config: Config | null = null;
    let problem: ConfigProblem | null = null;
    try {
      config = await loadConfig(root, { trusted: false, reader: 'the language server' });
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      problem =
        error instanceof ConfigError
          ? { message: error.message, file: error.file, at: error.at }
          : { message: error.message, file: join(root, CONFIG_FILES[1]), at: null };
    }
    let actor: RepoState['actor'] = { problem: problem?.message ?? 'no config' };
    if (config)
      try {
        actor = { name: (await resolveActor({ root, config, env: this.env })).actor };
      } catch (error) {
        actor = { problem: (error as Error).message };
      }
    const dirs = await gitDirs(root).catch(() => null);
    const head = { sha: null, baseline: new Map(), files: new Map(), statics: new Map(), stamp: null };
    return { root, configStamp: stamp, config, problem, actor, dirs, head };
  }

  /**
   * HEAD moves when the user commits, checks out or pulls: the old versions and the baseline are read again for
   * the new one. Whether it moved is read from git's files (no git process while it stays).
   */
  private async refreshHead(state: RepoState): Promise<void> {
    const stamp = state.dirs ? headStamp(state.dirs) : null;
    if (stamp !== null && stamp === state.head.stamp) return;
    const sha = (await hasCommits(state.root)) ? await resolveCommit(state.root, 'HEAD', 'HEAD') : null;
    if (sha === state.head.sha && state.head.stamp !== null) {
      state.head.stamp = stamp;
      return;
    }
    const baseline = sha ? await baselineAt(state.root, sha) : new Map();
    state.head = { sha, baseline, files: new Map(), statics: new Map(), stamp };
  }
}

/**
 * What HEAD already had, added to a check that left it out: `check` gives nothing for a text equal to HEAD's, and
 * only the new entries' findings for a log that only grew. The editor shows what `lint` fails, marked as old.
 */
function withOld(
  state: RepoState,
  o: { j: Judged; base: string; text: string; config: Config },
  messages: Message[],
): Message[] {
  const { j, config } = o;
  if (j.kind === 'append-only') return messages;
  const before = state.head.statics.get(j.path) ?? staticFindings(j, o.base, config);
  state.head.statics.set(j.path, before);
  if (!before.some((m) => m.severity === 'error')) return messages;
  const old = blameOnlyTheChange(before, staticFindings(j, o.text, config), 'HEAD').filter((m) => m.already);
  return sortMessages([...messages, ...old]);
}

/** A text's static findings as `lint` gives them, each placed in its entry or section. */
function staticFindings(j: Judged, text: string, config: Config): Message[] {
  if (j.kind === 'append-only') return [];
  const linted = lintSource(sourceFromBytes(j.path, Buffer.from(text, 'utf8')), j.kind, config);
  return placeUnits(linted.messages, linted.doc, config);
}

/**
 * The LSP form of a finding: 0-based range (to the end of its line when it has no end), rule page as its href; a
 * finding HEAD already had says so in its related information (it stays what `lint` makes it, never silent).
 */
export function toDiagnostic(m: Message, lines: string[], o: { uri: string; docsUrl?: string }): LspDiagnostic {
  const line = Math.max(0, m.line - 1);
  const endLine = Math.max(line, (m.endLine ?? m.line) - 1);
  const endCharacter = m.endColumn !== undefined ? m.endColumn - 1 : (lines[endLine] ?? '').replace(/\r$/, '').length;
  const base = docsBase(o.docsUrl);
  const range = {
    start: { line, character: Math.max(0, m.column - 1) },
    end: { line: endLine, character: Math.max(endCharacter, endLine === line ? m.column - 1 : 0) },
  };
  return {
    range,
    severity: m.severity === 'error' ? 1 : 2,
    ...(m.ruleId ? { code: m.ruleId } : {}),
    ...(m.ruleId && base ? { codeDescription: { href: base + encodeURI(ruleUrl(m.ruleId)) } } : {}),
    source: 'handover',
    message: m.message,
    ...(m.already
      ? {
          relatedInformation: [
            {
              location: { uri: o.uri, range },
              message:
                `Already in ${m.already}: \`handover lint\` reports it, and \`handover check\` does not blame ` +
                'this change for it.',
            },
          ],
        }
      : {}),
    data: { ruleId: m.ruleId, ...(m.unit ? { unit: m.unit } : {}), ...(m.already ? { already: m.already } : {}) },
  };
}
