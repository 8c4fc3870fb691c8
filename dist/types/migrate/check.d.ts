import { type Config } from '../config/schema.js';
import type { VersionPair } from '../engine/pair.js';
import { type Message } from '../engine/lint.js';
import { type DocKind } from '../models/index.js';
import type { MigrateClaim } from './types.js';
/**
 * Whether a claimed source fits the old version as the trusted config describes it: `cmap` only in a cmap repo,
 * `handover` only in a handover one; `legacy` (every shape, nothing dropped) in either. Reading a log in a dialect
 * it is not in would let a "migration" turn its entries into prose: the claim must name what the file is.
 */
export declare function sourceFits(from: string, config: Config): boolean;
/**
 * The config the new version of a migrated file is read in: the trusted one with the target dialect, and for a
 * cmap SYNC.md migrated to handover, cmap's shared sections (Goal Status, Decision Log, Conflict Registry) as the
 * shared sections they were. Only the dialect and those sections change: owner, agents and rules stay the trusted ones.
 */
export declare function configFor(config: Config, migration: {
    from: string;
    to: string;
    kind: DocKind;
    headText: string;
}): Config;
/**
 * The config as `migrate --write` leaves it for a log it put into the handover form: the knobs of its old shape
 * (`SHAPE_KNOBS`) dropped, `log.heading`, `log.level` and `log.order` back to the defaults (the other `log` knobs,
 * the writer and the rest unchanged).
 */
export declare function withHandoverHeadings(config: Config): Config;
/**
 * The historical check of one file in a commit that may be a migration (SPEC §5 `migrate`). A commit whose new
 * file is exactly the migration of its old one, by someone who may migrate it, passes the historical rules (the
 * static rules still run on the new version); a `Handover-Migrate: <from> -> <to>` trailer names the source, and
 * without one the sources the base's config allows are tried (the content proves a migration, the message never).
 * When the file is not exactly the migration the normal rules apply, and if they fail, a finding says the
 * migration did not match and where. Without a commit message (--staged), an exact migration passes with a
 * warning naming the trailer to commit it with. The migration is computed only when the normal rules fail
 * or the commit claims one, so ordinary appends keep their fast path.
 */
export declare function checkMigration(pair: VersionPair & {
    migrate: MigrateClaim;
}, normal: (p: VersionPair) => Message[]): Message[];
