import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { useSession } from '@/lib/session';
import type { PlanFlag } from '../api/subscribe';
import { useSyncCheckout } from '../api/sync-checkout';
import { PaymentResult } from '../components/payment-result';
import { AFTER_CHANGE_PATH, refetchPlan } from '../hooks/use-plan-change';

const flagOf = (value: string | null | undefined): PlanFlag => (value === 'add' ? 'add' : 'update');

/**
 * '/success?session_id=…&flag=…', where the payment provider returns after paying. It asks the
 * server to read the checkout now (POST /stripe/sync) rather than wait for the webhook, reads the
 * member and company again, then goes on as spec §4 says: the invite-team step (Add mode) or the
 * dashboard (Update mode), both with type=stripe_success.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const signedIn = useSession() !== null;
  const sync = useSyncCheckout(signedIn && sessionId ? sessionId : null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flag = flagOf(sync.data?.flag ?? params.get('flag'));

  const movedOn = useRef(false);
  useEffect(() => {
    if (!sync.isSuccess || movedOn.current) return;
    movedOn.current = true;
    void refetchPlan(queryClient).then(() => navigate(AFTER_CHANGE_PATH[flag], { replace: true }));
  }, [sync.isSuccess, flag, queryClient, navigate]);

  const toDashboard = (
    <Button component={Link} to="/dashboard" variant="subtle">
      Go to the dashboard
    </Button>
  );

  if (!sessionId || !signedIn) {
    return (
      <PaymentResult
        title={messages.pricing.paymentReceived}
        message={
          sessionId ? messages.pricing.signInToConfirm : messages.pricing.noCheckoutReference
        }
        icon={<IconCircleCheck size={32} />}
        color="teal"
      >
        {signedIn ? (
          toDashboard
        ) : (
          <Button component={Link} to="/">
            Sign in
          </Button>
        )}
      </PaymentResult>
    );
  }

  if (sync.isError) {
    return (
      <PaymentResult
        title={messages.pricing.confirmFailed}
        message={sync.error.message}
        icon={<IconAlertTriangle size={32} />}
        color="orange"
      >
        <Stack gap="xs" w="100%">
          <Button onClick={() => void sync.refetch()} loading={sync.isFetching}>
            Try again
          </Button>
          <Button component={Link} to={UPGRADE_PLAN_PATH} variant="default">
            Back to plans
          </Button>
          {toDashboard}
        </Stack>
      </PaymentResult>
    );
  }

  return (
    <PaymentResult
      title={messages.pricing.confirming}
      message={
        <Stack gap="md" align="center">
          <Text>{messages.pricing.confirmingBody}</Text>
          <Loader aria-label={messages.pricing.confirming} />
        </Stack>
      }
      icon={<IconCircleCheck size={32} />}
      color="teal"
    />
  );
}
