import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormError } from '@/components/form/form-error';
import {
  useAdminSecondFactorRequirement,
  useSetAdminSecondFactorRequirement,
} from '../api/admin-second-factor';

/**
 * "Require two-step sign-in for admins" (admins only; the server refuses anyone else). While on,
 * an admin without an authenticator app or a passkey can do nothing until they set one up.
 */
export function AdminTwoStepSetting() {
  const requirement = useAdminSecondFactorRequirement();
  const change = useSetAdminSecondFactorRequirement();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="company-security-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="company-security-title">
          Sign-in security
        </Title>
        <Switch
          label="Require two-step sign-in for admins"
          description="Admins must use an authenticator app or a passkey. One without either is asked to set one up before anything else."
          checked={requirement.data ?? false}
          disabled={requirement.data === undefined || change.isPending}
          onChange={(event) =>
            change.mutate(event.currentTarget.checked, {
              onSuccess: ({ message }) => notifications.show({ message, role: 'status' }),
            })
          }
        />
        <FormError message={change.error?.message ?? requirement.error?.message} />
        {requirement.data === undefined && !requirement.isError ? (
          <Text size="sm" c="dimmed" role="status">
            Loading…
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
