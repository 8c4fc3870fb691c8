/**
 * Path arithmetic only, apart from attributes.ts: the rules name these files, and loading the rules must not load
 * simple-git (which attributes.ts needs to run `git check-attr`).
 */
/** The `.gitattributes` files that can decide a path's attributes: the root's and each folder's on its way. */
export declare function attributeFilesFor(paths: string[]): string[];
