import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { updateCompanySchema } from './company';

const valid = {
  legalBusinessName: 'Demo Resources Ltd',
  email: 'ir@demo.example.com',
  phoneNumber: '0298765432',
  websiteUrl: 'https://demo.example.com',
  about: 'Copper and gold in Western Australia.',
  addressLineOne: '1 Example Street',
  suburb: 'Perth',
  state: 'WA',
  postCode: '6000',
};

const firstMessage = (input: Record<string, unknown>) =>
  updateCompanySchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('company details rules', () => {
  it('accept a complete company', () => {
    expect(updateCompanySchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ phoneNumber: '029876543' }, messages.company.phoneInvalid],
    [{ postCode: '600' }, messages.company.postCodeInvalid],
    [{ postCode: '600000' }, messages.company.postCodeInvalid],
    [{ websiteUrl: 'not a url' }, messages.company.websiteInvalid],
    [{ websiteUrl: '' }, messages.company.websiteRequired],
    [{ email: 'ir@' }, messages.company.emailInvalid],
    [{ email: '' }, messages.company.emailRequired],
    [{ legalBusinessName: ' ' }, messages.company.legalBusinessNameRequired],
    [{ about: '' }, messages.company.aboutRequired],
    [{ state: '' }, messages.company.stateRequired],
  ])('refuse %j with the spec message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('keep the leading zero of postcodes such as Darwin’s 0800', () => {
    expect(updateCompanySchema.parse({ ...valid, postCode: '0800' }).postCode).toBe('0800');
  });

  it('accept a phone number written with spaces', () => {
    expect(updateCompanySchema.parse({ ...valid, phoneNumber: '02 9876 5432' }).phoneNumber).toBe(
      '0298765432',
    );
  });
});
