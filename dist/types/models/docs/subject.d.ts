/**
 * A subject as the request rules compare it: NFKC/NFKD-normalised, case-folded, accents and invisible format
 * characters dropped, Cyrillic and Greek look-alikes mapped to Latin, punctuation and symbols (a trailing dot
 * included) turned into space, runs of space collapsed. "Delete the dataset", "delete the dataset." and "Dеlete the
 * dataset" (a Cyrillic е) are one subject.
 */
export declare function subjectIdentity(subject: string): string;
