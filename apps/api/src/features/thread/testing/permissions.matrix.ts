import { enquiries } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { pageEditors, pageViewers } from '../../../testing/matrix';

/** A foreign company's admin aiming at our enquiry finds nothing there. */
const viewersOfOwnEnquiries = { ...pageViewers, foreign: 'NOT_FOUND' } as const;
const editorsOfOwnEnquiries = { ...pageEditors, foreign: 'NOT_FOUND' } as const;

// An enquiry's thread and note follow the questions area (spec §6): view reads, full writes. The
// calls that change something aim at repeatable changes: a draft (saved over itself), a note
// text, and an unlock of a note nobody has locked.
export const threadMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const [row] = await db
      .insert(enquiries)
      .values({
        companyId: company.id,
        isGuest: true,
        guestFirstName: 'Grace',
        guestLastName: 'Guest',
        guestEmail: 'grace.guest@example.com',
        question: 'When is the record date for the interim dividend?',
      })
      .returning({ id: enquiries.id });
    return { threadEnquiryId: row!.id };
  },
  operations: {
    'Query.getEnquiryReplyList': {
      document: 'query($id: ID!) { getEnquiryReplyList(enquiryId: $id) { items { _id } } }',
      variables: (w) => ({ id: w.own.threadEnquiryId }),
      onForeign: (w) => ({ id: w.foreign.threadEnquiryId }),
      expected: viewersOfOwnEnquiries,
    },
    'Query.getNote': {
      document: 'query($id: ID!) { getNote(enquiryId: $id) { _id } }',
      variables: (w) => ({ id: w.own.threadEnquiryId }),
      onForeign: (w) => ({ id: w.foreign.threadEnquiryId }),
      expected: viewersOfOwnEnquiries,
    },
    'Mutation.addEnquiryResponse': {
      document:
        'mutation($i: AddEnquiryResponseInput!) { addEnquiryResponse(addEnquiryResponseInput: $i) { _id } }',
      variables: (w) => ({
        i: { enquiryId: w.own.threadEnquiryId, content: 'Thank you.', draft: true },
      }),
      onForeign: (w) => ({
        i: { enquiryId: w.foreign.threadEnquiryId, content: 'Thank you.', draft: true },
      }),
      expected: editorsOfOwnEnquiries,
    },
    'Mutation.createUpdateEnquiryNotes': {
      document:
        'mutation($id: ID!) { createUpdateEnquiryNotes(enquiryId: $id, description: "Check the register.") { _id } }',
      variables: (w) => ({ id: w.own.threadEnquiryId }),
      onForeign: (w) => ({ id: w.foreign.threadEnquiryId }),
      expected: editorsOfOwnEnquiries,
    },
    'Mutation.lockUnlockNotes': {
      document: 'mutation($id: ID!) { lockUnlockNotes(enquiryId: $id, locked: false) { _id } }',
      variables: (w) => ({ id: w.own.threadEnquiryId }),
      onForeign: (w) => ({ id: w.foreign.threadEnquiryId }),
      expected: editorsOfOwnEnquiries,
    },
  },
};
