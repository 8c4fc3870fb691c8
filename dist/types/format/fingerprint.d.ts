import type { FileResult, Message } from '../engine/lint.js';
/**
 * A stable fingerprint per finding: the file and the finding's identity (rule, entry or section, what it says),
 * never its line, so it stays the same across runs and as lines move; a second identical finding in one file gets
 * its own (numbered in file order). GitLab's `fingerprint` and SARIF's `partialFingerprints` are this one value.
 */
export declare function fingerprinter(): (path: string, m: Message) => string;
/** Every reported finding of the results with its fingerprint, in order (suppressed ones after each file's own). */
export declare function withFingerprints(results: FileResult[], all?: (r: FileResult) => Message[]): {
    result: FileResult;
    message: Message;
    fingerprint: string;
}[];
