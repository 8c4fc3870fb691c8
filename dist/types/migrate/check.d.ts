import type { VersionPair } from '../engine/check.js';
import { type Message } from '../engine/lint.js';
/**
 * What a change's commit says about migration: the values of its `Handover-Migrate` trailers, or null when
 * there is no commit message yet (`check --staged` in the pre-commit hook, and the working-tree check).
 */
export interface MigrateClaim {
    trailers: string[] | null;
}
/**
 * The historical check of one file in a commit that may be a migration (SPEC §5 `migrate`). A commit that
 * carries `Handover-Migrate: <from> -> <to>` and whose new file is exactly the migration of its old one, by
 * someone who may migrate it, passes the historical rules (the static rules still run on the new version).
 * When the file is not exactly the migration the normal rules apply, and if they fail, a finding says the
 * migration did not match and where. Without a commit message (--staged), an exact migration passes with a
 * warning naming the trailer to commit it with. The migration is computed only when the normal rules fail
 * or the commit claims one, so ordinary appends keep their fast path.
 */
export declare function checkMigration(pair: VersionPair & {
    migrate: MigrateClaim;
}, normal: (p: VersionPair) => Message[]): Message[];
