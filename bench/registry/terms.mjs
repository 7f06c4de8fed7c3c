// What people type into the registry's search box, by class. The classes are measured apart and
// together: over the company's 950,000 live questions, common words and short prefixes match
// 100,000–320,000, medium words 9,000–26,000, rare names a few dozen to a few hundred; a typo
// matches nothing by its words, so only a fuzzy (trigram) design finds the word it misspells. The
// seed's vocabulary (vocabulary.mjs) fixes which class each word falls in; the run reports each
// term's match count so the classes can be checked. Ordered as a person types, with stop words left in.
export const SEARCH_TERMS = {
  'common word': ['dividend', 'company', 'guidance'],
  'medium word': ['lithium', 'buyback', 'royalty', 'pilbara'],
  'rare word': ['karobi', 'haborbi', 'visengan'],
  'short prefix': ['div', 'gui', 'lith', 'roy'],
  'two words': ['dividend policy', 'copper guidance', 'lithium pilbara', 'board remuneration'],
  typo: ['dividnd', 'guidnce', 'lithum', 'pilbra'],
  'typed question': ['what is the dividend policy', 'when will the drilling results be released'],
};

/** Every term once, classes interleaved, for the mixed load. */
export function mixedTerms() {
  const lists = Object.values(SEARCH_TERMS);
  const longest = Math.max(...lists.map((list) => list.length));
  const mixed = [];
  for (let i = 0; i < longest; i++) {
    for (const list of lists) if (list[i]) mixed.push(list[i]);
  }
  return mixed;
}
