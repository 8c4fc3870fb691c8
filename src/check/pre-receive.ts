import { defaultConfig, type Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import type { FileResult } from '../engine/lint.js';
import { commitOf } from '../git/client.js';
import { defaultBranch, isAncestor, mergeBase, requireGitDir } from '../git/repo.js';
import { printable } from '../git/refs.js';
import type { Attestation } from '../identity.js';
import { checkCommits } from './range.js';
import { baselineTextAt, judgeWithBaseline } from '../baseline/index.js';
import { configAt } from './config-at.js';

/** One line of git's pre-receive input: `<old> <new> <ref>`. */
export interface RefUpdate {
  old: string;
  new: string;
  ref: string;
}

/** What the hook decided for one pushed ref. */
export interface RefVerdict {
  ref: string;
  /** Why the update is refused outright (a deletion or force push of a protected branch), or null. */
  refused: string | null;
  /** The findings on the ref's new commits (as `check --range` reports them). */
  results: FileResult[];
  commits: number;
}

const ZERO = /^0{40}(?:0{24})?$/;
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Parses git's pre-receive stdin; a malformed line is an exit-2 error (git never sends one). */
export function parseUpdates(input: string): RefUpdate[] {
  const out: RefUpdate[] = [];
  for (const line of input.split('\n')) {
    if (!line.trim()) continue;
    const [old, neu, ref, ...rest] = line.trim().split(' ');
    if (
      rest.length ||
      !SHA.test(old ?? '') ||
      !SHA.test(neu ?? '') ||
      !ref ||
      !/^refs\/[A-Za-z0-9._/@+-]+$/.test(ref)
    ) {
      throw new CliError(
        `pre-receive input line "${printable(line.slice(0, 120))}" is not "<old-sha> <new-sha> <ref>"; run handover ` +
          `check --pre-receive only as git's pre-receive hook.`,
        2,
      );
    }
    out.push({ old, new: neu, ref });
  }
  return out;
}

/** Whether a ref is protected by a `server.protect` list (names, `*` within one path part, or full refs). */
export function isProtected(ref: string, protect: string[]): boolean {
  return protect.some((p) => {
    const full = p.startsWith('refs/') ? p : `refs/heads/${p}`;
    const re = new RegExp(
      `^${full
        .split('*')
        .map((x) => x.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    return re.test(ref);
  });
}

/** Why an update is refused before any check: a deleted protected branch, or a replace ref created or moved. */
function refusedRef(u: RefUpdate, guarded: boolean, protect: string[]): string | null {
  if (ZERO.test(u.new))
    return guarded
      ? `${u.ref} is a protected branch (server.protect: ${protect.join(', ')}); deleting it is refused`
      : null;
  // A replace ref redraws history for every reader that honours it (handover's own git calls do not): pushed
  // before a rewrite, it would show the old entry in place of the new one.
  if (u.ref.startsWith('refs/replace/'))
    return (
      `${u.ref} is a replace ref, which would show readers another object in place of the pushed one; pushing ` +
      `refs/replace/* is refused (delete it with git replace -d and push again)`
    );
  return null;
}

/**
 * Where the net change starts, as check --range judges it: the branch's old tip (or where a rewrite forked from
 * it); a new branch: where it forked from the default branch (check --range main..branch), or none without one.
 */
async function netStart(
  root: string,
  r: { exists: boolean; old: string; head: string; main: string | null },
): Promise<string | null> {
  if (r.exists) return (await isAncestor(root, r.old, r.head)) ? r.old : await mergeBase(root, r.old, r.head);
  return r.main ? await mergeBase(root, r.main, r.head) : null;
}

/**
 * What a pushed ref is judged against: the branch's old tip (a new branch, or an old tip the server lacks: the
 * default branch's), for the config and the baseline alike.
 */
async function judgedAgainst(
  root: string,
  u: RefUpdate,
  main: { sha: string | null; config: Config },
): Promise<{ baseSha: string | null; config: Config }> {
  if (!ZERO.test(u.old) && (await commitOf(root, u.old)))
    return { baseSha: u.old, config: await configAt(root, u.old, u.ref) };
  return { baseSha: main.sha, config: main.config };
}

/**
 * `check --pre-receive`: judges each pushed ref. Its new commits are checked as `check --range` checks a pull
 * request, under the config of the server's current version of the branch (a new branch: the default
 * branch's), JSON/YAML only. Deleting or force-pushing a protected branch, and creating or moving a
 * `refs/replace/*` ref, are refused before any check. `pusher`: who the server says is pushing (GL_USER …), the
 * host's attested identity every pushed commit must agree with.
 */
export async function checkPush(
  root: string,
  updates: RefUpdate[],
  pusher: Attestation | null = null,
): Promise<RefVerdict[]> {
  await requireGitDir(root);
  const mainRef = await defaultBranch(root);
  const mainSha = mainRef ? await commitOf(root, mainRef) : null;
  const mainConfig = mainSha ? await configAt(root, mainSha, mainRef!) : defaultConfig();
  const verdicts: RefVerdict[] = [];
  for (const u of updates) {
    const exists = !ZERO.test(u.old);
    const { baseSha, config } = await judgedAgainst(root, u, { sha: mainSha, config: mainConfig });
    const protect = mainConfig.server.protect ?? (mainRef ? [mainRef] : []);
    const guarded = isProtected(u.ref, protect);
    const verdict: RefVerdict = { ref: u.ref, refused: null, results: [], commits: 0 };
    verdicts.push(verdict);
    verdict.refused = refusedRef(u, guarded, protect);
    if (verdict.refused || ZERO.test(u.new)) continue;
    const head = await commitOf(root, u.new);
    if (!head) continue; // a tag or other object that is not a commit: nothing of the protocol to judge
    if (exists && guarded && !(await isAncestor(root, u.old, u.new))) {
      verdict.refused =
        `${u.ref} is a protected branch (server.protect: ${protect.join(', ')}); this push rewrites ` +
        `its history (not a fast-forward of ${u.old.slice(0, 7)}), which is refused — rebase onto it and push ` +
        `again, without --force`;
      continue;
    }
    const netFrom = await netStart(root, { exists, old: u.old, head, main: mainSha });
    const checked = await checkCommits(root, {
      config,
      head,
      exclude: exists ? [u.old] : 'all',
      netFrom,
      attested: pusher,
    });
    // the baseline of that base, applied as check --range applies BASE's, so the two modes agree
    verdict.results = await judgeWithBaseline(root, checked.results, {
      base: baseSha,
      headText: await baselineTextAt(root, head),
      config,
    });
    verdict.commits = checked.commits;
  }
  return verdicts;
}
