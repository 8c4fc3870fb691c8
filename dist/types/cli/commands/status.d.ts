import { type AgentsOverview } from '../../overview/agents.js';
import { type RegistryOverview } from '../../overview/registry.js';
import { type CommandIo } from '../io.js';
import { type Inbox } from '../../requests/inbox.js';
export interface UpstreamStatus {
    name: string;
    lastSeq: number | null;
    consumedSeq: number | null;
    pending: number | null;
    /** The dialect its log is read in (SPEC §7), or null when it could not be read. */
    dialect?: string | null;
    /** In a log whose entries are not numbered (cmap, say): the last entry's id and the consumed one's (null: none). */
    lastId?: string | null;
    consumedId?: string | null;
    /** Why the upstream could not be read or checked, or null. */
    error: string | null;
}
export interface Status {
    upstreams: UpstreamStatus[];
    sync: AgentsOverview | {
        file: string;
        error: string;
    };
    registry: RegistryOverview | {
        file: string;
        error: string;
    };
    /** Requests waiting for this project (SPEC §8), stale first; null when it takes part in no requests. */
    inbox: Omit<Inbox, 'seen'> | {
        error: string;
    } | null;
}
/**
 * `handover status`: per upstream the last entry and how many are not consumed; per agent blocked
 * and stale; the registry's problems. Exit 0 unless something could not be read (2); problems in
 * the data are shown, not turned into a failing exit code.
 */
export declare function run(args: string[], io: CommandIo): Promise<number>;
