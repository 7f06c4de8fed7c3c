import { ERASE_CONFIRMATION_WORD } from '@quorum/shared';
import { enquiries } from '../../../db/schema';
import type { FeatureMatrix, Outcome, Caller } from '../../../testing/matrix';
import { everyone } from '../../../testing/matrix';
import { CORRECT, ERASE, EXPORT, FIND, LIST } from './privacy-test-kit';

/**
 * The privacy request tool is for administrative control (admins; custom roles only with the
 * "administrative" grant, which the full custom role of the matrix does not hold). A foreign
 * admin naming our investor finds no one.
 */
const administrativeControl: Record<Caller, Outcome> = {
  ...everyone('FORBIDDEN'),
  anonymous: 'UNAUTHENTICATED',
  admin: 'ok',
  foreign: 'NOT_FOUND',
};

export const privacyMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const email = `privacy-subject-${company.id.slice(-12)}@example.com`;
    await db.insert(enquiries).values({
      companyId: company.id,
      isGuest: true,
      guestFirstName: 'Pat',
      guestLastName: 'Subject',
      guestEmail: email,
      question: 'What do you hold about me?',
    });
    return { privacySubject: email };
  },
  operations: {
    'Query.findPrivacySubject': {
      document: FIND,
      variables: (w) => ({ email: w.own.privacySubject }),
      onForeign: (w) => ({ email: w.foreign.privacySubject }),
      expected: administrativeControl,
    },
    'Query.getPrivacyRequests': {
      document: LIST,
      expected: { ...administrativeControl, foreign: 'ok' },
    },
    'Mutation.exportPrivacySubject': {
      document: EXPORT,
      variables: (w) => ({ email: w.own.privacySubject }),
      onForeign: (w) => ({ email: w.foreign.privacySubject }),
      expected: administrativeControl,
    },
    'Mutation.correctPrivacySubject': {
      document: CORRECT,
      variables: (w) => ({
        input: {
          email: w.own.privacySubject,
          firstName: 'Pat',
          lastName: 'Subject',
          newEmail: w.own.privacySubject,
        },
      }),
      onForeign: (w) => ({
        input: {
          email: w.foreign.privacySubject,
          firstName: 'Pat',
          lastName: 'Subject',
          newEmail: w.foreign.privacySubject,
        },
      }),
      expected: administrativeControl,
    },
    'Mutation.erasePrivacySubject': {
      document: ERASE,
      variables: (w) => ({
        input: { email: w.own.privacySubject, confirmation: ERASE_CONFIRMATION_WORD },
      }),
      onForeign: (w) => ({
        input: { email: w.foreign.privacySubject, confirmation: ERASE_CONFIRMATION_WORD },
      }),
      destructive: true,
      expected: administrativeControl,
    },
  },
};
