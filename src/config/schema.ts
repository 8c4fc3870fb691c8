import { isAbsolute, normalize } from 'node:path';
import { CliError } from '../errors.js';
import { redactUrl } from '../display.js';
import {
  archivePatterns,
  DEFAULT_FILES,
  isArchivePath,
  REGISTRY_LAYOUTS,
  type DocKind,
  type RegistryLayout,
} from '../models/index.js';
import {
  DIALECTS,
  LOG_HEADINGS,
  makeDialect,
  SYNC_LAYOUTS,
  type Dialect,
  type DialectName,
  type LogHeading,
  type SyncLayout,
} from '../models/dialect.js';

export type Severity = 'off' | 'warn' | 'error';
export type RuleSetting = Severity | [Severity, Record<string, unknown>?];

export interface UpstreamConfig {
  source: string;
  ref: string;
  file: string;
  /**
   * The dialect the upstream writes its log in (SPEC §7); absent: learnt from the upstream's own config, else
   * `handover`.
   */
  dialect?: DialectName;
  /** The canonical dialect's entry headings for this upstream's log; absent: as for `dialect`. */
  log?: Partial<LogKnobs>;
}

/** The canonical dialect's `log` knobs (SPEC §6). */
export interface LogKnobs {
  heading: LogHeading;
  level: 2 | 3;
  /**
   * `any`: the file keeps no one order; the old entries stay one unchanged block in their order and new entries
   * enter at either end of it (`init` sets it when the file's history adds entries at both ends).
   */
  order: 'oldest-first' | 'newest-first' | 'any';
  /** The log's one writer, when its title does not name it (`# Project log` rather than `# Handover: lab`). */
  writer?: string;
  /**
   * `true`: the newest entry (the one its heading dates latest; of the same time, the later in the log's order) may be
   * amended by adding text at its end (the old entry stays a prefix of the new), as logs whose writer adds a late line
   * to the entry just written do. Every other entry stays as it was. Default false;
   * `init` sets it when the file's history shows such amendments.
   */
  amendLast?: boolean;
  /**
   * `true`: `##` sections after the last entry that do not read as entries (guidelines, a legend) are the log's
   * trailer: they stay last and unchanged (append-only judges them with the preamble), and new entries go above
   * them, where `handover append` writes; so is a comment marker closing the last entry. Level-2 logs; default false.
   */
  trailer?: boolean;
  /**
   * `true`: emphasis-only paragraphs (`*Last updated: 2026-02-14 — Session 9*`) at the very end of the file, after the
   * last entry's own text, are the log's stamp: no part of any entry, free to change on every append, and new entries
   * go above them (where `handover append` writes). Anywhere else such lines are entry text. Default false; `init`
   * sets it when the file's history rewrites such a stamp while adding entries above it.
   */
  stamp?: boolean;
  /**
   * `true` (oldest-first logs): the last entry is a closing entry kept last. New entries go right above it (where
   * `handover append` writes); it never changes, and numbering and dates ignore it. Entries may still be appended
   * after it. Default false; `init` sets it when the file's history inserts new entries right above the same
   * unchanged last entry.
   */
  pinned?: boolean;
  /**
   * The file the log's oldest entries are moved to when it is rotated (a path inside the repository), or a pattern
   * with one `*` in its file name for one archive file per period (`LOG-*.md`, `archive/*.md`), or a list of them: a
   * change may remove the oldest entries when one archive file's new version holds each of them unchanged, in the
   * same commit. Every archive file is itself append-only (its old entries never change; new ones enter at its newest
   * end). `init` sets it when the file's history shows a rotation.
   */
  archive?: string | string[];
  /**
   * The heading of the one `##` section that holds the log when the log is a section of a bigger file (a status
   * board's `## Recent Session Handoffs`): its `###` sections are the entries, read and written there only; the rest of
   * the file is not the log (its sections change freely), but its title line stays as it was. Implies `level: 3`.
   */
  section?: string;
  /**
   * The headings of reference sections a level-2 log kept oldest first holds between its entries (`Environment
   * Reference`): `##` sections under such a heading are no entries; each stays byte for byte after the entry it
   * follows, and a new copy enters only after the last old entry, with or after the new entries. `init` sets it when
   * the file's history adds a new copy of such a section after new entries.
   */
  reference?: string | string[];
}

/**
 * The `log` knobs that read a log's old shape, which `migrate --write` drops once the log is in the handover form:
 * its headings (`heading`, `level`, `order`), and the sections that were no entries, which the migration made
 * numbered entries of the whole file (`section`: the board around the log; `reference`; `trailer`).
 */
export const SHAPE_KNOBS = ['heading', 'level', 'order', 'section', 'reference', 'trailer'] as const;

/** The validated configuration, with every default filled in. */
/** One agent's identities (SPEC §3, §6). */
export interface AgentConfig {
  emails: string[];
  signingKeys: string[];
  github: string[];
  pushers: string[];
}

