import type { FileResult } from '../engine/lint.js';
/**
 * GitLab Code Quality (a subset of the CodeClimate issue format, what GitLab's merge-request widget reads): one
 * JSON array of `{ description, check_name, fingerprint, severity, location: { path, lines: { begin } } }`.
 * The fingerprint hashes the file and the finding's identity (rule, entry or section, what it says), never its
 * line, so it stays the same across runs and as lines move, and GitLab tells new findings from fixed ones; a
 * second identical finding in one file gets its own. Suppressed findings are left out; overrides are `info`.
 */
export declare function gitlab(results: FileResult[]): string;
