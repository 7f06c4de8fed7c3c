import { describe, expect, it } from 'vitest';
import { emailSchema, newPasswordSchema } from './auth';
import { messages } from '../messages';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('email rules', () => {
  it('asks for an email address when none is given', () => {
    expect(firstError(emailSchema.safeParse(''))).toBe(messages.email.required);
  });
  it('calls a malformed address invalid in the spec words', () => {
    expect(firstError(emailSchema.safeParse('not-an-email'))).toBe(messages.email.invalid);
  });
  it('refuses an address over 255 characters', () => {
    expect(firstError(emailSchema.safeParse(`${'a'.repeat(250)}@x.com`))).toBe(
      messages.email.tooLong,
    );
  });
  it('keeps addresses in lower case so one person has one account', () => {
    expect(emailSchema.parse('  Demo@Quorum.DEV ')).toBe('demo@quorum.dev');
  });
});

describe('new password rules', () => {
  it.each([
    ['Ab1!', messages.password.minLength],
    ['abcdefg1!', messages.password.upperAndLower],
    ['ABCDEFG1!', messages.password.upperAndLower],
    ['Abcdefgh!', messages.password.number],
    ['Abcdefgh1', messages.password.special],
  ])('refuses %s with the message for the rule it breaks', (password, message) => {
    const messagesGiven = newPasswordSchema.safeParse(password).error?.issues.map((i) => i.message);
    expect(messagesGiven).toContain(message);
  });
  it('accepts a password that keeps every rule', () => {
    expect(newPasswordSchema.safeParse('Quorum-demo-2026').success).toBe(true);
  });
});
