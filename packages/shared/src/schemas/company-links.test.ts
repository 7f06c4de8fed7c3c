import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  companyLinkFormSchema,
  companyLinkInputSchema,
  companyLinkOrderSchema,
  companyLinkTypeOf,
  withScheme,
} from './company-links';

const text = messages.companyLinks;
const firstMessage = (input: Record<string, unknown>) =>
  companyLinkFormSchema.safeParse({ title: 'Investor centre', url: 'example.com', ...input }).error
    ?.issues[0]?.message;

describe('company link rules', () => {
  it('accept a title of exactly 35 characters', () => {
    expect(firstMessage({ title: 'x'.repeat(35) })).toBeUndefined();
  });

  it.each([
    [{ title: '' }, text.titleRequired],
    [{ title: '   ' }, text.titleRequired],
    [{ title: undefined }, text.titleRequired],
    [{ title: 'x'.repeat(36) }, text.titleTooLong(35)],
    [{ url: '' }, text.urlRequired],
    [{ url: undefined }, text.urlRequired],
    [{ url: 'not a link' }, text.urlInvalid],
    [{ url: 'https://' }, text.urlInvalid],
    [{ url: 'javascript:alert(1)' }, text.urlInvalid],
  ])('refuse %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'ftp://files.example.com/report.pdf',
    'https://example.com:8443/investors/annual-report?year=2025#results',
  ])('accept %s, as the spec’s pattern does', (url) => {
    expect(firstMessage({ url })).toBeUndefined();
  });
});

describe('a link’s type', () => {
  it.each([
    ['https://www.facebook.com/demoresources', 'facebook'],
    ['m.facebook.com/demo', 'facebook'],
    ['instagram.com/demo', 'instagram'],
    ['https://x.com/demo', 'twitter'],
    ['https://twitter.com/demo', 'twitter'],
    ['https://au.linkedin.com/company/demo', 'linkedin'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://www.youtube.com/@demo', 'youtube'],
    ['https://notfacebook.com/demo', 'other'],
    ['https://facebook.com.evil.example/demo', 'other'],
    ['https://www.facebook.com:443/demo?ref=ir#top', 'facebook'],
    ['https://someone@instagram.com/demo', 'instagram'],
    ['not a link', 'other'],
    ['https://demoresources.com.au', 'other'],
  ])('of %s is %s', (url, type) => {
    expect(companyLinkTypeOf(url)).toBe(type);
  });
});

describe('a stored link', () => {
  it('keeps a scheme it was given and adds https:// when it has none', () => {
    expect(withScheme('ftp://files.example.com')).toBe('ftp://files.example.com');
    expect(withScheme('www.example.com')).toBe('https://www.example.com');
  });

  it('takes its type from its host, whatever type was sent', () => {
    expect(
      companyLinkInputSchema.parse({ title: ' News ', url: 'youtube.com/@demo', type: 'facebook' }),
    ).toEqual({ title: 'News', url: 'https://youtube.com/@demo', type: 'youtube' });
  });
});

describe('a new order of links', () => {
  it('names each link once', () => {
    const twice = { links: [0, 1].map((p) => ({ linkId: 'a', priorityOrder: p })) };
    expect(companyLinkOrderSchema.safeParse(twice).error?.issues[0]?.message).toBe(
      text.reorderMismatch,
    );
  });
});
