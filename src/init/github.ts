import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { readTitle } from '../models/docs/handover.js';
import { splitAtLevel2 } from '../models/markdown/split.js';
import { sourceFromBytes } from '../models/markdown/source.js';
import { isSyncDir, syncFileOf } from '../models/docs/sync-dir.js';
import { ensureOwnedFile, readText, writeText, type Outcome } from './outcome.js';

/**
 * `init --github`: the host's own guards, as files the user applies (init never calls GitHub). A repository
 * ruleset for the default branch, in the shape GitHub's ruleset import and REST API take (no deletion, no
 * force push, changes through pull requests with code-owner review, the handover check required), and a
 * CODEOWNERS block giving each agent its own files: `sync/<agent>.md` in the directory layout, and each log
 * to its writer. The protocol's ownership then holds on the host, authenticated by GitHub accounts.
 */

export const RULESET_PATH = '.github/rulesets/handover.json';
/** The workflow `init` writes (or its alternative name, when the first is the user's own). */
export const WORKFLOW_PATH = '.github/workflows/handover.yml';
export const WORKFLOW_ALT_PATH = '.github/workflows/handover-check.yml';
/** What marks a workflow file as the one `init` wrote. */
const WORKFLOW_MARK = 'written by `handover init`';
export const CODEOWNERS_PATH = '.github/CODEOWNERS';
/** The GitHub Actions app: a required check must come from a workflow, not from any app that posts a status. */
export const ACTIONS_APP_ID = 15368;
/** The check run the workflow `init` writes reports (its job id). */
export const CHECK_CONTEXT = 'check';
const BEGIN = '# handover:begin (written by `handover init --github`; regenerated from the config)';
const END = '# handover:end';

/**
 * The ruleset, as GitHub's "Import a ruleset" and `POST /repos/{owner}/{repo}/rulesets` take it. With
 * `identity.signatures: required` (SPEC §3: an actor is the agent whose key made the commit's signature),
 * GitHub refuses unsigned commits on the branch too.
 */
export function rulesetJson(
  config?: Pick<Config, 'identity'>,
  workflow: { path: string; repositoryId: number } = { path: WORKFLOW_PATH, repositoryId: 0 },
): Record<string, unknown> {
  return {
    name: 'handover',
    target: 'branch',
    enforcement: 'active',
    bypass_actors: [],
    conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } },
    rules: [
      { type: 'deletion' },
      { type: 'non_fast_forward' },
      ...(config?.identity.signatures === 'required' ? [{ type: 'required_signatures' }] : []),
      {
        type: 'pull_request',
        parameters: {
          required_approving_review_count: 0,
          dismiss_stale_reviews_on_push: true,
          require_code_owner_review: true,
          require_last_push_approval: false,
          required_review_thread_resolution: false,
        },
      },
      {
        type: 'required_status_checks',
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: CHECK_CONTEXT, integration_id: ACTIONS_APP_ID }],
        },
      },
      // The check as the default branch has it: on pull_request GitHub runs the workflow the PR carries, so a PR
      // could point `uses:` elsewhere or replace the step with `run: true` and still report a green `check`. A
      // required workflow runs the file from the repository's default branch, which the PR cannot edit.
      {
        type: 'workflows',
        parameters: {
          do_not_enforce_on_create: false,
          workflows: [{ path: workflow.path, repository_id: workflow.repositoryId }],
        },
      },
    ],
  };
}

/** One CODEOWNERS pattern anchored at the repository root, with git's special characters escaped. */
function pattern(path: string): string {
  return `/${path.replace(/([\\ #!*?[\]])/g, '\\$1')}`;
}

/**
 * The CODEOWNERS lines: each agent's files to its GitHub account, shared files to the owner; dispatchers co-own
 * everything.
 */
