// How a question or a registry item becomes the words a suggestion is matched on: letters and
// digits, lower case, without stop words or an email's greeting and sign-off, each word reduced to
// a stem ("dividends", "dividend" → "dividend"; "priced", "price" → "pric") so that forms of one
// word meet. Pure functions, no database: the same words on PGlite, PostgreSQL and in a test.

/** Enough for any email an investor sends; a pasted essay is cut rather than refused. */
const MAX_TEXT_CHARS = 4000;

/**
 * An email's opening ("Hi team,", "Good afternoon") and closing ("Kind regards, John", "Thanks in
 * advance"): matched on the text's first and last lines so a name after the sign-off goes too.
 */
const GREETING =
  /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening|day)|g'?day)\b[^\n.!?,]{0,40}[,.!\n]/i;
const SIGN_OFF =
  /(^|[\n.!?])\s*(thanks|thank you|many thanks|cheers|regards|kind regards|best regards|warm regards|best wishes|best|sincerely|yours sincerely|yours faithfully|ta)\b[^.!?]{0,60}$/i;

/**
 * Words that say nothing about what is asked: PostgreSQL's English stop words, and the politeness
 * and filler of investors' emails ("please could you let me know"). Matched before stemming.
 */
const STOP_WORDS = new Set(
  // PostgreSQL's english.stop, as the registry search drops them (features/registry/search-text.ts).
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself ' +
    'she her hers herself it its itself they them their theirs themselves what which who whom ' +
    'this that these those am is are was were be been being have has had having do does did ' +
    'doing a an the and but if or because as until while of at by for with about against ' +
    'between into through during before after above below to from up down in out on off over ' +
    'under again further then once here there when where why how all any both each few more ' +
    'most other some such no nor not only own same so than too very s t can will just don ' +
    'should now ' +
    // Contractions and question filler.
    'im ive id ill youre youve dont doesnt didnt isnt arent wasnt cant couldnt wont wouldnt ' +
    'whats hows wheres whens whos thats theres would could might must shall may also get got ' +
    'us let know tell please pls plz thanks thank cheers regards kind hi hello hey dear team ' +
    'appreciate appreciated advance wondering wonder ask asking question questions query ' +
    'enquiry enquire inquiry help anyone someone something anything really actually still ' +
    'yet ok okay yes hoping hope like want wanted need needed thing things way bit lot lots ' +
    'much many one etc re fyi asap mr mrs ms'
  ).split(' '),
);

/** Company-wide words every registry item shares, which tell items apart no better than "the". */
const COMPANY_WORDS = new Set(['company', 'companys', 'krw', 'karrawang']);

/** The text a question is matched on: without its greeting and sign-off, and not too long. */
export function withoutPleasantries(text: string): string {
  let body = text.slice(0, MAX_TEXT_CHARS);
  body = body.replace(GREETING, ' ');
  // Twice: "Thanks for your help. Kind regards, John" closes with two pleasantries.
  body = body.replace(SIGN_OFF, '$1').replace(SIGN_OFF, '$1');
  return body;
}

/** The raw words of a text, lower case, apostrophes joined ("what's" → "whats"). */
export function rawWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Whether a raw word carries meaning (not a stop word, not a lone letter, not the company's name). */
export function isContentWord(word: string): boolean {
  return !STOP_WORDS.has(word) && !COMPANY_WORDS.has(word) && (word.length > 1 || /\d/.test(word));
}

/**
 * A light suffix-stripping stem, the same for questions and registry items (which is all that
 * matters: a stem is never shown). Plurals, -ing, -ed, -ly, -ment and a final e, so "paying",
 * "paid"-free forms "pay", "payment", "payments" meet; irregular forms are the vocabulary's job.
 */
export function stemOf(word: string): string {
  if (/\d/.test(word) || word.length <= 3) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      const rest = stem.slice(0, -suffix.length);
      if (/[aeiouy]/.test(rest)) {
        stem = /([^aeiouslz])\1$/.test(rest) ? rest.slice(0, -1) : rest;
        break;
      }
    }
  }
  if (stem.endsWith('ly') && stem.length > 5) stem = stem.slice(0, -2);
  if (stem.endsWith('ment') && stem.length > 7) stem = stem.slice(0, -4);
  if (stem.endsWith('ation') && stem.length > 7) stem = stem.slice(0, -5);
  if (stem.endsWith('e') && stem.length > 3) stem = stem.slice(0, -1);
  if (stem.endsWith('y') && stem.length > 3) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

/** The stems a text is matched on, in order, repeats kept (a word said twice counts twice). */
export function stemsOf(text: string): string[] {
  return rawWordsOf(text).filter(isContentWord).map(stemOf);
}
