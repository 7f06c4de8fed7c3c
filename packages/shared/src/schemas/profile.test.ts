import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { changeEmailAddressSchema, updateUserProfileSchema } from './profile';

const valid = {
  firstName: 'Ava',
  lastName: 'Lee',
  jobTitle: 'Investor relations',
  mobileNum: '0412345678',
};

const firstMessage = (input: Record<string, unknown>) =>
  updateUserProfileSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('profile rules', () => {
  it('accept a complete profile', () => {
    expect(updateUserProfileSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ mobileNum: '041234567' }, messages.company.phoneInvalid],
    [{ mobileNum: '04123456789' }, messages.company.phoneInvalid],
    [{ mobileNum: '04123x5678' }, messages.company.phoneInvalid],
    [{ firstName: ' ' }, messages.auth.firstNameRequired],
    [{ lastName: '' }, messages.auth.lastNameRequired],
    [{ jobTitle: 'x'.repeat(101) }, messages.profile.jobTitleTooLong],
  ])('refuse %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('keep an empty job title and phone as not given', () => {
    expect(updateUserProfileSchema.parse({ ...valid, jobTitle: '  ', mobileNum: '' })).toEqual({
      firstName: 'Ava',
      lastName: 'Lee',
      jobTitle: null,
      mobileNum: null,
    });
    expect(updateUserProfileSchema.parse({ firstName: 'Ava', lastName: 'Lee' }).mobileNum).toBe(
      null,
    );
  });

  it('accept a phone written with spaces and keep only its digits', () => {
    expect(updateUserProfileSchema.parse({ ...valid, mobileNum: '0412 345 678' }).mobileNum).toBe(
      '0412345678',
    );
  });

  it('take a new email in lower case and refuse one that is not an address', () => {
    const password = 'Sturdy-pass-123';
    expect(
      changeEmailAddressSchema.parse({ newEmail: ' Ava@Example.COM ', password }).newEmail,
    ).toBe('ava@example.com');
    expect(
      changeEmailAddressSchema.safeParse({ newEmail: 'ava@', password }).error?.issues[0]?.message,
    ).toBe(messages.email.invalid);
  });

  it('ask for the current password with a change of email', () => {
    const issues = changeEmailAddressSchema.safeParse({ newEmail: 'ava@example.com' }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([messages.password.currentRequired]);
  });
});
