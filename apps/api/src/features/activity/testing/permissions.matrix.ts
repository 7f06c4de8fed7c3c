import type { InjectOptions } from 'fastify';
import type { Caller, FeatureMatrix, Outcome, World } from '../../../testing/matrix';
import { administrators, inAnyCompany } from '../../../testing/matrix';
import { recordChange } from '../../../core/audit';

const PAGE = '{ companyWide meta { totalItems } items { _id activityDescription subject { id } } }';

/**
 * Every member of a company reads a history (administrators the company's, others their own:
 * history.test.ts shows which rows); a locked member and someone in no company are refused.
 */
export const activityMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const subjectId = company.id;
    await recordChange(
      db,
      { kind: 'system', companyId: company.id, name: 'Permission matrix' },
      {
        area: 'company-details',
        action: 'company.updated',
        subject: { type: 'company', id: subjectId, label: 'Matrix company' },
        before: { about: 'Before' },
        after: { about: 'After' },
      },
    );
    return { auditSubject: subjectId };
  },
  operations: {
    'Query.getActivities': {
      document: `query($i: GetActivitiesInput) { getActivities(activityInput: $i) ${PAGE} }`,
      variables: (w) => ({ i: { subjectType: 'company', subjectId: w.own.auditSubject } }),
      // The other company's admin does not find our subject.
      expected: { ...inAnyCompany, foreign: 'NOT_FOUND' },
    },
    'Query.getActivityRetention': {
      document: '{ getActivityRetention { retentionDays mayChange } }',
      expected: inAnyCompany,
    },
    // Administrators only (hasAdministrativeControl): the matrix's custom role has every page
    // but not the administrative grant.
    'Mutation.updateActivityRetention': {
      document:
        'mutation($d: Int!) { updateActivityRetention(retentionDays: $d) { retentionDays } }',
      variables: () => ({ d: 2555 }),
      expected: { ...administrators, customFull: 'FORBIDDEN' },
    },
  },
};

interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

/**
 * The CSV export: any member of a company, their own scope (the service's, as getActivities).
 * Another company's subject is not found (its own admin, the foreign caller, exports it).
 */
export const activityRoutes: Record<string, Route[]> = {
  'GET /activities.csv': [
    {
      request: (w) => ({
        method: 'GET',
        url: `/activities.csv?subjectType=company&subjectId=${w.own.auditSubject}`,
      }),
      expected: { ...inAnyCompany, foreign: 'NOT_FOUND' },
    },
    {
      request: (w) => ({
        method: 'GET',
        url: `/activities.csv?subjectType=company&subjectId=${w.foreign.auditSubject}`,
      }),
      expected: {
        ...inAnyCompany,
        viewer: 'NOT_FOUND',
        member: 'NOT_FOUND',
        admin: 'NOT_FOUND',
        customNone: 'NOT_FOUND',
        customFull: 'NOT_FOUND',
      },
    },
  ],
};
