/**
 * git's own three-way merge of three files (`git merge-file -p`), for what cannot be merged by
 * structure. Returns the merged bytes and the number of conflicts, or null when git could not merge
 * (binary files, git missing): the caller then leaves the file as git gave it.
 */
export declare function gitMergeFile(oursPath: string, basePath: string, theirsPath: string, cwd: string): {
    bytes: Buffer;
    conflicts: number;
} | null;
