import { describe, expect, it } from 'vitest';
import { WEBFORM_LIMITS, messages } from './shared';
import { fieldError, validateForm } from './validation';

const text = messages.webform;
const good = {
  firstName: 'Ada',
  lastName: 'Shareholder',
  email: 'ada@example.com',
  question: 'When is the dividend paid?',
};

describe('the form’s checks', () => {
  it('find nothing wrong with a complete question', () => {
    expect(validateForm(good)).toEqual({});
  });

  it('ask for every field but the last name in the server’s words', () => {
    expect(validateForm({ firstName: ' ', lastName: '', email: '', question: '\n' })).toEqual({
      firstName: text.firstNameRequired,
      email: messages.email.required,
      question: text.questionRequired,
    });
  });

  it.each([
    'ada',
    'ada@',
    'ada@example',
    'ada@@example.com',
    '.ada@example.com',
    'a b@example.com',
  ])('refuse the email address %s', (email) => {
    expect(fieldError('email', email)).toBe(messages.email.invalid);
  });

  it('accept a question without a last name (it is optional)', () => {
    expect(validateForm({ ...good, lastName: '  ' })).toEqual({});
  });

  it('accept an address with a plus and a subdomain', () => {
    expect(fieldError('email', 'ada+ir@mail.example.com.au')).toBeUndefined();
  });

  it('hold names and the question to their lengths', () => {
    const max = WEBFORM_LIMITS.nameMaxLength;
    expect(fieldError('lastName', 'x'.repeat(max))).toBeUndefined();
    expect(fieldError('lastName', 'x'.repeat(max + 1))).toBe(text.nameTooLong(max));
    const long = 'x'.repeat(WEBFORM_LIMITS.questionMaxLength + 1);
    expect(fieldError('question', long)).toBe(
      text.questionTooLong(WEBFORM_LIMITS.questionMaxLength),
    );
    expect(fieldError('email', `${'a'.repeat(250)}@example.com`)).toBe(messages.email.tooLong);
  });
});