export interface Config {
  agent: string | null;
  owner: string | null;
  dispatchers: string[];
  files: Record<DocKind, string>;
  /** Known agents: the author emails that identify them and the public keys their commits are signed with;
   * `github`: the agent's GitHub accounts (`alice`) or teams (`org/team`), for `init --github`'s CODEOWNERS and the
   * pull request's author the Action attests; `pushers`: the user names a git server gives for its pushes
   * (SPEC §3). */
  agents: Record<string, AgentConfig>;
  upstreams: Record<string, UpstreamConfig>;
  appendOnly: string[];
  /**
   * Files handover leaves alone (`ignore`): never read as protocol files and never guarded, even under a protocol
   * file's name (a snapshot `init` found at HANDOVER.md, say).
   */
  ignore: string[];
  sync: {
    shared: Record<string, 'append-only' | 'owner-only'>;
    staleDays: number;
    /**
     * Each field's labels, and whether a section may go without it (`optional`); false: the board has no such field
     * (a board without Blocked or Next).
     */
    fields: Partial<Record<SyncFieldKey, SyncFieldConfig | false>>;
    /** The level of the agent sections' headings: 3 for `###` agents under `##` group headings. */
    level: 2 | 3;
    /**
     * `table`: one Markdown table, a row per agent; `tables`: a table per status group; `list`: agents as list items
     * under status groups; `sections`: a heading per agent.
     */
    layout: SyncLayout;
    /** Bold fields and list items other than the board's fields are the sections' own: kept, never a finding. */
    ownFields: boolean;
    /**
     * The one writer who keeps the board for every agent (its history shows one author): it may add, change, remove
     * and move any agent's section. Null: each agent writes only its own.
     */
    keeper: string | null;
  };
  /** The formats of this repo's protocol files (SPEC §7). */
  dialect: DialectName;
  /** The canonical dialect's entry headings. */
  log: LogKnobs;
  hooks: { stop: 'block' | 'remind' | 'off' };
  /** SPEC §8: how far a request may travel, and when one waiting for an answer is stale. */
  requests: { maxDepth: number; staleDays: number };
  /** Where the registry this project consults lives, when it is not its own file: read like an upstream. */
  registry: UpstreamConfig | null;
  /** How PROJECT_REGISTRY.md lays out its projects (`registry.layout`): only `tagged` entries carry provenance. */
  registryLayout: RegistryLayout;
  rules: Record<string, RuleSetting>;
  /** `required`: in a range, each commit's actor is the agent whose signingKeys made its good signature (SPEC §3). */
  identity: { signatures: 'off' | 'required' };
  /** `check --pre-receive`: branches whose deletion or force push is refused (null: the server's default branch). */
  server: { protect: string[] | null };
  /**
   * `handover mcp`: `write: false` serves the read tools only (status, inbox, wait, consume dry runs, check, explain_rule).
   */
  mcp: { write: boolean };
  /** Where the config came from, or null for defaults. */
  filepath: string | null;
}

export type SyncFieldKey = 'focus' | 'blocked' | 'next';
/** One SYNC.md field as the config says it (`sync.fields.<field>`). */
export interface SyncFieldConfig {
  label?: string;
  aliases?: string[];
  optional?: boolean;
}
export const SEVERITIES: Severity[] = ['off', 'warn', 'error'];
const SHARED_MODES = ['append-only', 'owner-only'];
const STOP_MODES = ['block', 'remind', 'off'];

/** Why an upstream source may not reach git (it would be read as an option, or run a remote helper), or null. */
export function upstreamSourceProblem(source: string): string | null {
  if (source.startsWith('-')) return 'which git would read as an option';
  // git's `<transport>::<address>` form runs a remote helper (ext:: runs any command)
  if (/^[A-Za-z][A-Za-z0-9+.-]*::/.test(source))
    return 'a git remote-helper address; use a path or a file://, ssh or https URL';
  if (/[\0\r\n]/.test(source)) return 'which holds control characters; use a path or a git URL';
  return null;
}

/** One line of an ssh public key: its type, the key in base64, and an optional comment. */
const SSH_PUBLIC_KEY = new RegExp(
  '^(?:ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\\.com|' +
    'sk-ecdsa-sha2-nistp256@openssh\\.com) [A-Za-z0-9+/]+={0,3}(?: [^\\0\\r\\n]*)?$',
);

/** Whether a configured signing key is an ssh public key or a gpg fingerprint, or null when it is neither. */
export function signingKeyKind(key: string): 'ssh' | 'gpg' | null {
  const k = key.trim();
  if (SSH_PUBLIC_KEY.test(k)) return 'ssh';
  if (/^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(k)) return 'gpg';
  return null;
}

/** The protocol files a config reads: `files` without those it leaves alone (`ignore`). */
export function readFilesOf(config: Pick<Config, 'files' | 'ignore'>): [DocKind, string][] {
  const left = new Set(config.ignore ?? []);
  return (Object.entries(config.files) as [DocKind, string][]).filter(([, p]) => !left.has(p.split('\\').join('/')));
}

