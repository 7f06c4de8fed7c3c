import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ABN_DIGITS, registerCompanySchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { useRegisterCompany } from '../api/register-company';
import { useLogout } from '../hooks/use-logout';

/**
 * Registration step 3, also where a signed-in person without a company lands. Success stores
 * tokens that carry the new company; the page then opens the dashboard.
 */
export function RegisterCompanyForm() {
  const registerCompany = useRegisterCompany();
  const { logout, isPending: signingOut } = useLogout();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerCompanySchema),
    defaultValues: {
      legalBusinessName: '',
      optionalBusinessName: '',
      abn: '',
      asxCode: '',
      email: '',
      websiteUrl: '',
    },
  });

  const submit = handleSubmit((values) =>
    registerCompany.mutate({
      ...values,
      optionalBusinessName: values.optionalBusinessName || null,
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Step 3 of 3
          </Text>
          <Title order={1} fz={24}>
            Register your company
          </Title>
        </div>
        <TextInput
          label="Legal business name"
          autoComplete="organization"
          {...register('legalBusinessName')}
          error={errors.legalBusinessName?.message}
        />
        <TextInput
          label="Trading name (optional)"
          {...register('optionalBusinessName')}
          error={errors.optionalBusinessName?.message}
        />
        <TextInput
          label="Australian business number"
          description={`${ABN_DIGITS} digits`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="numeric"
          {...register('abn')}
          error={errors.abn?.message}
        />
        <TextInput
          label="ASX code"
          autoCapitalize="characters"
          {...register('asxCode')}
          error={errors.asxCode?.message}
        />
        <TextInput
          label="Company email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          {...register('websiteUrl')}
          error={errors.websiteUrl?.message}
        />
        <FormError message={registerCompany.error?.message} />
        <Button type="submit" loading={registerCompany.isPending} fullWidth>
          Register company
        </Button>
        <Button variant="subtle" color="gray" loading={signingOut} onClick={() => void logout()}>
          Sign out
        </Button>
      </Stack>
    </form>
  );
}
