/**
 * Inline constructs whose cost in micromark grows with the square of their number in one document: emphasis
 * markers (a 60 KB `a*a*a*…` run took over a minute), link and image openers (`[a](` runs, link reference
 * definitions) and backticks. A chunk with more than these is not handed to remark but refused with a sentence,
 * so a parse stays bounded by the input's length (each chunk's cost by a constant) and the guard answers in
 * time instead of running past its host's timeout. Real sections and entries hold a few dozen of each.
 */
export declare const MAX_INLINE_MARKERS: {
    readonly emphasis: 1000;
    readonly link: 1000;
    readonly code: 2000;
};
/**
 * The first kind of inline marker a text holds more of than MAX_INLINE_MARKERS (times `scale`), or null. One
 * pass over the characters; backslash-escaped markers still count (micromark's cost does not depend on them).
 */
export declare function tooManyMarkers(text: string, scale?: number): {
    kind: keyof typeof MAX_INLINE_MARKERS;
    count: number;
    max: number;
    words: string;
} | null;
