import { type Config } from '../config/schema.js';
import { type Attestation } from '../identity.js';
import { type ForestFacts, type RegistryDoc, type RequestsDoc } from '../models/index.js';
/** A peer's request log as read for the facts, or why it could not be read. */
export interface PeerRead {
    id: string;
    where: string;
    doc: RequestsDoc | null;
    error: string | null;
}
export interface GatheredFacts {
    facts: ForestFacts;
    registry: RegistryDoc | null;
    /** Where the registry came from (a file, or the configured commons registry). */
    registryWhere: string;
    peers: PeerRead[];
    /** The registry could not be read (missing file is not a problem: no registry). */
    registryError: string | null;
}
export interface FactsOptions {
    /** Fetch URL peers and a URL registry (inbox does; check never waits on the network). */
    fetch?: boolean;
    /** The registry's bytes when the caller read them itself (check --range reads BASE's). */
    registryBytes?: Buffer | null;
    /** The commit whose history holds the approvals (default HEAD). */
    approvalsAt?: string;
    /** Skip reading peers (forest reads every project's own log itself). */
    noPeers?: boolean;
    /** Without fetch: still read URL peers already fetched once, from the cache (status, session start). */
    cached?: boolean;
}
/**
 * Where a registry `Address:` points, as an upstream source: a URL as it is, a path resolved from the registry's
 * folder.
 */
export declare function addressSource(address: string, registryDir: string | null): string | null;
/**
 * Gathers what the request rules need: the registry's Subprojects, the peers' REQUESTS.md (found at their
 * registry Address:, or at a configured upstream of the same name), and the dispatcher approvals on record.
 * Failures to read a peer are recorded, not thrown: a rule then knows less, and says only what the log shows.
 */
export declare function gatherFacts(root: string, config: Config, opts?: FactsOptions): Promise<GatheredFacts>;
/**
 * The refs a dispatcher approved: `Handover-Approve: <ref>` commits whose actor is a configured dispatcher
 * established by a good signature by its signingKeys (SPEC §3); never by an author email or a trailer alone. (In a
 * range, the range's own commits may also be established by the host's attested identity: `rangeFacts`.)
 */
export declare function approvalsOnRecord(root: string, config: Config, rev: string): Promise<Set<string>>;
/**
 * Facts for `check --range`: the registry as BASE has it (a pull request cannot rewrite the tree it is judged
 * by), local peers, and per commit the approvals on record at that commit (an approval made later does not
 * excuse an earlier "done").
 */
export declare function rangeFacts(root: string, config: Config, o: {
    baseSha: string;
    headSha: string;
    commits: string[];
    registryAtBase: Buffer | null;
    /** Who the host says made the range's commits (the pull request's author, the pusher). */
    attested?: Attestation | null;
}): Promise<(sha: string) => ForestFacts>;