/** Defaults used when no config file exists. */
export function defaultConfig(): Config {
  return {
    agent: null,
    owner: null,
    dispatchers: [],
    files: { ...DEFAULT_FILES },
    // No prototype on the maps keyed by names from the config or the command line: `config.upstreams.constructor`
    // or `"toString" in config.sync.shared` must not find Object.prototype's members.
    agents: Object.create(null) as Config['agents'],
    upstreams: Object.create(null) as Config['upstreams'],
    appendOnly: [],
    ignore: [],
    // no prototype: `heading in config.sync.shared` must not be true for "constructor" or "toString"
    sync: {
      shared: Object.create(null) as Config['sync']['shared'],
      staleDays: 7,
      fields: {},
      level: 2,
      layout: 'sections',
      ownFields: false,
      keeper: null,
    },
    dialect: 'handover',
    log: { heading: 'seq', level: 2, order: 'oldest-first' },
    hooks: { stop: 'block' },
    requests: { maxDepth: 2, staleDays: 3 },
    registry: null,
    registryLayout: 'tagged',
    rules: Object.create(null) as Config['rules'],
    identity: { signatures: 'off' },
    server: { protect: null },
    mcp: { write: true },
    filepath: null,
  };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A GitHub user (`alice`) or team (`org/team`) as CODEOWNERS names it, without the `@`. */
/** A git server's user name for a pusher (gitolite, GitLab, Gitea, GitHub Enterprise, a web server's REMOTE_USER). */
export const PUSHER = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}$/;
export const GITHUB_OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9](?:[A-Za-z0-9._-]{0,99}))?$/;
/** Agent and upstream names: what may safely appear in a file, a heading, a git trailer. */
export const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Validates a raw config object (from any loader) into a Config. Every problem is an exit-2 error
 * naming the file and the key, so a typo is never silently ignored.
 */
export function validateConfig(
  raw: unknown,
  filepath: string | null,
  knownRules: ReadonlySet<string>,
  ruleOptions?: ReadonlyMap<string, Record<string, { default: unknown }>>,
): Config {
  const c = checksFor(filepath ?? 'the configuration');
  const cfg = defaultConfig();
  cfg.filepath = filepath;
  if (raw === null || raw === undefined) return cfg;
  if (!isObj(raw)) c.fail('(top level)', 'must be a mapping of keys to values');
  const known = { knownRules, ruleOptions };
  for (const [key, v] of Object.entries(raw as Obj)) {
    if (!Object.hasOwn(SECTIONS, key))
      c.fail(
        key,
        'is not a known configuration key ($schema, agent, owner, dispatchers, files, agents, upstreams, appendOnly, ' +
          'ignore, sync, dialect, log, hooks, requests, registry, rules, identity, server, mcp)',
      );
    SECTIONS[key](c, v, cfg, known);
  }
  const archive = cfg.log?.archive;
  // (a folder of protocol files, files.sync: sync/, holds none of them either)
  const inFolder = (p: string) => p.endsWith('/') && archivePatterns(archive).some((a) => a.startsWith(p));
  // (a named file in another case, `handover.md` for HANDOVER.md, is that file on a macOS or Windows checkout)
  const sameName = (p: string) => archivePatterns(archive).some((a) => a.toLowerCase() === p.toLowerCase());
  const protocol = Object.values(cfg.files)
    .map((p) => p.split('\\').join('/'))
    .find((p) => isArchivePath(archive, p) || inFolder(p) || sameName(p));
  if (protocol !== undefined)
    c.fail(
      'log.archive',
      `names ${protocol.endsWith('/') ? `files in ${protocol}, a folder of protocol files` : `${protocol}, a protocol file`}` +
        `${protocol.endsWith('/') || isArchivePath(archive, protocol) ? '' : ' (in another case: one file on a macOS or Windows checkout)'}` +
        ': name a file of its own for the rotated entries',
    );
  return cfg;
}

/** What `rules` is checked against: the rule ids there are, and the options each declares. */
interface KnownRules {
  knownRules: ReadonlySet<string>;
  ruleOptions: ReadonlyMap<string, Record<string, { default: unknown }>> | undefined;
}

