import type { InjectOptions } from 'fastify';
import type { Db } from '../../../db/client';
import { extensionEmails } from '../../../db/schema';
import type { Caller, FeatureMatrix, Outcome } from '../../../testing/matrix';
import { everyone, pageViewers } from '../../../testing/matrix';
import { TEST_EXTENSION_ORIGIN } from '../../../extension-origins-config';

/** A connected, active mailbox in each company: the matrix aims at our own and the foreign one. */
async function seedMailbox(db: Db, company: { id: string; creatorId: string }) {
  const email = `ir-${company.id}@matrix.example`;
  await db
    .insert(extensionEmails)
    .values({ companyId: company.id, email, addedBy: company.creatorId, status: 'active' });
  return { mailbox: email };
}

/** Spec §6: only the company creator (the matrix's admin) connects and disconnects mailboxes. */
const creatorOnly: Record<Caller, Outcome> = {
  ...everyone('FORBIDDEN'),
  anonymous: 'UNAUTHENTICATED',
  admin: 'ok',
  // Another company's creator acts on their own company's mailboxes.
  foreign: 'ok',
};

/** Aimed at a mailbox of ours, another company's creator finds none in their company. */
const creatorOfOwnMailbox = { ...creatorOnly, foreign: 'NOT_FOUND' } as const;

/** Any signed-in person asks about a company: not a member of it (or locked out), not found. */
const membersOfTheCompany: Record<Caller, Outcome> = {
  ...everyone('ok'),
  anonymous: 'UNAUTHENTICATED',
  foreign: 'NOT_FOUND',
  locked: 'NOT_FOUND',
  noCompany: 'NOT_FOUND',
};

/** Consent needs the extension permission, which only the creator has in the matrix's company. */
const permittedMembers: Record<Caller, Outcome> = {
  ...membersOfTheCompany,
  viewer: 'FORBIDDEN',
  member: 'FORBIDDEN',
  customNone: 'FORBIDDEN',
  customFull: 'FORBIDDEN',
};

/** The extension's own operations refuse every web-app token, whoever holds it. */
const extensionTokensOnly: Record<Caller, Outcome> = {
  ...everyone('FORBIDDEN'),
  anonymous: 'UNAUTHENTICATED',
};

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