export function codeownersLines(root: string, config: Config): { lines: string[]; missing: string[] } {
  const gh = (id: string | null | undefined) =>
    id && config.agents[id]?.github.length ? config.agents[id].github.map((g) => `@${g}`).join(' ') : null;
  const dispatchers = config.dispatchers.map(gh).filter((x): x is string => x !== null);
  const missing = new Set<string>();
  const lines: string[] = [];
  const add = (path: string, agent: string | null) => {
    const owner = gh(agent);
    if (!owner) {
      if (agent) missing.add(agent);
      if (!dispatchers.length) return;
    }
    lines.push(`${pattern(path)} ${[...new Set([owner, ...dispatchers].filter(Boolean))].join(' ')}`);
  };
  const writer = logWriter(root, config.files.handover) ?? config.agent;
  if (existsSync(join(root, config.files.handover))) add(config.files.handover, writer);
  if (isSyncDir(config.files.sync)) {
    for (const id of Object.keys(config.agents)) add(syncFileOf(config.files.sync, id), id);
  } else {
    add(config.files.sync, config.owner); // one file: sections cannot be owned apart; the owner reviews
  }
  add(config.files.registry, config.owner);
  for (const p of config.appendOnly) add(p, config.owner);
  if (config.filepath) add(config.filepath.replace(/^.*[\\/]/, ''), config.owner);
  return { lines, missing: [...missing] };
}

function logWriter(root: string, file: string): string | null {
  try {
    const text = readFileSync(join(root, file));
    return readTitle(splitAtLevel2(sourceFromBytes(file, text).text).preamble).writer;
  } catch {
    return null;
  }
}

/** Writes the ruleset (kept when changed by hand, unless `force`) and the CODEOWNERS block (regenerated). */
export function ensureGithubGuards(root: string, config: Config, force: boolean): Outcome[] {
  const alt = readText(join(root, WORKFLOW_ALT_PATH));
  const path = alt?.includes(WORKFLOW_MARK) ? WORKFLOW_ALT_PATH : WORKFLOW_PATH;
  // GitHub names the workflow's repository by its numeric id, which only GitHub knows (init makes no call):
  // taken from GITHUB_REPOSITORY_ID where Actions sets it, else left 0 for the user to fill in.
  const id = /^[1-9][0-9]{0,15}$/.test(process.env.GITHUB_REPOSITORY_ID ?? '')
    ? Number(process.env.GITHUB_REPOSITORY_ID)
    : 0;
  const ruleset = ensureOwnedFile(
    root,
    RULESET_PATH,
    `${JSON.stringify(rulesetJson(config, { path, repositoryId: id }), null, 2)}\n`,
    { force },
  );
  if (id === 0 && ruleset.action !== 'kept')
    ruleset.note = [
      ruleset.note,
      `set "repository_id" of the workflows rule to this repository's id (gh api repos/OWNER/REPO --jq .id) before ` +
        `importing`,
    ]
      .filter(Boolean)
      .join('; ');
  const out: Outcome[] = [ruleset];
  const { lines, missing } = codeownersLines(root, config);
  const block = [BEGIN, ...lines, END].join('\n');
  const abs = join(root, CODEOWNERS_PATH);
  const old = readText(abs);
  const note = missing.length
    ? `no GitHub account for ${missing.join(', ')}: set agents.<id>.github in the config`
    : undefined;
  if (old === null) {
    writeText(abs, `${block}\n`);
    out.push({ what: CODEOWNERS_PATH, action: 'created', note });
    return out;
  }
  const begin = old.indexOf(BEGIN);
  const end = begin === -1 ? -1 : old.indexOf(END, begin);
  if (begin !== -1 && end === -1) {
    out.push({
      what: CODEOWNERS_PATH,
      action: 'skipped',
      note: `has "${BEGIN.slice(0, 17)}" but no "${END}"; fix the block by hand`,
    });
    return out;
  }
  // The last matching CODEOWNERS line wins, so our block goes at the end, after any lines of the user's.
  const next =
    begin === -1
      ? `${old}${old.endsWith('\n') || old === '' ? '' : '\n'}${block}\n`
      : old.slice(0, begin) + block + old.slice(end + END.length);
  if (next === old) {
    out.push({ what: CODEOWNERS_PATH, action: 'kept', note });
    return out;
  }
  writeText(abs, next);
  out.push({ what: CODEOWNERS_PATH, action: begin === -1 ? 'extended' : 'updated', note });
  return out;
}