/** Each top-level key's reader: checks the value and sets it in the config. */
const SECTIONS: Record<string, (c: Checks, v: unknown, cfg: Config, known: KnownRules) => void> = {
  // the JSON Schema an editor reads (`"$schema": ".../schema/config.schema.json"`); nothing to set
  $schema: (c, v) => {
    if (typeof v !== 'string') c.fail('$schema', 'must be the URL or path of a JSON Schema');
  },
  agent: (c, v, cfg) => {
    cfg.agent = c.name('agent', v);
  },
  owner: (c, v, cfg) => {
    cfg.owner = c.name('owner', v);
  },
  dispatchers: (c, v, cfg) => {
    cfg.dispatchers = c.strList('dispatchers', v).map((s, i) => c.name(`dispatchers[${i}]`, s));
  },
  files: (c, v, cfg) => readFiles(c, v, cfg),
  agents: (c, v, cfg) => {
    if (!isObj(v)) c.fail('agents', 'must be a mapping of agent ids');
    for (const [id, a] of Object.entries(v as Obj)) cfg.agents[id] = readAgent(c, id, a);
  },
  upstreams: (c, v, cfg) => {
    if (!isObj(v)) c.fail('upstreams', 'must be a mapping of upstream names');
    for (const [id, u] of Object.entries(v as Obj)) cfg.upstreams[id] = readUpstream(c, id, u);
  },
  appendOnly: (c, v, cfg) => {
    cfg.appendOnly = c.strList('appendOnly', v).map((p, i) => c.relPath(`appendOnly[${i}]`, p));
  },
  ignore: (c, v, cfg) => {
    cfg.ignore = c.strList('ignore', v).map((p, i) => c.relPath(`ignore[${i}]`, p).split('\\').join('/'));
  },
  sync: (c, v, cfg) => readSync(c, v, cfg.sync),
  dialect: (c, v, cfg) => {
    cfg.dialect = c.dialectName('dialect', v);
  },
  log: (c, v, cfg) => {
    const knobs = c.logKnobs('log', v);
    if (knobs.section && knobs.level === 2)
      c.fail('log.level', 'is 2, but log.section reads the "###" entries under one "##" heading: drop it, or write 3');
    if (knobs.reference && (knobs.section || knobs.level === 3 || (knobs.order ?? 'oldest-first') !== 'oldest-first'))
      c.fail('log.reference', 'reads "##" sections between the entries of a level-2 log kept oldest first: drop it');
    cfg.log = { ...cfg.log, ...knobs };
  },
  hooks: (c, v, cfg) => {
    if (!isObj(v)) c.fail('hooks', 'must be a mapping (stop)');
    for (const [k, x] of Object.entries(v as Obj)) {
      if (k !== 'stop') c.fail(`hooks.${k}`, 'is not a known key (stop)');
      if (!STOP_MODES.includes(x as string)) c.fail('hooks.stop', `must be one of ${STOP_MODES.join(', ')}`);
      cfg.hooks.stop = x as Config['hooks']['stop'];
    }
  },
  requests: (c, v, cfg) => readRequests(c, v, cfg.requests),
  registry: (c, v, cfg) => {
    if (!isObj(v)) c.fail('registry', 'must be a mapping with source (and optionally ref, file) or layout');
    const { layout, ...where } = v as Obj;
    if (layout !== undefined)
      cfg.registryLayout = REGISTRY_LAYOUTS.includes(layout as RegistryLayout)
        ? (layout as RegistryLayout)
        : c.fail('registry.layout', `must be one of ${REGISTRY_LAYOUTS.join(', ')}`);
    // `layout` alone describes this repo's own registry; a source names the commons registry it consults
    if (layout === undefined || Object.keys(where).length) cfg.registry = readRegistry(c, where);
  },
  rules: (c, v, cfg, known) => readRules(c, v, cfg.rules, known),
  identity: (c, v, cfg) => {
    if (!isObj(v)) c.fail('identity', 'must be a mapping (signatures)');
    for (const [k, x] of Object.entries(v as Obj)) {
      if (k !== 'signatures') c.fail(`identity.${k}`, 'is not a known key (signatures)');
      if (x !== 'off' && x !== 'required') c.fail('identity.signatures', 'must be off or required');
      cfg.identity.signatures = x as Config['identity']['signatures'];
    }
  },
  server: (c, v, cfg) => readServer(c, v, cfg.server),
  mcp: (c, v, cfg) => {
    if (!isObj(v)) c.fail('mcp', 'must be a mapping (write)');
    for (const [k, x] of Object.entries(v as Obj)) {
      if (k !== 'write') c.fail(`mcp.${k}`, 'is not a known key (write)');
      if (typeof x !== 'boolean') c.fail('mcp.write', 'must be true or false');
      cfg.mcp.write = x as boolean;
    }
  },
};

/** The value checks of one config file: each fails with an exit-2 error naming the file and the key. */
interface Checks {
  fail(key: string, what: string): never;
  str(key: string, v: unknown): string;
  /** An agent or upstream name (`NAME`). */
  name(key: string, v: unknown): string;
  strList(key: string, v: unknown): string[];
  fieldLabel(key: string, v: unknown): string;
  /** A path inside the repository, normalised. */
  relPath(key: string, v: unknown): string;
  dialectName(key: string, v: unknown): DialectName;
  logKnobs(key: string, v: unknown): Partial<LogKnobs>;
}

