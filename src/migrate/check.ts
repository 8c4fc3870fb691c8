import { defaultConfig, SHAPE_KNOBS, type Config } from '../config/schema.js';
import type { VersionPair } from '../engine/pair.js';
import { lintSource, type Message } from '../engine/lint.js';
import { parseHandover, sourceFromBytes, type DocKind } from '../models/index.js';
import { HISTORICAL_RULES } from '../rules/index.js';
import { judgeMigration, migrateTrailer, parseMigrateClaim, repoDialect, type MigrationVerdict } from './index.js';
import { sharedFor } from './cmap.js';
import type { MigrateClaim } from './types.js';
import type { LineOrigin } from '../git/blame.js';
import { CANONICAL, CMAP_LOG } from '../models/dialect.js';

const HISTORICAL = new Set(HISTORICAL_RULES.map((r) => r.id));
const KINDS: ReadonlySet<string> = new Set<DocKind>(['handover', 'sync']);

/**
 * Who may migrate a file: its writer (a log, read in the dialect it was written in) or the repo's owner (SYNC.md), and
 * the dispatchers.
 */
function mayMigrate(claim: { kind: DocKind; oldText: string; from: string; actor: string; config: Config }): boolean {
  const { kind, oldText, from, actor, config } = claim;
  if (config.dispatchers.includes(actor) || config.owner === actor) return true;
  if (kind === 'handover') {
    const writer =
      parseHandover(sourceFromBytes('', oldText), from === 'cmap' ? CMAP_LOG : CANONICAL.log).writer ?? config.agent;
    return writer === null || writer === actor;
  }
  const owner = config.owner ?? config.agent;
  return owner === null || owner === actor;
}

/**
 * Whether a claimed source fits the old version as the trusted config describes it: `cmap` only in a cmap repo,
 * `handover` only in a handover one; `legacy` (every shape, nothing dropped) in either. Reading a log in a dialect
 * it is not in would let a "migration" turn its entries into prose: the claim must name what the file is.
 */
export function sourceFits(from: string, config: Config): boolean {
  return from === 'legacy' || (repoDialect(config) === 'cmap') === (from === 'cmap');
}

/**
 * The config the new version of a migrated file is read in: the trusted one with the target dialect, and for a
 * cmap SYNC.md migrated to handover, cmap's shared sections (Goal Status, Decision Log, Conflict Registry) as the
 * shared sections they were. Only the dialect and those sections change: owner, agents and rules stay the trusted ones.
 */
export function configFor(
  config: Config,
  migration: { from: string; to: string; kind: DocKind; headText: string },
): Config {
  const { from, to, kind, headText } = migration;
  // a log now in the handover form is read with the handover form's headings: the knobs `migrate --write` drops
  if (kind === 'handover' && to === 'handover' && repoDialect(config) === to) return withHandoverHeadings(config);
  if (repoDialect(config) === to && !(kind === 'sync' && from === 'cmap')) return config;
  const shared = Object.assign(Object.create(null) as Config['sync']['shared'], config.sync.shared);
  if (kind === 'sync' && from === 'cmap' && to === 'handover')
    for (const [h, m] of Object.entries(sharedFor(headText))) shared[h] ??= m;
  return { ...config, dialect: to as Config['dialect'], sync: { ...config.sync, shared } };
}

/**
 * The config as `migrate --write` leaves it for a log it put into the handover form: the knobs of its old shape
 * (`SHAPE_KNOBS`) dropped, `log.heading`, `log.level` and `log.order` back to the defaults (the other `log` knobs,
 * the writer and the rest unchanged).
 */
export function withHandoverHeadings(config: Config): Config {
  const d = defaultConfig().log;
  const log: Record<string, unknown> = { ...config.log };
  for (const k of SHAPE_KNOBS) delete log[k];
  return { ...config, log: { ...(log as Partial<Config['log']>), heading: d.heading, level: d.level, order: d.order } };
}

const finding = (message: string, severity: 'error' | 'warning' = 'error', line = 1): Message => ({
  ruleId: null,
  severity,
  message,
  line,
  column: 1,
});
const blocks = (ms: Message[]) =>
  ms.some((m) => m.severity === 'error' && !m.override && m.ruleId !== null && HISTORICAL.has(m.ruleId));

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
export function checkMigration(
  pair: VersionPair & { migrate: MigrateClaim },
  normal: (p: VersionPair) => Message[],
): Message[] {
  const { migrate: claim, ...plain } = pair;
  const { kind, path, base, head, actor, config } = plain;
  if (!KINDS.has(kind) || base === null || head === null || actor === null) return normal(plain);
  const text = (x: Uint8Array | string) =>
    typeof x === 'string' ? x : Buffer.from(x.buffer, x.byteOffset, x.length).toString('utf8');
  // Both versions are decoded only when a migration is tried: an ordinary change (an append to a 40 MB log) that the
  // normal rules pass never turns the two files into strings.
  let oldText: string | undefined;
  let newText: string | undefined;
  const c: MigrationCheck = {
    plain,
    normal,
    kind: kind as DocKind,
    path,
    actor,
    config,
    get oldText() {
      oldText ??= text(base);
      return oldText;
    },
    get newText() {
      newText ??= text(head);
      return newText;
    },
    origins: claim.origins ?? null,
    needsHistory: () => {
      claim.needsHistory = true;
    },
  };
  if (claim.trailers === null) return uncommitted(c);
  return claim.trailers.length === 0 ? recognised(c, claim) : claimed(c, claim);
}

