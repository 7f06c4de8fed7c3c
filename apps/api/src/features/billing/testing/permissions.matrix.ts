import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FeatureMatrix } from '../../../testing/matrix';
import { inAnyCompany } from '../../../testing/matrix';
import { billingCheckouts, subscriptions } from '../../../db/schema';
import { LOCAL_IDS } from '../providers/local';
import { localCustomerOf } from '../providers/local-records';

/**
 * Billing's GraphQL query; its REST routes are in http-permission-matrix.test.ts. The seed opens
 * a local checkout in each company (a Subscribe click), so the routes that take a checkout id are
 * tried with our own and with the other company's.
 */
export const billingMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const id = `cs_local_${randomBytes(24).toString('base64url')}`;
    await db.insert(billingCheckouts).values({
      id,
      companyId: company.id,
      createdBy: company.creatorId,
      tier: 20000,
      priceId: LOCAL_IDS.premiumPrice,
      flag: 'update',
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    await db
      .update(subscriptions)
      .set({ stripeCustomerId: localCustomerOf(company.id) })
      .where(eq(subscriptions.companyId, company.id));
    return { checkout: id };
  },
  operations: {
    'Query.billingOverview': {
      document:
        '{ billingOverview { plan status tier amountUnits canManageBilling invoices { number } } }',
      expected: inAnyCompany,
    },
  },
};
