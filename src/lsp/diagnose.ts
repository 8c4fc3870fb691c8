import { relative, sep } from 'node:path';
import { applyBaseline, baselineAt, type Baseline } from '../baseline/index.js';
import { targetsOf } from '../check/targets.js';
import { findRoot, loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { checkVersions, type CheckKind } from '../engine/check.js';
import { toResult, type Message } from '../engine/lint.js';
import { hasCommits, readAtCommits, resolveCommit } from '../git/repo.js';
import { resolveActor } from '../identity.js';
import { docsBase } from '../format/sarif.js';
import { ruleUrl } from '../rules/index.js';

const HEAD_RECHECK_MS = 1000;

/** An LSP diagnostic as the protocol writes it (0-based positions), built without the server library. */
export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: 1 | 2;
  code?: string;
  codeDescription?: { href: string };
  source: 'handover';
  message: string;
  /** The entry or section the finding is about (for the quick fixes). */
  data?: { unit?: string; ruleId: string | null };
}

/** What the server knows about one repository: its config, this clone's agent, and HEAD's versions. */
interface RepoState {
  root: string;
  config: Config;
  /** This clone's agent, or the sentence that says why there is none (then only the static rules run). */
  actor: { name: string } | { problem: string };
  /** HEAD as last read: its commit, baseline and protocol files, and when git was last asked (ms). */
  head: { sha: string | null; baseline: Baseline; files: Map<string, string | null>; checked: number };
}

/** One file to judge: its text in the editor, where it lives, and what kind of protocol file it is. */
export interface Judged {
  root: string;
  /** Repo-relative, `/`-separated. */
  path: string;
  kind: CheckKind;
  config: Config;
}

/**
 * Diagnostics for the protocol files open in an editor (SPEC §5, `handover lsp`): the static rules on the text as
 * it stands and the historical rules from HEAD to it, as this clone's agent, through `checkVersions` as `check`
 * runs them; HEAD's baseline applied. No check logic lives here: only positions and caching.
 */
export class Diagnoser {
  private repos = new Map<string, Promise<RepoState>>();

  constructor(private env: NodeJS.ProcessEnv) {}

  /** The protocol file a path on disk is, or null (a file that is not one gets no diagnostics). */
  async judged(file: string): Promise<Judged | null> {
    const root = findRoot(file.slice(0, file.lastIndexOf(sep)) || sep);
    const rel = relative(root, file).split(sep).join('/');
    if (rel.startsWith('..')) return null;
    const state = await this.repo(root);
    const target = targetsOf(state.config).find((t) => t.path === rel);
    return target ? { root, path: rel, kind: target.kind, config: state.config } : null;
  }

  /** Findings for a file's text, and the note to show once when the historical rules cannot run. */
  async diagnose(j: Judged, text: string): Promise<{ messages: Message[]; note?: string }> {
    const state = await this.repo(j.root);
    await this.refreshHead(state);
    if (!state.head.files.has(j.path)) {
      const sha = state.head.sha;
      state.head.files.set(j.path, sha ? ((await readAtCommits(j.root, [sha], j.path)).get(sha) ?? null) : null);
    }
    const base = state.head.files.get(j.path) ?? null;
    const actor = 'name' in state.actor ? state.actor.name : null;
    const messages = checkVersions({
      kind: j.kind,
      path: j.path,
      base: state.head.sha ? base : null,
      head: text,
      actor: state.head.sha ? actor : null,
      config: state.config,
    });
    const { results } = applyBaseline([toResult(j.path, null, messages)], state.head.baseline, new Set());
    return {
      messages: results[0].messages,
      ...('problem' in state.actor ? { note: state.actor.problem } : {}),
    };
  }

  private repo(root: string): Promise<RepoState> {
    let known = this.repos.get(root);
    if (!known) {
      known = (async () => {
        const config = await loadConfig(root);
        let actor: RepoState['actor'];
        try {
          actor = { name: (await resolveActor({ root, config, env: this.env })).actor };
        } catch (error) {
          actor = { problem: (error as Error).message };
        }
        return { root, config, actor, head: { sha: null, baseline: new Map(), files: new Map(), checked: 0 } };
      })();
      this.repos.set(root, known);
      known.catch(() => this.repos.delete(root));
    }
    return known;
  }

  /**
   * HEAD moves when the user commits: the old versions and the baseline are read again for the new one. Asked of
   * git at most once a second, so typing costs no git process per keystroke.
   */
  private async refreshHead(state: RepoState): Promise<void> {
    const now = Date.now();
    if (now - state.head.checked < HEAD_RECHECK_MS) return;
    const sha = (await hasCommits(state.root)) ? await resolveCommit(state.root, 'HEAD', 'HEAD') : null;
    if (sha === state.head.sha && state.head.checked) {
      state.head.checked = now;
      return;
    }
    state.head = { sha, baseline: sha ? await baselineAt(state.root, sha) : new Map(), files: new Map(), checked: now };
  }
}

/** The LSP form of a finding: 0-based range (to the end of its line when it has no end), rule page as its href. */
export function toDiagnostic(m: Message, lines: string[], _version: string, docsUrl?: string): LspDiagnostic {
  const line = Math.max(0, m.line - 1);
  const endLine = Math.max(line, (m.endLine ?? m.line) - 1);
  const endCharacter = m.endColumn !== undefined ? m.endColumn - 1 : (lines[endLine] ?? '').replace(/\r$/, '').length;
  const base = docsBase(docsUrl);
  return {
    range: {
      start: { line, character: Math.max(0, m.column - 1) },
      end: { line: endLine, character: Math.max(endCharacter, endLine === line ? m.column - 1 : 0) },
    },
    severity: m.severity === 'error' ? 1 : 2,
    ...(m.ruleId ? { code: m.ruleId } : {}),
    ...(m.ruleId && base ? { codeDescription: { href: base + encodeURI(ruleUrl(m.ruleId)) } } : {}),
    source: 'handover',
    message: m.message,
    data: { ruleId: m.ruleId, ...(m.unit ? { unit: m.unit } : {}) },
  };
}
