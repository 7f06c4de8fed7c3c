import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';

/** The pages the payment provider returns to: what happened, and the ways on. */
export function PaymentResult({
  title,
  message,
  icon,
  color,
  children,
}: {
  title: string;
  message: ReactNode;
  icon: ReactNode;
  color: string;
  /** The ways on: buttons or links. */
  children?: ReactNode;
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
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {children}
      </Stack>
    </AuthLayout>
  );
}
