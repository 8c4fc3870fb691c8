import type { HostTerms } from './hosts.js';
import { type HookAnswer, type Payload } from './payload.js';
/** Shell tools: what they write cannot be known before they run, so their effect is checked after. */
export declare const SHELL_TOOLS: Set<string>;
/**
 * PostToolUse on shell commands: compares every protocol file (every file of a sync directory too) of the
 * session's project, of the repo the command ran in and of every repo the command names (reposTouched), as it is in the tree and in the index, with HEAD and with the commit the session started from
 * (noted at SessionStart; used when HEAD moved only by commits made here), as the guard would; when the command
 * broke a rule it tells the agent (exit 2, which the host shows to the model) exactly what to put back. So an
 * edit committed in the same command (`sed -i … && git commit -qam x --no-verify`) is reported too. A state
 * already checked in this session is not checked again, so an untouched repo costs one hash per file.
 */
export declare function postToolUse(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv, terms?: HostTerms): Promise<HookAnswer>;
/**
 * The repositories a shell command may have written: every enclosing repository of the session's project, of the
 * folder the command ran in, and of each path the command names (relative paths from there and from each folder it
 * `cd`s to): `cd ../commons && sed -i … SYNC.md` reaches the commons, `sed -i … lab/HANDOVER.md` at a forest root
 * reaches lab. Not only the nearest `.git`: a planted `sync/.git` must not hide the repository that holds `sync/`.
 */
export declare function reposTouched(o: {
    project: string;
    cwd: string;
    command?: string;
}): string[];
