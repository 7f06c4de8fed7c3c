import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { BillingClock } from '../clock';
import type { PaymentProvider } from '../provider';
import { localProvider } from './local';
import type { LocalProvider } from './local';
import { stripeProvider } from './stripe';

/** The payment driver the configuration names (BILLING_DRIVER); none for a self-hosted install. */
export function createPaymentProvider(
  config: Config,
  db: Db,
  clock: BillingClock,
): { payments: PaymentProvider | undefined; localBilling: LocalProvider | undefined } {
  switch (config.billing.driver) {
    case 'none':
      return { payments: undefined, localBilling: undefined };
    case 'local': {
      const local = localProvider(db, clock, config.appUrl);
      return { payments: local, localBilling: local };
    }
    case 'stripe':
      // config.ts refuses the stripe driver without its two secrets.
      if (!config.billing.stripe) throw new Error('BILLING_DRIVER=stripe needs its Stripe keys');
      return { payments: stripeProvider(config.billing.stripe), localBilling: undefined };
  }
}
