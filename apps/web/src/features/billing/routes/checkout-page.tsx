import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QuorumLogo } from '@/components/brand/quorum-logo';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { useCheckout } from '../api/get-checkout';
import { leaveFor } from '../api/leave-for';
import { usePayCheckout } from '../api/pay-checkout';
import { CardForm } from '../components/checkout/card-form';
import { CheckoutSummary } from '../components/checkout/checkout-summary';
import { subscribeFailure } from '../components/subscribe-failure';

function CheckoutFrame({ children }: { children: ReactNode }) {
  useDocumentTitle(`${messages.pricing.checkoutTitle} · Quorum`);
  return (
    <Box mih="100dvh" bg="gray.0" py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Container size={960} p={0}>
        <Stack gap="lg">
          <QuorumLogo size="lg" />
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** An ended checkout: what happened, and where to go instead. */
function CheckoutEnded({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <Paper component="main" withBorder radius="md" p="xl" maw={520} mx="auto" w="100%">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={22}>
          {messages.pricing.checkoutTitle}
        </Title>
        <Text>{message}</Text>
        <Button component={Link} to={to}>
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * '/checkout/:id', the local driver's hosted checkout (issue 13): what is bought, a test card,
 * Pay. The server answers where to go next, /success or /error, as Stripe's page would; Cancel
 * goes to the checkout's own cancel address. Public: the id is the secret, as Stripe's address is.
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  const pay = usePayCheckout(id);

  if (checkout.isPending) {
    return (
      <CheckoutFrame>
        <Center py="xl" role="status" aria-busy="true" aria-label="Loading the checkout">
          <Loader />
        </Center>
      </CheckoutFrame>
    );
  }
  if (checkout.isError) {
    return (
      <CheckoutFrame>
        <CheckoutEnded
          message={checkout.error.message}
          to={UPGRADE_PLAN_PATH}
          label="Back to plans"
        />
      </CheckoutFrame>
    );
  }
  const data = checkout.data;
  if (data.status === 'expired') {
    return (
      <CheckoutFrame>
        <CheckoutEnded
          message={messages.pricing.checkoutExpired}
          to={UPGRADE_PLAN_PATH}
          label="Back to plans"
        />
      </CheckoutFrame>
    );
  }
  if (data.status === 'complete') {
    return (
      <CheckoutFrame>
        <CheckoutEnded
          message={messages.pricing.checkoutComplete}
          to="/dashboard"
          label="Go to the dashboard"
        />
      </CheckoutFrame>
    );
  }

  return (
    <CheckoutFrame>
      <Paper component="main" withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box bg="navy.7" p={{ base: 'lg', sm: 40 }}>
            <CheckoutSummary checkout={data} />
          </Box>
          <Box p={{ base: 'lg', sm: 40 }}>
            <Stack gap="md">
              <Title order={2} fz={18}>
                Pay with card
              </Title>
              <CardForm
                amountUnits={data.amountUnits}
                paying={pay.isPending || pay.isSuccess}
                error={pay.error ? subscribeFailure(pay.error) : null}
                onPay={(card) =>
                  pay.mutate(card, { onSuccess: ({ redirect }) => leaveFor(redirect) })
                }
                onCancel={() => leaveFor(data.cancelUrl)}
              />
            </Stack>
          </Box>
        </SimpleGrid>
      </Paper>
      <Text size="xs" c="dimmed" ta="center">
        Quorum ·{' '}
        <Anchor component={Link} to="/privacy" size="xs">
          Privacy policy
        </Anchor>
      </Text>
    </CheckoutFrame>
  );
}
