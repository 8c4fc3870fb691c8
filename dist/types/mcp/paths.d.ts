/** Thrown for a `path` outside the repository; the server turns it into a tool error. */
export declare class PathOutside extends Error {
}
/** `p` (relative to `root`) as a real folder inside `root`; `root` itself when `p` is absent. */
export declare function resolveInside(root: string, p: string | undefined): string;