function checksFor(where: string): Checks {
  const fail = (key: string, what: string): never => {
    throw new CliError(`${where}: "${key}" ${what}. Fix it and run again.`, 2);
  };
  const str = (key: string, v: unknown): string =>
    typeof v === 'string' && v.trim() ? v.trim() : fail(key, 'must be a non-empty string');
  const c: Checks = {
    fail,
    str,
    name: (key, v) => {
      const s = str(key, v);
      return NAME.test(s)
        ? s
        : fail(key, `is "${s}": use letters, digits, ".", "_" or "-", starting with a letter or digit`);
    },
    strList: (key, v) =>
      Array.isArray(v) ? v.map((x, i) => str(`${key}[${i}]`, x)) : fail(key, 'must be a list of strings'),
    fieldLabel: (key, v) => {
      const l = str(key, v);
      return /^[A-Za-z][A-Za-z0-9 _-]{0,40}$/.test(l)
        ? l
        : fail(key, `is "${l}": a label is letters, digits, spaces, "-" or "_"`);
    },
    relPath: (key, v) => {
      const s = str(key, v);
      const n = normalize(s);
      if (isAbsolute(s) || n === '..' || n.startsWith('../') || n.startsWith('..\\') || s.includes('\0'))
        fail(key, `is "${s}": a path inside the repository is required`);
      return n;
    },
    dialectName: (key, v) =>
      DIALECTS.includes(v as DialectName) ? (v as DialectName) : fail(key, `must be one of ${DIALECTS.join(', ')}`),
    logKnobs: (key, v) => {
      if (!isObj(v))
        fail(
          key,
          'must be a mapping (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)',
        );
      const out: Partial<LogKnobs> = {};
      for (const [k, x] of Object.entries(v as Obj)) Object.assign(out, logKnob(c, `${key}.${k}`, x));
      return out;
    },
  };
  return c;
}

/**
 * `log.archive`: a path inside the repository, or a pattern with one `*` in its file name (one archive file per
 * period: `LOG-*.md`, `archive/*.md`), or a non-empty list of them.
 */
function archiveKnob(c: Checks, key: string, x: unknown): string | string[] {
  const one = (k: string, v: unknown) => {
    const p = c.relPath(k, v).split('\\').join('/');
    const stars = p.split('*').length - 1;
    if (stars > 1 || (stars === 1 && p.slice(p.indexOf('*')).includes('/')))
      c.fail(k, `is "${p}": a pattern has one \`*\`, in the file name (LOG-*.md, archive/*.md)`);
    return p;
  };
  if (!Array.isArray(x)) return one(key, x);
  if (x.length === 0) c.fail(key, 'must be a path, a pattern with one `*`, or a non-empty list of them');
  return x.map((v, i) => one(`${key}[${i}]`, v));
}

/** One `log` knob (`key` ends with its name), as a partial `LogKnobs`. */
function logKnob(c: Checks, key: string, x: unknown): Partial<LogKnobs> {
  switch (key.slice(key.lastIndexOf('.') + 1)) {
    case 'heading':
      return {
        heading: (LOG_HEADINGS as readonly string[]).includes(x as string)
          ? (x as LogKnobs['heading'])
          : c.fail(key, `must be one of ${LOG_HEADINGS.join(', ')}`),
      };
    case 'writer':
      return { writer: c.name(key, x) };
    case 'amendLast':
      return { amendLast: typeof x === 'boolean' ? x : c.fail(key, 'must be true or false') };
    case 'trailer':
      return { trailer: typeof x === 'boolean' ? x : c.fail(key, 'must be true or false') };
    case 'stamp':
      return { stamp: typeof x === 'boolean' ? x : c.fail(key, 'must be true or false') };
    case 'pinned':
      return { pinned: typeof x === 'boolean' ? x : c.fail(key, 'must be true or false') };
    case 'archive':
      return { archive: archiveKnob(c, key, x) };
    case 'section':
      return { section: sectionKnob(c, key, x) };
    case 'reference':
      return {
        reference:
          Array.isArray(x) && x.length > 0
            ? x.map((h, i) => sectionKnob(c, `${key}[${i}]`, h))
            : typeof x === 'string'
              ? sectionKnob(c, key, x)
              : c.fail(key, 'must be a "##" heading, or a non-empty list of them'),
      };
    case 'level':
      return { level: x === 2 || x === 3 ? x : c.fail(key, 'must be 2 or 3') };
    case 'order':
      return {
        order: ['oldest-first', 'newest-first', 'any'].includes(x as string)
          ? (x as LogKnobs['order'])
          : c.fail(key, 'must be oldest-first, newest-first or any'),
      };
    default:
      return c.fail(
        key,
        'is not a known key (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference)',
      );
  }
}

/** `log.section`: a `##` heading's text, on one line, without its `##` marks. */
function sectionKnob(c: Checks, key: string, x: unknown): string {
  const s = c.str(key, x);
  if (/[\r\n]/.test(s) || s.length > 200) return c.fail(key, 'must be one heading, on one line');
  if (s.startsWith('#')) return c.fail(key, `is "${s}": write the heading's text without its "##" marks`);
  return s;
}

function readFiles(c: Checks, v: unknown, cfg: Config): void {
  if (!isObj(v)) c.fail('files', 'must be a mapping with handover, sync, registry and marker');
  for (const [k, p] of Object.entries(v as Obj)) {
    if (!Object.hasOwn(DEFAULT_FILES, k))
      c.fail(`files.${k}`, 'is not a known key (handover, sync, registry, marker, requests)');
    cfg.files[k as DocKind] = c.relPath(`files.${k}`, p);
  }
}