/**
 * A commit with no `Handover-Migrate` trailer: a migration is recognised by its content, never by what the commit
 * says (a trailer or an email is typed as easily as anything else). When the normal rules fail and the new file is
 * exactly what `migrate` renders from the old one under the base's config, made by someone who may migrate it, the
 * commit is a migration: its static rules run under the config the migration leads to, and the commits after it
 * are judged against the migrated version.
 */
function recognised(c: MigrationCheck, claim: MigrateClaim): Message[] {
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const to = repoDialect(c.config);
  for (const from of to === 'cmap' ? ['legacy'] : ['legacy', 'cmap']) {
    if (!sourceFits(from, c.config)) continue;
    const v = judgeIn(c, from, to);
    if (!v.exact || !mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor: c.actor, config: c.config })) continue;
    const target = configFor(c.config, { from, to, kind: c.kind, headText: c.newText });
    claim.onAccept?.(target);
    return staticOnly(c, target);
  }
  return found;
}

/** One file of a commit that may be a migration, with both versions' text. */
interface MigrationCheck {
  plain: VersionPair;
  normal: (p: VersionPair) => Message[];
  kind: DocKind;
  path: string;
  actor: string;
  config: Config;
  /** The two versions' text, decoded when first read. */
  readonly oldText: string;
  readonly newText: string;
  /** The old version's line origins (git blame), when the caller has them. */
  origins: (LineOrigin | null)[] | null;
  /** Tells the caller the migration needed the old version's dates from git, which it was not given. */
  needsHistory: () => void;
}

/**
 * Whether the new version is exactly the migration of the old one from `from` to `to` (the base's config); when it
 * could not be told for want of the old version's dates from git, the caller is told (`needsHistory`).
 */
function judgeIn(c: MigrationCheck, from: string, to: string): MigrationVerdict {
  const v = judgeMigration(
    { oldText: c.oldText, newText: c.newText, kind: c.kind, from, to, origins: c.origins },
    c.config,
  );
  if (!v.exact && v.needsHistory) c.needsHistory();
  return v;
}

/** The static findings of the new version under the config the migration leads to. */
const staticOnly = (c: MigrationCheck, target: Config) =>
  lintSource(sourceFromBytes(c.path, c.newText), c.kind, target).messages;

/**
 * No commit message yet (--staged), and the config is the working one (the commit may be changing its dialect): the
 * new file is in the config's dialect, the old one in the other or in a legacy shape. An exact migration passes
 * with a warning saying so and naming the trailer that records it.
 */
function uncommitted(c: MigrationCheck): Message[] {
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const to = repoDialect(c.config);
  for (const from of to === 'cmap' ? ['legacy'] : ['legacy', 'cmap']) {
    const v = judgeIn(c, from, to);
    if (!v.exact || !mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor: c.actor, config: c.config })) continue;
    const trailer = migrateTrailer(from, to);
    return [
      ...staticOnly(c, configFor(c.config, { from, to, kind: c.kind, headText: c.newText })),
      finding(
        `${c.path} is exactly the migration of the committed version (${from} -> ${to}); commit it on its own ` +
          `(check --range recognises it by its content; the trailer "${trailer}" records it: git commit ` +
          `--trailer "${trailer}")`,
        'warning',
      ),
    ];
  }
  return found;
}

/** A commit that carries `Handover-Migrate:` trailers: an exact migration by someone who may make it passes. */
function claimed(c: MigrationCheck, claim: MigrateClaim): Message[] {
  const { path, actor, config } = c;
  const claims = [...new Set(claim.trailers)];
  const parsed = claims.length === 1 ? parseMigrateClaim(claims[0]) : null;
  if (!parsed) {
    const found = c.normal(c.plain);
    const why =
      claims.length > 1
        ? `has ${claims.length} different Handover-Migrate trailers (${claims.join('; ')}); keep one`
        : `carries "Handover-Migrate: ${claims[0]}", which is not "<from> -> <to>" (e.g. legacy -> handover)`;
    return blocks(found) ? [...found, finding(`The commit ${why}, so ${path} was judged as an ordinary edit`)] : found;
  }
  const { from, to } = parsed;
  const v: MigrationVerdict = sourceFits(from, config)
    ? judgeIn(c, from, to)
    : {
        exact: false,
        reason: `the config of the base says the old ${path} is in the ${repoDialect(config)} dialect, not ${from}`,
      };
  if (v.exact && mayMigrate({ kind: c.kind, oldText: c.oldText, from, actor, config })) {
    const target = configFor(config, { from, to, kind: c.kind, headText: c.newText });
    claim.onAccept?.(target);
    return staticOnly(c, target);
  }
  const found = c.normal(c.plain);
  if (!blocks(found)) return found;
  const why = v.exact
    ? `${actor} may not migrate it (a log is migrated by its writer, SYNC.md by the repo's owner, or by a dispatcher)`
    : `the new ${path} is not exactly the migration of the old one: ${v.reason}`;
  return [
    ...found,
    finding(
      `The commit carries "${migrateTrailer(from, to)}", but ${why}; so the normal rules apply. Run ` +
        `handover migrate --write ${path} on the old version and commit only its output with the trailer`,
      'error',
      v.exact ? 1 : (v.line ?? 1),
    ),
  ];
}
