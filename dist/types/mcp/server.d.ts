/** Where the server runs: the repository it was started for, its environment and version. */
export interface ServerContext {
    root: string;
    env: NodeJS.ProcessEnv;
    version: string;
}
/** Starts the server on stdio for the repository at (or above) `cwd`; resolves when the client closes. */
export declare function serve(cwd: string, env: NodeJS.ProcessEnv, version: string): Promise<void>;
