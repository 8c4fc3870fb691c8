import type { Message } from '../../engine/lint.js';
import type { Target } from '../targets.js';
/** A finding of one commit: where, what, and whether that commit introduced it. */
export interface Found {
    path: string;
    m: Message;
    tag: string;
    merge: boolean;
}
/**
 * One message per finding (rule and entry or section, not line): placed where the net change has it in HEAD,
 * else where its commit had it, and naming every commit that introduced it. A static finding HEAD has counts as
 * HEAD has it (one BASE had is a warning); one fixed later in the range is still its commit's; one a commit's parent
 * already had is not reported again.
 */
export declare function group(found: Found[], net: Map<string, Message[]>, targets: Target[]): Map<string, Message[]>;
