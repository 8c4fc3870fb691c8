import type { Config } from '../config/schema.js';
import { type HookAnswer, type Payload } from './payload.js';
import type { HostTerms } from './hosts.js';
/**
 * The PreToolUse guard: computes a protocol file's text after an Edit or Write the way Claude Code
 * applies it and runs the static and historical rules against the committed version, with the
 * session's own agent as actor. Blocks (exit 2, reason on stderr) for errors the edit introduces and
 * for an edit of a protocol file whose effect it cannot reproduce; anything else passes.
 */
export declare function guardToolUse(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv, terms?: HostTerms): Promise<HookAnswer>;
/**
 * The acting agent: the session's own project's agent (HANDOVER_AGENT, its clone's handover.agent,
 * its config's agent, its email mapping), not the agent of the clone that holds the file: a session of
 * lab editing partner's HANDOVER.md in partner's clone acts as lab.
 */
export declare function sessionActor(project: string, root: string, config: Config, env: NodeJS.ProcessEnv): Promise<string>;
/**
 * True when the repo's file system ignores case (`.git` and `.GIT` are one folder): `handover.md` is `HANDOVER.md`
 * there.
 */
export declare function caseInsensitiveFs(root: string): boolean;
