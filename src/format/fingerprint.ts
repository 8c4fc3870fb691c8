import { createHash } from 'node:crypto';
import type { FileResult, Message } from '../engine/lint.js';
import { findingKey } from '../engine/units.js';

/**
 * A stable fingerprint per finding: the file and the finding's identity (rule, entry or section, what it says),
 * never its line, so it stays the same across runs and as lines move; a second identical finding in one file gets
 * its own (numbered in file order). GitLab's `fingerprint` and SARIF's `partialFingerprints` are this one value.
 */
export function fingerprinter(): (path: string, m: Message) => string {
  const seen = new Map<string, number>();
  return (path, m) => {
    const identity = `${path}\u0000${findingKey(m)}`;
    const n = seen.get(identity) ?? 0;
    seen.set(identity, n + 1);
    return createHash('sha256').update(`${identity}\u0000${n}`).digest('hex');
  };
}

/** Every reported finding of the results with its fingerprint, in order (suppressed ones after each file's own). */
export function withFingerprints(
  results: FileResult[],
  all: (r: FileResult) => Message[] = (r) => r.messages,
): { result: FileResult; message: Message; fingerprint: string }[] {
  const print = fingerprinter();
  return results.flatMap((result) =>
    all(result).map((message) => ({ result, message, fingerprint: print(result.path, message) })),
  );
}
