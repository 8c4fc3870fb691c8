import type { Config } from '../config/schema.js';
import { type ProtocolDoc } from '../models/index.js';
import type { Message } from './lint.js';
/** Fills in `unit` (unless the rule gave it) and `owner` of each message from the document it was found in. */
export declare function placeUnits(messages: Message[], doc: ProtocolDoc | null, config: Config): Message[];
/** A unit's text in a document (normalised), or null when the document has no such unit. */
export declare function unitText(doc: ProtocolDoc | null, unit: string, config: Config): string | null;
/**
 * The key a finding is matched by across versions: rule, unit, and its identity (the rule's, when the message holds
 * text that grows with the file, such as a count), else the message with its line numbers left out.
 */
export declare function findingKey(m: Message): string;
/** "bob's section", "entry 3 of lab's log", "the preamble" — whose entry or section a finding is in. */
export declare function whose(m: Message): string;
/**
 * Blame only the change (SPEC §4): a finding of `head` whose key `before` already had is not the change's doing.
 * It stays, as a warning saying where it already was and whose entry or section it is; it never blocks. Matched
 * as multisets, so a second copy of a problem the base had once is still new. Both lists need their units placed.
 */
export declare function blameOnlyTheChange(before: Message[], head: Message[], baseName: string): Message[];
