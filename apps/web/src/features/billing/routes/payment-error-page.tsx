import { Button, Stack } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { PaymentResult } from '../components/payment-result';

/**
 * '/error', where the payment provider returns after a payment failed or was cancelled (spec
 * stripe_failure: 'Your payment has failed'), with the way back to the plans to try again.
 */
export function PaymentErrorPage() {
  return (
    <PaymentResult
      title={messages.plan.paymentFailed}
      message={messages.pricing.paymentFailedBody}
      icon={<IconCircleX size={32} />}
      color="red"
    >
      <Stack gap="xs" w="100%">
        <Button component={Link} to={UPGRADE_PLAN_PATH}>
          Back to plans
        </Button>
        <Button component={Link} to="/dashboard" variant="subtle">
          Go to the dashboard
        </Button>
      </Stack>
    </PaymentResult>
  );
}
