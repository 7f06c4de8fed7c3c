import { IconCircleCheck } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { PaymentResult } from '../components/payment-result';

/** '/success', where the payment provider returns after a payment went through. */
export function PaymentSuccessPage() {
  return (
    <PaymentResult
      title="Payment successful"
      message={messages.plan.paymentSucceeded}
      icon={<IconCircleCheck size={32} />}
      color="teal"
    />
  );
}
