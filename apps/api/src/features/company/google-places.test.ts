import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLACE_DETAILS_FIELDS, googlePlaceSearch } from './google-places';
import { MAX_PLACE_SUGGESTIONS, offlinePlaceSearch } from './places';

const API_KEY = 'test-maps-key';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** Answers one request the way Google would, or leaves it hanging (returns nothing). */
type GoogleAnswer = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: SeenRequest[];
let answer: GoogleAnswer;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** An Autocomplete (New) answer: one place prediction per id, as the REST reference shapes it. */
const suggestionsFor = (placeIds: string[]) => ({
  suggestions: placeIds.map((placeId) => ({
    placePrediction: {
      place: `places/${placeId}`,
      placeId,
      text: { text: `Place ${placeId}, Australia`, matches: [{ endOffset: 5 }] },
      structuredFormat: {
        mainText: { text: `Place ${placeId}` },
        secondaryText: { text: 'Australia' },
      },
      types: ['geocode'],
    },
  })),
});

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types: [...types, 'political'],
  languageCode: 'en',
});

/** Place Details (New) for a street address, with what the field mask asks for. */
const streetAddress = {
  formattedAddress: '3/100 St Georges Terrace, Perth WA 6000, Australia',
  addressComponents: [
    component('3', '3', 'subpremise'),
    component('100', '100', 'street_number'),
    component('St Georges Terrace', 'St Georges Tce', 'route'),
    component('Perth', 'Perth', 'locality'),
    component('City of Perth', 'Perth', 'administrative_area_level_2'),
    component('Western Australia', 'WA', 'administrative_area_level_1'),
    component('Australia', 'AU', 'country'),
    component('6000', '6000', 'postal_code'),
  ],
  location: { latitude: -31.9559, longitude: 115.8606 },
};

const suburb = {
  formattedAddress: 'Bondi Beach NSW 2026, Australia',
  addressComponents: [
    component('Bondi Beach', 'Bondi Beach', 'locality'),
    component('New South Wales', 'NSW', 'administrative_area_level_1'),
    component('Australia', 'AU', 'country'),
    component('2026', '2026', 'postal_code'),
  ],
  location: { latitude: -33.8915, longitude: 151.2767 },
};

/** A whole state: no suburb or postcode to fill the form with. */
const wholeState = {
  formattedAddress: 'Western Australia, Australia',
  addressComponents: [component('Western Australia', 'WA', 'administrative_area_level_1')],
  location: { latitude: -27.67, longitude: 121.63 },
};

/** A stand-in for Google that suggests these places and answers their details. */
const googleWith =
  (places: Record<string, unknown>): GoogleAnswer =>
  (request, response) => {
    if (request.method === 'POST' && request.path === '/v1/places:autocomplete') {
      return json(response, 200, suggestionsFor(Object.keys(places)));
    }
    const placeId = /^\/v1\/places\/([^?]+)/.exec(request.path)?.[1];
    const place = placeId ? places[decodeURIComponent(placeId)] : undefined;
    if (place) return json(response, 200, place);
    json(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
  };

function recordingLog() {
  const warnings: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) };
  return { warnings, log: log as unknown as FastifyBaseLogger };
}

const offline = offlinePlaceSearch();

function searchWith(options: { timeoutMs?: number } = {}) {
  const { warnings, log } = recordingLog();
  const places = googlePlaceSearch({
    apiKey: API_KEY,
    fallback: offline,
    log,
    baseUrl,
    ...options,
  });
  return { places, warnings };
}