/** `agents.<id>`: the agent's emails, signing keys, GitHub accounts and pusher names. */
function readAgent(c: Checks, id: string, a: unknown): AgentConfig {
  c.name(`agents.${id}`, id);
  const agent: AgentConfig = { emails: [], signingKeys: [], github: [], pushers: [] };
  if (a === null || a === undefined) return agent;
  if (!isObj(a)) c.fail(`agents.${id}`, 'must be a mapping (emails, signingKeys, github, pushers)');
  for (const [k, e] of Object.entries(a as Obj)) {
    if (!Object.hasOwn(AGENT_KEYS, k))
      c.fail(`agents.${id}.${k}`, 'is not a known key (emails, signingKeys, github, pushers)');
    agent[k as keyof AgentConfig].push(...AGENT_KEYS[k as keyof AgentConfig](c, `agents.${id}.${k}`, e));
  }
  return agent;
}

/** Each key of an agent's entry: its values, checked (`key` is `agents.<id>.<key>`). */
const AGENT_KEYS: Record<keyof AgentConfig, (c: Checks, key: string, e: unknown) => string[]> = {
  emails: (c, key, e) => c.strList(key, e).map((x) => x.toLowerCase()),
  signingKeys: (c, key, e) =>
    c.strList(key, e).map((k, i) => {
      if (!signingKeyKind(k))
        c.fail(
          `${key}[${i}]`,
          'must be an ssh public key ("ssh-ed25519 AAAA…", one line) or a gpg key fingerprint (16 or 40 ' +
            'hex digits)',
        );
      return k.trim();
    }),
  github: (c, key, e) =>
    (typeof e === 'string' ? [e] : c.strList(key, e)).map((x) => {
      const g = x.replace(/^@/, '');
      if (!GITHUB_OWNER.test(g)) c.fail(key, `is "${g}": give GitHub user names (alice) or teams (org/team)`);
      return g;
    }),
  pushers: (c, key, e) =>
    c.strList(key, e).map((x) => {
      if (!PUSHER.test(x))
        c.fail(
          key,
          `is "${x}": give the user names the git server reports for pushes (letters, digits, ".", "_", "@", "-")`,
        );
      return x;
    }),
};

/** `upstreams.<id>`: where another project's log is read (a source that never reaches git as an option). */
function readUpstream(c: Checks, id: string, u: unknown): UpstreamConfig {
  c.name(`upstreams.${id}`, id);
  if (!isObj(u)) c.fail(`upstreams.${id}`, 'must be a mapping with source (and optionally ref, file, dialect, log)');
  const up: UpstreamConfig = { source: '', ref: 'main', file: 'HANDOVER.md' };
  for (const [k, x] of Object.entries(u as Obj)) {
    const kk = `upstreams.${id}.${k}`;
    if (k === 'source') up.source = c.str(kk, x);
    else if (k === 'ref') up.ref = c.str(kk, x);
    else if (k === 'file') up.file = c.relPath(kk, x);
    else if (k === 'dialect') up.dialect = c.dialectName(kk, x);
    else if (k === 'log') up.log = c.logKnobs(kk, x);
    else c.fail(kk, 'is not a known key (source, ref, file, dialect, log)');
  }
  if (up.log && up.dialect && up.dialect !== 'handover')
    c.fail(
      `upstreams.${id}.log`,
      `applies to the handover dialect only, and upstreams.${id}.dialect is ${up.dialect}; remove one of them`,
    );
  if (!up.source) c.fail(`upstreams.${id}.source`, 'is required');
  const sourceProblem = upstreamSourceProblem(up.source);
  if (sourceProblem) c.fail(`upstreams.${id}.source`, `is "${redactUrl(up.source)}", ${sourceProblem}`);
  if (up.ref.startsWith('-') || !/^[A-Za-z0-9._/-]+$/.test(up.ref) || up.ref.includes('..'))
    c.fail(`upstreams.${id}.ref`, `is "${up.ref}", which is not a plain branch, tag or commit name`);
  return up;
}

/** One reader per key of `sync`, each checking its value and setting it. */
const SYNC_KEYS: Record<string, (c: Checks, x: unknown, sync: Config['sync']) => void> = {
  shared: (c, x, sync) => readShared(c, x, sync.shared),
  staleDays: (c, x, sync) => {
    if (typeof x !== 'number' || !(x > 0)) c.fail('sync.staleDays', 'must be a positive number of days');
    sync.staleDays = x as number;
  },
  fields: (c, x, sync) => {
    if (!isObj(x)) c.fail('sync.fields', 'must map focus, blocked and next to { label, aliases, optional }');
    for (const [f, spec] of Object.entries(x as Obj)) sync.fields[f as SyncFieldKey] = readSyncField(c, f, spec);
  },
  level: (c, x, sync) => {
    sync.level = x === 2 || x === 3 ? x : c.fail('sync.level', 'must be 2 or 3');
  },
  layout: (c, x, sync) => {
    sync.layout = SYNC_LAYOUTS.includes(x as SyncLayout)
      ? (x as SyncLayout)
      : c.fail('sync.layout', `must be one of ${SYNC_LAYOUTS.join(', ')}`);
  },
  keeper: (c, x, sync) => {
    sync.keeper = c.name('sync.keeper', x);
  },
  ownFields: (c, x, sync) => {
    sync.ownFields = typeof x === 'boolean' ? x : c.fail('sync.ownFields', 'must be true or false');
  },
};

