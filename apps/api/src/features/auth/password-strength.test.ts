import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { refuseGuessablePassword } from './password-strength';
import COMMON_PASSWORDS from './common-passwords.json';

const refusalOf = (password: string, names: string[] = []) => {
  try {
    refuseGuessablePassword(password, names);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a guessable password', () => {
  it('ships the 10,000 most used passwords', () => {
    expect(COMMON_PASSWORDS).toHaveLength(10_000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(10_000);
  });

  it('is refused when it is one of the most used, in any case', () => {
    expect(refusalOf('password')).toBe(messages.password.tooCommon);
    expect(refusalOf('QWERTY123')).toBe(messages.password.tooCommon);
  });

  it('is refused when it is a common word dressed up to pass the composition rules', () => {
    expect(refusalOf('Password123!')).toBe(messages.password.tooCommon);
    expect(refusalOf('!!Dragon2024')).toBe(messages.password.tooCommon);
  });

  it('is refused when it holds the person’s, the company’s or the product’s name', () => {
    expect(refusalOf('Usher-2026!x', ['Dana', 'Usher'])).toBe(messages.password.containsName);
    expect(refusalOf('SwanRiver#77', ['Swan River Gold Ltd'])).toBe(messages.password.containsName);
    expect(refusalOf('My-Quorum-key-9')).toBe(messages.password.containsName);
  });

  it('lets a sturdy password through, and ignores name parts too short to mean anything', () => {
    expect(refusalOf('Sturdy-pass-123', ['Dana', 'Usher'])).toBeUndefined();
    expect(refusalOf('Tiny-al-horse-7', ['Al', 'Ng'])).toBeUndefined();
  });
});