describe('the Google Places address search', () => {
  it('asks Google for Australian places only, with the key in a header', async () => {
    answer = googleWith({ perth: streetAddress });
    await searchWith().places.search('  100 St Georges   Tce ');

    const [autocomplete, details] = seen;
    expect(autocomplete).toMatchObject({
      method: 'POST',
      path: '/v1/places:autocomplete',
      body: { input: '100 St Georges Tce', includedRegionCodes: ['au'], languageCode: 'en' },
    });
    expect(autocomplete!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(details).toMatchObject({ method: 'GET', path: '/v1/places/perth?languageCode=en' });
    expect(details!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(details!.headers['x-goog-fieldmask']).toBe(PLACE_DETAILS_FIELDS);
    expect(seen.every((request) => !request.path.includes(API_KEY))).toBe(true);
  });

  it('fills suburb, state, postcode, street line and position from the place details', async () => {
    answer = googleWith({ perth: streetAddress, bondi: suburb });
    const found = await searchWith().places.search('somewhere');

    expect(found).toEqual([
      {
        suburb: 'Perth',
        state: 'WA',
        postCode: '6000',
        latitude: -31.9559,
        longitude: 115.8606,
        addressLineOne: '3/100 St Georges Terrace',
      },
      {
        suburb: 'Bondi Beach',
        state: 'NSW',
        postCode: '2026',
        latitude: -33.8915,
        longitude: 151.2767,
        addressLineOne: null,
      },
    ]);
  });

  it('leaves out a suggestion that has no suburb and postcode to fill the form with', async () => {
    answer = googleWith({ wa: wholeState, bondi: suburb });
    const found = await searchWith().places.search('bondi');
    expect(found.map((place) => place.suburb)).toEqual(['Bondi Beach']);
  });

  it(`looks up the details of no more than ${MAX_PLACE_SUGGESTIONS} suggestions`, async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_PLACE_SUGGESTIONS + 5 }, (_, i) => [`bondi-${i}`, suburb]),
    );
    answer = googleWith(many);
    const found = await searchWith().places.search('bondi');

    expect(found).toHaveLength(MAX_PLACE_SUGGESTIONS);
    expect(seen.filter((request) => request.method === 'GET')).toHaveLength(MAX_PLACE_SUGGESTIONS);
  });

  it('asks Google nothing for a blank search', async () => {
    answer = googleWith({ bondi: suburb });
    expect(await searchWith().places.search('   ')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('answers from the offline postcode data, with a warning, when Google fails', async () => {
    answer = (_request, response) =>
      json(response, 500, { error: { code: 500, status: 'INTERNAL' } });
    const { places, warnings } = searchWith();
    const found = await places.search('perth');

    expect(found[0]).toMatchObject({ suburb: 'Perth', state: 'WA', postCode: '6000' });
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings, (_key, value: unknown) => value ?? null)).not.toContain(
      API_KEY,
    );
  });

  it('answers from the offline postcode data when a place detail fails', async () => {
    answer = googleWith({ missing: undefined });
    const { places, warnings } = searchWith();
    expect((await places.search('0800'))[0]).toMatchObject({ suburb: 'Darwin', postCode: '0800' });
    expect(warnings).toHaveLength(1);
  });

  it("answers from the offline postcode data when Google's answer is not JSON", async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>Service unavailable</html>');
    };
    const { places, warnings } = searchWith();
    expect((await places.search('perth'))[0]).toMatchObject({ suburb: 'Perth', state: 'WA' });
    expect(warnings).toHaveLength(1);
  });

  it('follows no redirect (the key would go with it) and answers from the offline data', async () => {
    answer = (request, response) => {
      if (request.path.startsWith('/elsewhere')) return json(response, 200, suggestionsFor([]));
      response.writeHead(307, { Location: '/elsewhere/places:autocomplete' });
      response.end();
    };
    const { places, warnings } = searchWith();
    expect((await places.search('perth'))[0]).toMatchObject({ suburb: 'Perth', state: 'WA' });
    expect(seen.map((request) => request.path)).toEqual(['/v1/places:autocomplete']);
    expect(warnings).toHaveLength(1);
  });

  it('answers from the offline postcode data when Google is too slow', async () => {
    answer = () => undefined; // never answers
    const { places, warnings } = searchWith({ timeoutMs: 200 });
    const started = Date.now();
    const found = await places.search('perth');

    expect(found[0]).toMatchObject({ suburb: 'Perth', state: 'WA', postCode: '6000' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings).toHaveLength(1);
  });
});