function readSync(c: Checks, v: unknown, sync: Config['sync']): void {
  if (!isObj(v)) c.fail('sync', 'must be a mapping (shared, staleDays)');
  for (const [k, x] of Object.entries(v as Obj)) {
    if (!Object.hasOwn(SYNC_KEYS, k))
      c.fail(`sync.${k}`, 'is not a known key (shared, staleDays, fields, level, layout, ownFields, keeper)');
    SYNC_KEYS[k](c, x, sync);
  }
  if (sync.layout !== 'sections' && sync.level === 3)
    c.fail(
      'sync.level',
      `is 3, but sync.layout is ${sync.layout}, whose agents have no heading level; drop one of them`,
    );
  if (sync.fields.focus === false) c.fail('sync.fields.focus', 'cannot be false: every board says what an agent is on');
}

/** `sync.shared`: the shared sections of SYNC.md and how each may change. */
function readShared(c: Checks, x: unknown, shared: Config['sync']['shared']): void {
  if (!isObj(x)) c.fail('sync.shared', 'must map section headings to append-only or owner-only');
  for (const [h, m] of Object.entries(x as Obj)) {
    if (!SHARED_MODES.includes(m as string)) c.fail(`sync.shared.${h}`, `must be one of ${SHARED_MODES.join(', ')}`);
    shared[h] = m as 'append-only' | 'owner-only';
  }
}

/** `sync.fields.<field>`: the label a dialect writes for one SYNC.md field, and the labels it also accepts. */
function readSyncField(c: Checks, f: string, spec: unknown): SyncFieldConfig | false {
  if (!['focus', 'blocked', 'next'].includes(f))
    c.fail(`sync.fields.${f}`, 'is not a known field (focus, blocked, next)');
  if (spec === false) return false;
  if (!isObj(spec))
    c.fail(`sync.fields.${f}`, 'must be a mapping (label, aliases, optional), or false when the board has none');
  const out: SyncFieldConfig = {};
  for (const [sk, sv] of Object.entries(spec as Obj)) {
    if (sk === 'label') out.label = c.fieldLabel(`sync.fields.${f}.label`, sv);
    else if (sk === 'aliases')
      out.aliases = c
        .strList(`sync.fields.${f}.aliases`, sv)
        .map((a, i) => c.fieldLabel(`sync.fields.${f}.aliases[${i}]`, a));
    else if (sk === 'optional')
      out.optional = typeof sv === 'boolean' ? sv : c.fail(`sync.fields.${f}.optional`, 'must be true or false');
    else c.fail(`sync.fields.${f}.${sk}`, 'is not a known key (label, aliases, optional)');
  }
  return out;
}

function readRequests(c: Checks, v: unknown, requests: Config['requests']): void {
  if (!isObj(v)) c.fail('requests', 'must be a mapping (maxDepth, staleDays)');
  for (const [k, x] of Object.entries(v as Obj)) {
    if (k === 'maxDepth') {
      if (!Number.isInteger(x) || (x as number) < 1)
        c.fail('requests.maxDepth', 'must be a whole number of hops, 1 or more');
      requests.maxDepth = x as number;
    } else if (k === 'staleDays') {
      if (typeof x !== 'number' || !(x > 0)) c.fail('requests.staleDays', 'must be a positive number of days');
      requests.staleDays = x as number;
    } else c.fail(`requests.${k}`, 'is not a known key (maxDepth, staleDays)');
  }
}

/** `registry`: the registry this project consults, read like an upstream. */
function readRegistry(c: Checks, v: unknown): UpstreamConfig {
  if (!isObj(v)) c.fail('registry', 'must be a mapping with source (and optionally ref, file)');
  const reg: UpstreamConfig = { source: '', ref: 'main', file: DEFAULT_FILES.registry };
  for (const [k, x] of Object.entries(v as Obj)) {
    if (k === 'source') reg.source = c.str('registry.source', x);
    else if (k === 'ref') reg.ref = c.str('registry.ref', x);
    else if (k === 'file') reg.file = c.relPath('registry.file', x);
    else c.fail(`registry.${k}`, 'is not a known key (source, ref, file, layout)');
  }
  if (!reg.source) c.fail('registry.source', 'is required');
  const problem = upstreamSourceProblem(reg.source);
  if (problem) c.fail('registry.source', `is "${reg.source}", ${problem}`);
  if (reg.ref.startsWith('-') || !/^[A-Za-z0-9._/-]+$/.test(reg.ref) || reg.ref.includes('..'))
    c.fail('registry.ref', `is "${reg.ref}", which is not a plain branch, tag or commit name`);
  return reg;
}

