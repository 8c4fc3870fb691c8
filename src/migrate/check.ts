import type { Config } from '../config/schema.js';
import type { VersionPair } from '../engine/check.js';
import { lintSource, type Message } from '../engine/lint.js';
import { parseHandover, sourceFromBytes, type DocKind } from '../models/index.js';
import { HISTORICAL_RULES } from '../rules/index.js';
import { judgeMigration, migrateTrailer, parseMigrateClaim, repoDialect } from './index.js';

/**
 * What a change's commit says about migration: the values of its `Handover-Migrate` trailers, or null when
 * there is no commit message yet (`check --staged` in the pre-commit hook, and the working-tree check).
 */
export interface MigrateClaim {
  trailers: string[] | null;
}

const HISTORICAL = new Set(HISTORICAL_RULES.map((r) => r.id));
const KINDS: ReadonlySet<string> = new Set<DocKind>(['handover', 'sync']);

/** Who may migrate a file: its writer (a log) or the repo's owner (SYNC.md), and the dispatchers. */
function mayMigrate(kind: DocKind, oldText: string, actor: string, config: Config): boolean {
  if (config.dispatchers.includes(actor) || config.owner === actor) return true;
  if (kind === 'handover') {
    const writer = parseHandover(sourceFromBytes('', oldText)).writer ?? config.agent;
    return writer === null || writer === actor;
  }
  const owner = config.owner ?? config.agent;
  return owner === null || owner === actor;
}

const finding = (message: string, severity: 'error' | 'warning' = 'error', line = 1): Message => ({ ruleId: null, severity, message, line, column: 1 });
const blocks = (ms: Message[]) => ms.some((m) => m.severity === 'error' && !m.override && m.ruleId !== null && HISTORICAL.has(m.ruleId));

/**
 * The historical check of one file in a commit that may be a migration (SPEC §5 `migrate`). A commit that
 * carries `Handover-Migrate: <from> -> <to>` and whose new file is exactly the migration of its old one, by
 * someone who may migrate it, passes the historical rules (the static rules still run on the new version).
 * When the file is not exactly the migration the normal rules apply, and if they fail, a finding says the
 * migration did not match and where. Without a commit message (--staged), an exact migration passes with a
 * warning naming the trailer to commit it with. The migration is computed only when the normal rules fail
 * or the commit claims one, so ordinary appends keep their fast path.
 */
export function checkMigration(pair: VersionPair & { migrate: MigrateClaim }, normal: (p: VersionPair) => Message[]): Message[] {
  const { migrate: claim, ...plain } = pair;
  const { kind, path, base, head, actor, config } = plain;
  if (!KINDS.has(kind) || base === null || head === null || actor === null || (claim.trailers !== null && claim.trailers.length === 0)) return normal(plain);
  const text = (x: Uint8Array | string) => (typeof x === 'string' ? x : Buffer.from(x.buffer, x.byteOffset, x.length).toString('utf8'));
  const staticOnly = () => lintSource(sourceFromBytes(path, head), kind as DocKind, config).messages;
  if (claim.trailers === null) {
    const found = normal(plain);
    if (!blocks(found)) return found;
    const to = repoDialect(config);
    const v = judgeMigration(text(base), text(head), kind as DocKind, 'legacy', to, config);
    if (!v.exact || !mayMigrate(kind as DocKind, text(base), actor, config)) return found;
    return [...staticOnly(), finding(`${path} is exactly the migration of the committed version (legacy -> ${to}); commit it on its own with the trailer "${migrateTrailer('legacy', to)}" (git commit --trailer "${migrateTrailer('legacy', to)}"), or check --range will judge it as an ordinary edit`, 'warning')];
  }
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found = normal(plain);
    const why = claims.length > 1 ? `has ${claims.length} different Handover-Migrate trailers (${claims.join('; ')}); keep one` : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found) ? [...found, finding(`The commit ${why}, so ${path} was judged as an ordinary edit`)] : found;
  }
  const v = judgeMigration(text(base), text(head), kind as DocKind, parsed.from, parsed.to, config);
  if (v.exact && mayMigrate(kind as DocKind, text(base), actor, config)) return staticOnly();
  const found = normal(plain);
  if (!blocks(found)) return found;
  const why = v.exact
    ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)`
    : `the new ${path} is not exactly the migration of the old one: ${v.reason}`;
  return [...found, finding(`The commit carries "${migrateTrailer(parsed.from, parsed.to)}", but ${why}; so the normal rules apply. Run handover migrate --write ${path} on the old version and commit only its output with the trailer`, 'error', v.exact ? 1 : v.line ?? 1)];
}
