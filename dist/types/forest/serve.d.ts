export interface ServeOptions {
    root: string;
    /** 127.0.0.1 unless the user names another interface. */
    host: string;
    /** 0: any free port. */
    port: number;
    /** Where the address line goes. */
    log: (line: string) => void;
    /** Resolves when the server should stop (Ctrl-C). */
    stop: Promise<void>;
}
/**
 * `forest --serve`: the dispatcher's page on `host:port`, read-only. GET `/` is the page, `/facts.json` the facts
 * (with an ETag), `/events` a server-sent event stream that says `change` when a protocol file or a ref under the
 * root changed and the facts were read again. Nothing is written and no git command that writes is run: the
 * survey reads, and the watch stats files. Requests naming another host (DNS rebinding) are refused.
 */
export declare function serveForest(o: ServeOptions): Promise<void>;
