import { IconCircleX } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { PaymentResult } from '../components/payment-result';

/** '/error', where the payment provider returns after a payment failed. */
export function PaymentErrorPage() {
  return (
    <PaymentResult
      title="Payment failed"
      message={messages.plan.paymentFailed}
      icon={<IconCircleX size={32} />}
      color="red"
    />
  );
}
