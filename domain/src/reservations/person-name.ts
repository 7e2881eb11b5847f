import type { Lang } from '../languages';

/**
 * Kana (half-width too), kanji (the rarer planes too), hangul syllables and jamo: a name written in
 * them is written family name first.
 */
const CJK =
  /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f\u{20000}-\u{3134f}]/u;

/**
 * Whether a guest's name is written family name first: always on Japanese pages, and in any
 * language for a name written in kana, kanji or hangul ("山田 太郎", "김 민준"); a Latin name on
 * another language's page is written given name first ("John Smith"). Step 3, the lookup and the
 * guest's mails all follow this one rule.
 */
export function familyNameFirst(p: { last_name: string; first_name: string }, lang: Lang): boolean {
  return lang === 'ja' || CJK.test(p.last_name + p.first_name);
}

/** A guest's full name in the order of `familyNameFirst`, the two parts separated by a space. */
export function personName(p: { last_name: string; first_name: string }, lang: Lang): string {
  const parts = familyNameFirst(p, lang) ? [p.last_name, p.first_name] : [p.first_name, p.last_name];
  return parts.filter(Boolean).join(' ');
}
