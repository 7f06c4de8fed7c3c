// What people type into the registry's search box, by class. The classes are measured apart and
// together: common words and short prefixes match tens of thousands of the big company's 95,000
// live questions, medium words a few thousand, rare names a few dozen, a typo none. The seed's
// vocabulary (vocabulary.mjs) fixes which class each word falls in; the run reports each term's
// match count so the classes can be checked. Ordered as a person types, with stop words left in.
export const SEARCH_TERMS = {
  'common word': ['dividend', 'company', 'guidance'],
  'medium word': ['lithium', 'buyback', 'royalty', 'pilbara'],
  'rare word': ['karobi', 'haborbi', 'visengan', 'dividnd'],
  'short prefix': ['div', 'gui', 'lith', 'roy'],
  'two words': ['dividend policy', 'copper guidance', 'lithium pilbara', 'board remuneration'],
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
