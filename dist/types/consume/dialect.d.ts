import { type UpstreamConfig } from '../config/schema.js';
import { type UpstreamBlob } from '../git/upstream.js';
import { type Dialect, type DialectName, type LogDialect } from '../models/dialect.js';
/** The dialect an upstream's log is read in, and where that was learnt. */
export interface UpstreamDialect {
    name: DialectName;
    log: LogDialect;
    /**
     * `config`: this repo's `upstreams.<name>.dialect`/`log`; `upstream`: the upstream's own config; `consumer`: neither,
     * so this repo's own dialect.
     */
    from: 'config' | 'upstream' | 'consumer';
    /** With `upstream`: the config file it was read from (its path in the upstream's repository). */
    file?: string;
}
/** An upstream's config is someone else's data: no bigger than this is read. */
export declare const UPSTREAM_CONFIG_MAX_BYTES: number;
/**
 * The dialect this repo's config declares for an upstream (`upstreams.<name>.dialect`, `.log`), or null when it
 * declares none.
 */
export declare function declaredDialect(up: UpstreamConfig): UpstreamDialect | null;
/**
 * The dialect an upstream writes its log in (SPEC §6, §7): what this repo's config declares for it; else what
 * the upstream's own config says, read as data from the commit its log was read from (JSON or YAML only, never
 * code; no symlink followed; small files only; nearest the upstream's folder first, then its repository's top);
 * else this repo's own dialect (`own`): an upstream with no config of its own is most likely of the consumer's
 * kind (a repo of the reference protocol has none, and neither needs a canonical one). Only `dialect` and `log` are
 * taken from the upstream's config: its other keys are
 * its own business (a newer version's keys included). A `dialect` or `log` there that does not validate is
 * exit 2, saying how to read the upstream without it.
 */
export declare function upstreamDialect(name: string, up: UpstreamConfig, blob: UpstreamBlob, own?: Dialect): Promise<UpstreamDialect>;
