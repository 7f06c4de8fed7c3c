import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';

/** The page the payment provider returns to: what happened and the way back to the dashboard. */
export function PaymentResult({
  title,
  message,
  icon,
  color,
}: {
  title: string;
  message: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <AuthLayout title={title}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text>{message}</Text>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
      </Stack>
    </AuthLayout>
  );
}
