import type { Config } from '../config/schema.js';
import { type Message } from '../engine/lint.js';
/** A finding of a commit rule (`protocol/identity`, `protocol/config-owner`) at the configured severity, or null when off. */
export declare function commitMessage(ruleId: 'protocol/identity' | 'protocol/config-owner', message: string, unit: string, config: Config): Message | null;
/** A commit's identity problem (SPEC §3) as a `protocol/identity` finding of that commit. */
export declare function identityMessage(problem: string, c: {
    sha: string;
}, config: Config): Message | null;
