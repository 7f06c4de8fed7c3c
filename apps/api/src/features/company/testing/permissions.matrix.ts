import { randomUUID } from 'node:crypto';
import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, pageEditors, signedIn, inAnyCompany } from '../../../testing/matrix';
import { insertStoredFile } from '../../uploads/repo';

const validDetails = {
  legalBusinessName: 'Matrix Holdings Ltd',
  email: 'ir@matrix.example.com',
  phoneNumber: '0298765432',
  websiteUrl: 'https://matrix.example.com',
  about: 'A company the permission matrix edits.',
  addressLineOne: '1 Example Street',
  suburb: 'Perth',
  state: 'WA',
  postCode: '6000',
};

export const companyMatrix: FeatureMatrix = {
  // A logo already uploaded for each company, as POST /files/company-logo leaves it.
  seed: async (db, company) => {
    const file = await insertStoredFile(db, {
      key: `${randomUUID()}.png`,
      companyId: company.id,
      uploadedBy: company.creatorId,
      purpose: 'company-logo',
      contentType: 'image/png',
      sizeBytes: 68,
      originalName: 'logo.png',
    });
    return { companyLogoKey: file.key };
  },
  operations: {
    // Everyone signed in to a company reads its details: the shell needs the plan and validation.
    'Query.getCompanyDetail': { document: '{ getCompanyDetail { _id } }', expected: inAnyCompany },
    'Mutation.registerCompany': {
      document:
        'mutation($i: RegisterCompanyInput!) { registerCompany(registerCompanyInput: $i) { userData { companyId } } }',
      // Invalid on purpose: past the checks it is refused for its input, and nothing is created.
      variables: () => ({
        i: { legalBusinessName: '', abn: 'x', asxCode: 'x', websiteUrl: 'x', email: 'x' },
      }),
      usesOwnSession: true,
      expected: signedIn,
    },
    // Every member in a company may search places; the search reads public postcode data only.
    'Query.searchAustralianPlaces': {
      document: '{ searchAustralianPlaces(query: "Perth") { suburb } }',
      expected: inAnyCompany,
    },
    // The company id names the callers' company, so the foreign company's admin is refused.
    'Mutation.updateCompany': {
      document:
        'mutation($i: UpdateCompanyInput!) { updateCompany(updateCompanyInput: $i) { message } }',
      variables: (w) => ({ i: { ...validDetails, companyId: w.ownCompanyId } }),
      expected: { ...pageEditors, foreign: 'FORBIDDEN' },
    },
    // The foreign admin passes the page check and is then refused the key (BAD_USER_INPUT, which
    // the matrix counts as past the checks); updateCompanyLogo's own tests assert that refusal.
    'Mutation.updateCompanyLogo': {
      document: 'mutation($key: String!) { updateCompanyLogo(companyLogo: $key) { message } }',
      variables: (w) => ({ key: w.own.companyLogoKey }),
      expected: pageEditors,
    },
    'Mutation.removeCompany': {
      document:
        'mutation($i: RemoveCompanyInput!) { removeCompany(removeCompanyInput: $i) { message } }',
      variables: (w) => ({ i: { id: w.ownCompanyId } }),
      destructive: true,
      // Only the company's creator; the foreign admin names a company that is not theirs.
      expected: { ...everyone('FORBIDDEN'), anonymous: 'UNAUTHENTICATED', admin: 'ok' },
    },
  },
};
