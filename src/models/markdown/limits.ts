// What handover hands to remark at most: inline markers whose parsing cost grows with the square of their number.

/**
 * Inline constructs whose cost in micromark grows with the square of their number in one document: emphasis
 * markers (a 60 KB `a*a*a*…` run took over a minute), link and image openers (`[a](` runs, link reference
 * definitions) and backticks. A chunk with more than these is not handed to remark but refused with a sentence,
 * so a parse stays bounded by the input's length (each chunk's cost by a constant) and the guard answers in
 * time instead of running past its host's timeout. Real sections and entries hold a few dozen of each.
 */
export const MAX_INLINE_MARKERS = { emphasis: 1000, link: 1000, code: 2000 } as const;

const MARKER_WORDS = {
  emphasis: 'emphasis markers (* or _)',
  link: 'link or image openers ([)',
  code: 'backticks',
} as const;

/**
 * The first kind of inline marker a text holds more of than MAX_INLINE_MARKERS (times `scale`), or null. One
 * pass over the characters; backslash-escaped markers still count (micromark's cost does not depend on them).
 */
export function tooManyMarkers(
  text: string,
  scale = 1,
): { kind: keyof typeof MAX_INLINE_MARKERS; count: number; max: number; words: string } | null {
  let emphasis = 0;
  let link = 0;
  let code = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2a || c === 0x5f) emphasis++;
    else if (c === 0x5b) link++;
    else if (c === 0x60) code++;
  }
  for (const [kind, count] of [
    ['emphasis', emphasis],
    ['link', link],
    ['code', code],
  ] as const) {
    const max = MAX_INLINE_MARKERS[kind] * scale;
    if (count > max) return { kind, count, max, words: MARKER_WORDS[kind] };
  }
  return null;
}
