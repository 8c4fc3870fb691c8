import { z } from 'zod';
import { DEFAULT_FILES, type DocKind } from '../models/index.js';
import { DIALECTS, LOG_HEADINGS, SYNC_LAYOUTS } from '../models/dialect.js';
import { REGISTRY_LAYOUTS } from '../models/docs/registry.js';
import { NAME, PUSHER, SEVERITIES } from './schema.js';

/**
 * The config file's shape as one declaration (SPEC §6): what `schema/config.schema.json` is generated from
 * (`npm run build:schema`), so editors check and complete `.handoverrc.yaml` and `.handoverrc.json`. Every object
 * is strict: an unknown key is an error, as `validateConfig` makes it. `validateConfig` stays the checker on the
 * hot path (the guard loads the config on every edit, and zod costs a module load there); test/config/schema.test.ts
 * holds the two together on every example config of the docs and on unknown keys at every level.
 */
const name = z.string().regex(NAME).describe('An agent or project id: letters, digits, ".", "_" or "-".');
const names = z.array(name);
const path = z.string().min(1).describe('A path inside the repository.');
const oneOrMany = (s: z.ZodString) => z.union([s, z.array(s)]);
const positive = z.number().positive();
const ref = z
  .string()
  .regex(/^[A-Za-z0-9._/-]+$/)
  .describe('A plain branch, tag or commit name.');
const dialect = z.enum(DIALECTS as [string, ...string[]]);

const referenceHeading = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^#\r\n][^\r\n]*$/);

const logKnobs = z
  .strictObject({
    heading: z.enum(LOG_HEADINGS),
    level: z.union([z.literal(2), z.literal(3)]),
    order: z
      .enum(['oldest-first', 'newest-first', 'any'])
      .describe('any: the old entries stay one unchanged block in order; new entries enter at either end.'),
    writer: name.describe("The log's one writer, when its title does not name it."),
    amendLast: z
      .boolean()
      .describe(
        'Text may be added at the end of the newest entry, the one its heading dates latest (the file does it).',
      ),
    trailer: z
      .boolean()
      .describe('Non-entry sections (or a comment marker) after the last entry stay last; new entries go above them.'),
    stamp: z
      .boolean()
      .describe(
        'Emphasis-only paragraphs (*Last updated: …*) at the very end of the file are its stamp: free to change, ' +
          'no part of any entry; new entries go above them.',
      ),
    pinned: z
      .boolean()
      .describe('The last entry is a closing entry kept last and unchanged; new entries go right above it.'),
    archive: z
      .union([path, z.array(path).min(1)])
      .describe(
        'The file the oldest entries move to, unchanged, when the log is rotated (in the same commit; it only grows), ' +
          'a pattern with one `*` in the file name for one archive file per period (LOG-*.md), or a list of them.',
      ),
    section: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[^#\r\n][^\r\n]*$/)
      .describe(
        'The ## heading whose ### sections are the log, in a bigger file (a status board): the rest of the file is ' +
          'not the log, only its title line stays. Implies level 3.',
      ),
    reference: z
      .union([referenceHeading, z.array(referenceHeading).min(1)])
      .describe(
        'The ## headings of reference sections kept between the entries of a level-2 log kept oldest first: no ' +
          'entries; each stays as it was after the entry it follows; a new copy enters only after the last old entry.',
      ),
  })
  .partial()
  .describe("How the handover dialect's log heads and orders its entries.");

const upstream = z.strictObject({
  source: z.string().min(1).describe('A path to a working tree, or a git URL (file://, ssh, https).'),
  ref: ref.optional(),
  file: path.optional(),
  dialect: dialect.optional(),
  log: logKnobs.optional(),
});

const agent = z
  .strictObject({
    emails: z.array(z.string().min(1)),
    signingKeys: z.array(z.string().min(1)).describe('ssh public keys or gpg key fingerprints.'),
    github: oneOrMany(z.string().regex(/^@?[A-Za-z0-9]/)).describe('GitHub users (alice) or teams (org/team).'),
    pushers: oneOrMany(z.string().regex(PUSHER)).describe('User names the git server reports for pushes.'),
  })
  .partial()
  .nullable();

const syncLabels = z
  .strictObject({
    label: z.string().min(1),
    aliases: z.array(z.string().min(1)),
    optional: z.boolean().describe('true: a section may go without this field (the board carries it in part).'),
  })
  .partial();
const syncField = z
  .union([syncLabels, z.literal(false)])
  .describe('The labels, or false: the board has no such field.');

const severity = z.enum(SEVERITIES as [string, ...string[]]);

export const configDeclaration = z
  .strictObject({
    $schema: z.string().describe('The JSON Schema an editor checks this file against.'),
    agent: name.describe("This repo's agent (or per clone: git config handover.agent)."),
    owner: name.describe('Who may edit preambles, shared sections and this config.'),
    dispatchers: names.describe('Who may override and approve, on the record.'),
    files: z
      .strictObject(
        Object.fromEntries(Object.keys(DEFAULT_FILES).map((k) => [k, path.optional()])) as Record<
          DocKind,
          z.ZodOptional<typeof path>
        >,
      )
      .describe('Where the protocol files are; files.sync may name a directory ending in /.'),
    agents: z.record(name, agent).describe('Known agents and the identities that establish them.'),
    upstreams: z.record(name, upstream).describe('The logs this repo consumes.'),
    appendOnly: z.array(path).describe('More append-only logs: the old text must stay a prefix of the new.'),
    ignore: z
      .array(path)
      .describe('Files handover leaves alone: never read, never guarded (init writes what it refuses).'),
    sync: z
      .strictObject({
        shared: z.record(z.string(), z.enum(['append-only', 'owner-only'])),
        staleDays: positive,
        fields: z.strictObject({ focus: syncLabels, blocked: syncField, next: syncField }).partial(),
        level: z.union([z.literal(2), z.literal(3)]),
        layout: z
          .enum(SYNC_LAYOUTS)
          .describe(
            'sections: a heading per agent; table: one table, a row per agent; tables: a table per status group; ' +
              'list: agents as list items under status groups.',
          ),
        ownFields: z.boolean().describe("Fields other than focus, blocked and next are the sections' own."),
        keeper: name.describe("The one writer who keeps the board for every agent: may write any agent's section."),
      })
      .partial(),
    dialect,
    log: logKnobs,
    hooks: z.strictObject({ stop: z.enum(['block', 'remind', 'off']) }).partial(),
    requests: z.strictObject({ maxDepth: z.number().int().min(1), staleDays: positive }).partial(),
    registry: z
      .strictObject({
        source: z.string().min(1),
        ref,
        file: path,
        layout: z.enum(REGISTRY_LAYOUTS as [string, ...string[]]),
      })
      .partial(),
    rules: z
      .record(
        z.string(),
        z.union([severity, z.tuple([severity]), z.tuple([severity, z.record(z.string(), z.unknown())])]),
      )
      .describe('Rule ids (see rules/ in the package) to off, warn or error, or [severity, options].'),
    identity: z.strictObject({ signatures: z.enum(['off', 'required']) }).partial(),
    server: z.strictObject({ protect: z.array(z.string().min(1)) }).partial(),
    mcp: z.strictObject({ write: z.boolean() }).partial(),
  })
  .partial()
  .describe('handover configuration (SPEC §6).');

/** The JSON Schema of the config file, as shipped in schema/config.schema.json. */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configDeclaration, { target: 'draft-07' }) as Record<string, unknown>;
  return { ...schema, $id: 'https://github.com/handover-dev/handover/blob/main/schema/config.schema.json' };
}
