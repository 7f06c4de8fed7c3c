import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { executiveMemberSchema, normaliseLinkedIn } from './executives';

const valid = { name: 'Jane Citizen', role: 'Chief Executive Officer' };

const firstMessage = (input: Record<string, unknown>) =>
  executiveMemberSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('executive member rules', () => {
  it('accept a name and role alone, with no LinkedIn link or picture', () => {
    expect(executiveMemberSchema.parse(valid)).toEqual({
      ...valid,
      linkedIn: null,
      digitalPicture: null,
    });
  });

  it.each([
    [{ name: '' }, messages.executives.nameRequired],
    [{ name: '   ' }, messages.executives.nameRequired],
    [{ name: undefined }, messages.executives.nameRequired],
    [{ name: 'x'.repeat(101) }, messages.executives.nameTooLong(100)],
    [{ role: '' }, messages.executives.roleRequired],
    [{ role: undefined }, messages.executives.roleRequired],
    [{ role: 'x'.repeat(101) }, messages.executives.roleTooLong(100)],
    [{ linkedIn: 'https://example.com/in/jane' }, messages.executives.linkedInInvalid],
    [{ linkedIn: 'https://www.linkedin.com/feed/' }, messages.executives.linkedInInvalid],
    [
      { linkedIn: 'https://linkedin.com.evil.example/in/jane' },
      messages.executives.linkedInInvalid,
    ],
    [{ linkedIn: 'jane citizen' }, messages.executives.linkedInInvalid],
  ])('refuse %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('accept names of exactly 100 characters', () => {
    expect(firstMessage({ name: 'x'.repeat(100), role: 'y'.repeat(100) })).toBeUndefined();
  });

  it('treat an empty LinkedIn link and an empty picture as none', () => {
    expect(executiveMemberSchema.parse({ ...valid, linkedIn: ' ', digitalPicture: '' })).toEqual({
      ...valid,
      linkedIn: null,
      digitalPicture: null,
    });
  });
});

describe('LinkedIn links', () => {
  it.each([
    ['linkedin.com/in/jane-citizen', 'https://www.linkedin.com/in/jane-citizen'],
    ['www.linkedin.com/in/jane-citizen/', 'https://www.linkedin.com/in/jane-citizen'],
    ['http://au.linkedin.com/in/jane-citizen', 'https://www.linkedin.com/in/jane-citizen'],
    [
      'https://www.linkedin.com/in/jane-citizen?utm_source=share',
      'https://www.linkedin.com/in/jane-citizen',
    ],
    [
      'HTTPS://WWW.LINKEDIN.COM/Company/demo-resources',
      'https://www.linkedin.com/company/demo-resources',
    ],
  ])('store %s as %s', (link, stored) => {
    expect(normaliseLinkedIn(link)).toBe(stored);
    expect(executiveMemberSchema.parse({ ...valid, linkedIn: link }).linkedIn).toBe(stored);
  });
});
