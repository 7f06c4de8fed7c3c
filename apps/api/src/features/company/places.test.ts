import { describe, expect, it } from 'vitest';
import { MAX_PLACE_SUGGESTIONS, offlinePlaceSearch } from './places';

const places = offlinePlaceSearch();

describe('the offline Australian place search', () => {
  it('finds Perth by name, exact matches first, with its state, postcode and coordinates', async () => {
    const [first, ...rest] = await places.search('perth');
    expect(first).toMatchObject({ suburb: 'Perth', postCode: '6000', state: 'WA' });
    expect(first!.latitude).toBeCloseTo(-31.95, 1);
    expect(first!.longitude).toBeCloseTo(115.86, 1);
    // Perth in Tasmania is a Perth too; North Perth begins with another word and comes later.
    expect(rest.map((p) => `${p.suburb} ${p.state}`)).toContain('Perth TAS');
  });

  it('finds suburbs by the start of their name, then by a later word, in title case', async () => {
    const found = await places.search('bondi');
    expect(found.map((p) => p.suburb)).toEqual(expect.arrayContaining(['Bondi', 'Bondi Beach']));
    expect(found.every((p) => /(^|\s)bondi/i.test(p.suburb))).toBe(true);
    expect(found.findIndex((p) => p.suburb === 'North Bondi')).toBeGreaterThan(
      found.findIndex((p) => p.suburb === 'Bondi Beach'),
    );
  });

  it('finds places by postcode prefix, exact postcodes first', async () => {
    const found = await places.search('0800');
    expect(found[0]).toMatchObject({ suburb: 'Darwin', state: 'NT', postCode: '0800' });
    const prefixed = await places.search('60');
    expect(prefixed.length).toBe(MAX_PLACE_SUGGESTIONS);
    expect(prefixed.every((p) => p.postCode.startsWith('60'))).toBe(true);
  });

  it('leaves out post office boxes and large-volume receivers', async () => {
    const found = await places.search('6001'); // Perth's PO boxes
    expect(found.filter((p) => p.suburb === 'Perth')).toEqual([]);
  });

  it('lists each suburb, state and postcode once', async () => {
    const found = await places.search('sydney');
    const ids = found.map((p) => `${p.suburb}|${p.state}|${p.postCode}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers nothing for an empty search or a place outside Australia', async () => {
    expect(await places.search('   ')).toEqual([]);
    expect(await places.search('Reykjavik')).toEqual([]);
  });
});