/** `rules`: known rule ids, each with a severity and, optionally, options the rule declares. */
function readRules(c: Checks, v: unknown, rules: Config['rules'], known: KnownRules): void {
  if (!isObj(v)) c.fail('rules', 'must map rule ids to off, warn or error');
  for (const [id, s] of Object.entries(v as Obj)) {
    if (!known.knownRules.has(id))
      c.fail(
        `rules.${id}`,
        `is not a known rule id (${ruleHint(id, known.knownRules)}; each has a page under rules/ in the package)`,
      );
    const sev = Array.isArray(s) ? s[0] : s;
    if (!SEVERITIES.includes(sev as Severity))
      c.fail(`rules.${id}`, 'must be off, warn or error (or [severity, options])');
    if (Array.isArray(s) && s.length > 1 && !isObj(s[1])) c.fail(`rules.${id}[1]`, 'must be a mapping of options');
    if (Array.isArray(s) && isObj(s[1]) && known.ruleOptions)
      checkRuleOptions(id, s[1], known.ruleOptions.get(id) ?? {}, c.fail);
    rules[id] = s as RuleSetting;
  }
}

function readServer(c: Checks, v: unknown, server: Config['server']): void {
  if (!isObj(v)) c.fail('server', 'must be a mapping (protect)');
  for (const [k, x] of Object.entries(v as Obj)) {
    if (k !== 'protect') c.fail(`server.${k}`, 'is not a known key (protect)');
    server.protect = c
      .strList('server.protect', x)
      .map((b, i) =>
        /^[A-Za-z0-9._/*-]+$/.test(b) && !b.startsWith('-')
          ? b
          : c.fail(
              `server.protect[${i}]`,
              `is "${b}": give a branch name such as main, or a pattern such as release/*`,
            ),
      );
  }
}

/** The known rules of the same group as a mistyped id, or the groups there are. */
function ruleHint(id: string, known: ReadonlySet<string>): string {
  const group = id.split('/')[0];
  const same = [...known].filter((r) => r.startsWith(`${group}/`));
  if (same.length) return `the ${group} rules are ${same.join(', ')}`;
  return `rule ids start with ${[...new Set([...known].map((r) => `${r.split('/')[0]}/`))].join(', ')}`;
}

/** Rule options must be ones the rule declares, of the type of their default. */
function checkRuleOptions(
  id: string,
  given: Obj,
  known: Record<string, { default: unknown }>,
  fail: (key: string, what: string) => never,
): void {
  const names = Object.keys(known);
  for (const [k, v] of Object.entries(given)) {
    const key = `rules.${id}[1].${k}`;
    if (!Object.hasOwn(known, k))
      fail(
        key,
        names.length ? `is not an option of ${id} (${names.join(', ')})` : `is given, but ${id} has no options`,
      );
    const d = known[k].default;
    if (typeof d === 'number' && Number.isInteger(d) && !(Number.isInteger(v) && (v as number) >= 0))
      fail(key, 'must be a whole number of 0 or more');
    if (d !== null && d !== undefined && typeof v !== typeof d) fail(key, `must be a ${typeof d}`);
  }
}

const dialects = new WeakMap<Config, Dialect>();

/** The dialect a config describes (SPEC §7): `dialect`, `log` and `sync.fields`, with `sync.shared` folded in. */
export function dialectOf(config: Config): Dialect {
  let d = dialects.get(config);
  if (!d) {
    d = makeDialect({
      dialect: config.dialect ?? 'handover',
      log: config.log,
      syncFields: config.sync.fields,
      syncLevel: config.sync.level,
      syncLayout: config.sync.layout,
      syncOwnFields: config.sync.ownFields,
      registryLayout: config.registryLayout,
      shared: config.sync.shared,
    });
    dialects.set(config, d);
  }
  return d;
}

/**
 * Why `agent` would be refused at commit in this repository, said at `init` and `sync set` time rather than
 * later: the config lists its agents (`agents:`), and not this one, so `sync/known-agents` refuses its section.
 * The sentence says what the repository's owner must add. Null when the agent is listed or none are.
 */
export function unlistedAgentWarning(config: Config, agent: string): string | null {
  const listed = Object.keys(config.agents);
  if (listed.length === 0 || listed.includes(agent)) return null;
  const file = config.filepath ? config.filepath.split(/[\\/]/).pop() : 'the handover config';
  const owner = config.owner ?? 'the owner of this repository';
  return (
    `${file} lists the agents ${listed.join(', ')} and not ${agent}, so a commit of ${agent}'s section will be ` +
    `refused (sync/known-agents); ${owner} must add "${agent}: {}" (with ${agent}'s emails) under agents in ${file}.`
  );
}
