import { executiveMembers } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { pageEditors, pageViewers } from '../../../testing/matrix';

const EXECUTIVE = { name: 'Jane Citizen', role: 'Chief Financial Officer' };

// The executive team follows the company details area (spec §6). The foreign company's admin
// may change their own team, but an id from ours reads to them as not found.
export const executivesMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const [row] = await db
      .insert(executiveMembers)
      .values({ companyId: company.id, ...EXECUTIVE })
      .returning({ id: executiveMembers.id });
    return { executiveMemberId: row!.id };
  },
  operations: {
    'Query.getExecutiveMembers': {
      document: '{ getExecutiveMembers { _id name } }',
      expected: pageViewers,
    },
    'Mutation.addExecutiveMember': {
      document:
        'mutation($i: ExecutiveMemberInput!) { addExecutiveMember(executiveMemberInput: $i) { _id } }',
      variables: () => ({ i: EXECUTIVE }),
      expected: pageEditors,
    },
    'Mutation.editExecutiveMember': {
      document:
        'mutation($id: ID!, $i: ExecutiveMemberInput!) { editExecutiveMember(executiveMemberId: $id, executiveMemberInput: $i) { _id } }',
      variables: (w) => ({ id: w.own.executiveMemberId, i: EXECUTIVE }),
      onForeign: (w) => ({ id: w.foreign.executiveMemberId, i: EXECUTIVE }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    'Mutation.deleteExecutiveMember': {
      document: 'mutation($id: ID!) { deleteExecutiveMember(executiveMemberId: $id) { message } }',
      variables: (w) => ({ id: w.own.executiveMemberId }),
      onForeign: (w) => ({ id: w.foreign.executiveMemberId }),
      destructive: true,
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
  },
};