export const extensionMatrix: FeatureMatrix = {
  seed: seedMailbox,
  operations: {
    'Query.getAuthorizedUsers': {
      document: '{ getAuthorizedUsers { id email status adminName hasUserPermission } }',
      expected: pageViewers,
    },
    'Query.verifyEmailStatus': {
      document: 'query($e: String!) { verifyEmailStatus(email: $e) }',
      variables: (w) => ({ e: w.own.mailbox }),
      onForeign: (w) => ({ e: w.foreign.mailbox }),
      expected: { ...pageViewers, foreign: 'NOT_FOUND' },
    },
    'Query.userCompanyListWithCreatorFlagExtension': {
      document: '{ userCompanyListWithCreatorFlagExtension { _id hasSetup } }',
      expected: { ...everyone('ok'), anonymous: 'UNAUTHENTICATED' },
    },
    'Query.getAuthorizedCompany': {
      document:
        'query($c: ID!) { getAuthorizedCompany(companyId: $c) { hasSetup hasPermission success } }',
      variables: (w) => ({ c: w.ownCompanyId }),
      onForeign: (w) => ({ c: w.foreignCompanyId }),
      expected: membersOfTheCompany,
    },
    'Query.getAuthorizedUsersInitial': {
      document: 'query($c: [ID!]!) { getAuthorizedUsersInitial(companyIds: $c) { companyId } }',
      variables: (w) => ({ c: [w.ownCompanyId] }),
      onForeign: (w) => ({ c: [w.foreignCompanyId] }),
      // Asking about our company: not its member, not found; a member without the page, refused.
      expected: { ...membersOfTheCompany, customNone: 'FORBIDDEN' },
    },
    'Query.findNonUserCompany': {
      // Anyone signed in may ask; the answer names only their own companies (lookups.test.ts).
      document: 'query($e: String!) { findNonUserCompany(email: $e) { _id } }',
      variables: () => ({ e: 'ir@shared-inbox.example' }),
      expected: { ...everyone('ok'), anonymous: 'UNAUTHENTICATED' },
    },
    'Query.getAuthorizedUsersAndQuestion': {
      document: '{ getAuthorizedUsersAndQuestion(messageId: "m-1") { question { id } } }',
      expected: extensionTokensOnly,
    },
    'Query.extensionSession': {
      document: '{ extensionSession { companyId mailbox } }',
      expected: extensionTokensOnly,
    },
    'Query.extensionSuggestedAnswers': {
      document:
        '{ extensionSuggestedAnswers(subject: "Dividend", body: "When is it paid?") { id } }',
      expected: extensionTokensOnly,
    },
    'Mutation.verifyExtensionEmail': {
      document: 'mutation($e: String!) { verifyExtensionEmail(email: $e) { message } }',
      variables: () => ({ e: 'new-inbox@matrix.example' }),
      destructive: true,
      expected: creatorOnly,
    },
    'Mutation.updateAuthorizedEmail': {
      document: 'mutation($e: String!) { updateAuthorizedEmail(email: $e, otpCode: 1234) { id } }',
      variables: (w) => ({ e: w.own.mailbox }),
      onForeign: (w) => ({ e: w.foreign.mailbox }),
      expected: creatorOfOwnMailbox,
    },
    'Mutation.addAuthorizedCompany': {
      // Another company's creator cannot claim our mailbox: they never proved it theirs.
      document: 'mutation($e: String!) { addAuthorizedCompany(email: $e) { id } }',
      variables: (w) => ({ e: w.own.mailbox }),
      onForeign: (w) => ({ e: w.foreign.mailbox }),
      expected: creatorOfOwnMailbox,
    },
    'Mutation.disconnectEmail': {
      document: 'mutation($e: String!) { disconnectEmail(email: $e) { message } }',
      variables: (w) => ({ e: w.own.mailbox }),
      onForeign: (w) => ({ e: w.foreign.mailbox }),
      destructive: true,
      expected: creatorOfOwnMailbox,
    },
    'Mutation.consentExtension': {
      document: `mutation($c: ID!, $e: String!) { consentExtension(companyId: $c, email: $e, clientOrigin: "${TEST_EXTENSION_ORIGIN}", codeChallenge: "${CHALLENGE}") { expiresAt } }`,
      variables: (w) => ({ c: w.ownCompanyId, e: w.own.mailbox }),
      onForeign: (w) => ({ c: w.foreignCompanyId, e: w.foreign.mailbox }),
      expected: permittedMembers,
    },
    'Mutation.addEmailQuestion': {
      document:
        'mutation { addEmailQuestion(input: { fromEmail: "ivy@investor.example", body: "When is the dividend paid?" }) { id } }',
      destructive: true,
      expected: extensionTokensOnly,
    },
  },
};

/**
 * The REST routes (http-permission-matrix.test.ts). "Download extension" is public: nobody is
 * refused for who they are. Whether a zip is there depends on the checkout's build, which is
 * downloads.test.ts's subject, so the row asks for a browser that is never built.
 */
export const extensionRoutes = {
  // The extension's token endpoint: the code or refresh token in the body decides, never a bearer;
  // a made-up one is refused as a bad grant (400), whoever asks.
  'POST /extension/token': [
    {
      request: () => ({
        method: 'POST',
        url: '/extension/token',
        payload: { grant_type: 'refresh_token', refresh_token: 'not-a-refresh-token' },
      }),
      expected: everyone('ok'),
    },
  ],
  'POST /extension/revoke': [
    {
      request: () => ({
        method: 'POST',
        url: '/extension/revoke',
        payload: { refresh_token: 'not-a-refresh-token' },
      }),
      expected: everyone('ok'),
    },
  ],
  'GET /extension/download/:browser': [
    {
      request: () => ({ method: 'GET', url: '/extension/download/safari' }),
      expected: everyone('NOT_FOUND'),
    },
  ],
} satisfies Record<string, { request: () => InjectOptions; expected: Record<Caller, Outcome> }[]>;
