import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { pollEndProblem, pollInputSchema, pollVoteSchema } from './announcements';

const text = messages.polls;
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-25T10:00:00Z');
const poll = (options: string[]) => ({
  title: 'AGM venue?',
  options,
  endsAt: '2026-12-01T10:00:00Z',
});
const firstMessage = (input: unknown) => pollInputSchema.safeParse(input).error?.issues[0]?.message;

describe('poll rules', () => {
  it('take 2 to 6 options and refuse 1 or 7', () => {
    expect(firstMessage(poll(['Perth', 'Online']))).toBeUndefined();
    expect(firstMessage(poll(['1', '2', '3', '4', '5', '6']))).toBeUndefined();
    expect(firstMessage(poll(['Perth']))).toBe(text.optionCount(2, 6));
    expect(firstMessage(poll(['1', '2', '3', '4', '5', '6', '7']))).toBe(text.optionCount(2, 6));
  });

  it('refuse the same option twice, whatever its case and spaces', () => {
    expect(firstMessage(poll(['Perth', ' PERTH ']))).toBe(text.optionsDistinct);
  });

  it('want an end in the future, at most 90 days away', () => {
    expect(pollEndProblem(new Date(now.getTime() - 1), now)).toBe(text.endInPast);
    expect(pollEndProblem(now, now)).toBe(text.endInPast);
    expect(pollEndProblem(new Date(now.getTime() + 90 * DAY_MS), now)).toBeUndefined();
    expect(pollEndProblem(new Date(now.getTime() + 90 * DAY_MS + 1), now)).toBe(text.tooLong(90));
  });
});

describe('a ballot', () => {
  it('names its voter: an investor by id, or a person by name and address', () => {
    expect(pollVoteSchema.safeParse({ optionIds: ['a'], investorId: 'i' }).success).toBe(true);
    expect(
      pollVoteSchema.safeParse({
        optionIds: ['a'],
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
      }).success,
    ).toBe(true);
    expect(
      pollVoteSchema.safeParse({ optionIds: ['a'], firstName: 'Ada', email: 'ada@example.com' })
        .error?.issues[0]?.message,
    ).toBe(text.voterRequired);
  });
});
