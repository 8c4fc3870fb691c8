/**
 * Latin look-alikes of Cyrillic and Greek letters (lower case, after NFKD and case folding): a subject written with
 * a Cyrillic "а" reads the same to a human, so it is the same subject to the rules that compare subjects.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ү: 'y',
  ӏ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin look-alikes outside ASCII
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ℓ: 'l',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

/**
 * A subject as the request rules compare it: NFKC/NFKD-normalised, case-folded, accents and invisible format
 * characters dropped, Cyrillic and Greek look-alikes mapped to Latin, punctuation and symbols (a trailing dot
 * included) turned into space, runs of space collapsed. "Delete the dataset", "delete the dataset." and "Dеlete the
 * dataset" (a Cyrillic е) are one subject.
 */
export function subjectIdentity(subject: string): string {
  return subject
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(LOOK_ALIKE, (c) => CONFUSABLES[c])
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
