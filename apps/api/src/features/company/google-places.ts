import { AUSTRALIAN_STATES } from '@quorum/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MAX_PLACE_SUGGESTIONS, MAX_QUERY_LENGTH } from './places';
import type { AustralianPlace, PlaceSearch } from './places';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com/v1';

/**
 * One budget for the whole search, suggestions and their details together: past it the person
 * gets the offline answer rather than a spinner.
 */
export const GOOGLE_PLACES_TIMEOUT_MS = 3000;

/** Only what fills the form: Place Details bills by the fields asked for. */
export const PLACE_DETAILS_FIELDS = 'addressComponents,location';

// Google leaves out empty lists and unset fields, so every part of an answer may be missing.
const autocompleteAnswer = z.object({
  suggestions: z
    .array(z.object({ placePrediction: z.object({ placeId: z.string() }).optional() }))
    .default([]),
});

const placeDetails = z.object({
  addressComponents: z
    .array(
      z.object({
        longText: z.string().default(''),
        shortText: z.string().default(''),
        types: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});

type PlaceDetails = z.infer<typeof placeDetails>;

const isAustralianState = (code: string): code is (typeof AUSTRALIAN_STATES)[number] =>
  (AUSTRALIAN_STATES as readonly string[]).includes(code);

/**
 * The form's fields from Google's address parts. A place without a suburb, a state of ours, a
 * postcode or a position (a whole state, a national park) cannot fill the form and is left out.
 * The street line needs a number and a street; a unit is written the Australian way, "3/100".
 */
function australianPlaceOf({ addressComponents, location }: PlaceDetails) {
  const part = (type: string) => addressComponents.find((c) => c.types.includes(type));
  const suburb = part('locality')?.longText;
  const state = part('administrative_area_level_1')?.shortText ?? '';
  const postCode = part('postal_code')?.longText;
  if (!suburb || !postCode || !isAustralianState(state) || !location) return null;
  const unit = part('subpremise')?.longText;
  const number = part('street_number')?.longText;
  const street = part('route')?.longText;
  const place: AustralianPlace = {
    suburb,
    state,
    postCode,
    latitude: location.latitude,
    longitude: location.longitude,
    addressLineOne: number && street ? `${unit ? `${unit}/` : ''}${number} ${street}` : null,
  };
  return place;
}

class GooglePlacesError extends Error {}

/**
 * Suggestions from Google Places API (New), Australia only: Autocomplete for the places matching
 * what was typed, then Place Details for the few it suggests, in parallel, for the parts of their
 * address. When Google cannot answer (no network, an error status, a shape we do not know, too
 * slow) the search answers from `fallback` instead and logs a warning: the form keeps working.
 * The key travels in a header, never in the address, so no log line carries it.
 */
export function googlePlaceSearch({
  apiKey,
  fallback,
  log,
  baseUrl = GOOGLE_PLACES_URL,
  timeoutMs = GOOGLE_PLACES_TIMEOUT_MS,
}: {
  apiKey: string;
  fallback: PlaceSearch;
  log: FastifyBaseLogger;
  baseUrl?: string;
  timeoutMs?: number;
}): PlaceSearch {
  const call = async (
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    signal: AbortSignal,
  ) => {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { ...init.headers, 'X-Goog-Api-Key': apiKey },
      signal,
      // Google answers where it was asked; a redirect would carry the key and the search elsewhere.
      redirect: 'error',
    });
    if (!response.ok) {
      throw new GooglePlacesError(`Google Places answered ${response.status} to ${init.method}`);
    }
    return (await response.json()) as unknown;
  };

  const lookUp = async (input: string, signal: AbortSignal) => {
    const { suggestions } = autocompleteAnswer.parse(
      await call(
        '/places:autocomplete',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ input, includedRegionCodes: ['au'], languageCode: 'en' }),
        },
        signal,
      ),
    );
    const placeIds = suggestions
      .flatMap((s) => (s.placePrediction ? [s.placePrediction.placeId] : []))
      .slice(0, MAX_PLACE_SUGGESTIONS);
    const details = await Promise.all(
      placeIds.map(async (placeId) =>
        placeDetails.parse(
          await call(
            `/places/${encodeURIComponent(placeId)}?languageCode=en`,
            {
              method: 'GET',
              headers: { 'X-Goog-FieldMask': PLACE_DETAILS_FIELDS },
            },
            signal,
          ),
        ),
      ),
    );
    return details.flatMap((d) => australianPlaceOf(d) ?? []);
  };

  return {
    async search(query) {
      const input = query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
      if (!input) return [];
      try {
        return await lookUp(input, AbortSignal.timeout(timeoutMs));
      } catch (error) {
        log.warn({ err: error }, 'Google Places failed; answering from the offline postcode data');
        return fallback.search(query);
      }
    },
  };
}
