/** Thrown for a `path` outside the repository; the server turns it into a tool error. */
export declare class PathOutside extends Error {
}
/** `p` (relative to `root`) as a real folder inside `root`; `root` itself when `p` is absent. */
export declare function resolveInside(root: string, p: string | undefined): string;
/**
 * Refuses (PathOutside) a folder that lies in a repository of its own inside `root` (a subproject that is its own
 * clone): a write there would act as that clone's agent, and this server acts for `root`'s agent only.
 */
export declare function requireOwnProject(root: string, dir: string, p: string | undefined): void;
/** Whether `dir` lies in `root`'s own repository (not in a clone of its own inside it). */
export declare function inOwnProject(root: string, dir: string): boolean;
