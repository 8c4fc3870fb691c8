import type { Config } from '../config/schema.js';
import { type ForestFacts, type RequestRef } from '../models/index.js';
export interface WriteBase {
    root: string;
    config: Config;
    actor: string;
    now?: Date;
    /** Facts to judge the entry by; gathered from the registry and the peers when absent. */
    facts?: ForestFacts;
}
/** Reads REF (`<project>#<seq>`) from the command line. */
export declare function refArg(v: string | undefined, what?: string): RequestRef;
/** `handover request ruling|evidence|capability`: a new request from this project, its chain starting here. */
export declare function writeRequest(base: WriteBase & {
    type: string;
    to: string;
    subject: string;
    claims: string[];
    reversibility?: string;
    deniedBefore?: string;
    /** What the request asks, in its own words (`TEXT`, `--file F` or `-`), written under the fields. */
    text?: string;
}): Promise<{
    seq: number;
    timestamp: string;
    file: string;
    ref: string;
}>;
/** `handover forward REF --to SUB`: a head passes a request one level down, its chain carried on. */
export declare function writeForward(base: WriteBase & {
    ref: string;
    to: string;
}): Promise<{
    seq: number;
    timestamp: string;
    file: string;
    ref: string;
}>;
/** `handover respond REF`: the answer, to whoever sent REF, with a verdict per claim for a ruling. */
export declare function writeResponse(base: WriteBase & {
    ref: string;
    verdicts: string[];
    backwards?: string;
    status?: string;
    relays?: string;
}): Promise<{
    seq: number;
    timestamp: string;
    file: string;
    ref: string;
}>;
