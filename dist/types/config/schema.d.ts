import { type DocKind, type RegistryLayout } from '../models/index.js';
import { type Dialect, type DialectName, type LogHeading, type SyncLayout } from '../models/dialect.js';
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
export declare const SHAPE_KNOBS: readonly ["heading", "level", "order", "section", "reference", "trailer"];
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
    hooks: {
        stop: 'block' | 'remind' | 'off';
    };
    /** SPEC §8: how far a request may travel, and when one waiting for an answer is stale. */
    requests: {
        maxDepth: number;
        staleDays: number;
    };
    /** Where the registry this project consults lives, when it is not its own file: read like an upstream. */
    registry: UpstreamConfig | null;
    /** How PROJECT_REGISTRY.md lays out its projects (`registry.layout`): only `tagged` entries carry provenance. */
    registryLayout: RegistryLayout;
    rules: Record<string, RuleSetting>;
    /** `required`: in a range, each commit's actor is the agent whose signingKeys made its good signature (SPEC §3). */
    identity: {
        signatures: 'off' | 'required';
    };
    /** `check --pre-receive`: branches whose deletion or force push is refused (null: the server's default branch). */
    server: {
        protect: string[] | null;
    };
    /**
     * `handover mcp`: `write: false` serves the read tools only (status, inbox, wait, consume dry runs, check, explain_rule).
     */
    mcp: {
        write: boolean;
    };
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
export declare const SEVERITIES: Severity[];
/** Why an upstream source may not reach git (it would be read as an option, or run a remote helper), or null. */
export declare function upstreamSourceProblem(source: string): string | null;
/** Whether a configured signing key is an ssh public key or a gpg fingerprint, or null when it is neither. */
export declare function signingKeyKind(key: string): 'ssh' | 'gpg' | null;
/** The protocol files a config reads: `files` without those it leaves alone (`ignore`). */
export declare function readFilesOf(config: Pick<Config, 'files' | 'ignore'>): [DocKind, string][];
/** Defaults used when no config file exists. */
export declare function defaultConfig(): Config;
/** A GitHub user (`alice`) or team (`org/team`) as CODEOWNERS names it, without the `@`. */
/** A git server's user name for a pusher (gitolite, GitLab, Gitea, GitHub Enterprise, a web server's REMOTE_USER). */
export declare const PUSHER: RegExp;
export declare const GITHUB_OWNER: RegExp;
/** Agent and upstream names: what may safely appear in a file, a heading, a git trailer. */
export declare const NAME: RegExp;
/**
 * Validates a raw config object (from any loader) into a Config. Every problem is an exit-2 error
 * naming the file and the key, so a typo is never silently ignored.
 */
export declare function validateConfig(raw: unknown, filepath: string | null, knownRules: ReadonlySet<string>, ruleOptions?: ReadonlyMap<string, Record<string, {
    default: unknown;
}>>): Config;
/** The dialect a config describes (SPEC §7): `dialect`, `log` and `sync.fields`, with `sync.shared` folded in. */
export declare function dialectOf(config: Config): Dialect;
/**
 * Why `agent` would be refused at commit in this repository, said at `init` and `sync set` time rather than
 * later: the config lists its agents (`agents:`), and not this one, so `sync/known-agents` refuses its section.
 * The sentence says what the repository's owner must add. Null when the agent is listed or none are.
 */
export declare function unlistedAgentWarning(config: Config, agent: string): string | null;
