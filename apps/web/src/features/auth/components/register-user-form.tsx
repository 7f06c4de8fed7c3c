import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { registerUserSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { NewPasswordField } from '@/components/form/password-field';
import { useRegisterUser } from '../api/register-user';
import { useSignInProviders } from '../api/sign-in-providers';
import type { PendingCode } from './code-step';
import type { ProviderRegistration } from '../provider-sign-in/started-sign-in';
import { ProviderButtons } from './provider-buttons';
import { PersonNameFields } from '@/components/form/person-name-fields';

/** Registration step 1: the person's account. A code is then emailed to confirm the address. */
export function RegisterUserForm({ onCodeSent }: { onCodeSent: (pending: PendingCode) => void }) {
  const registerUser = useRegisterUser();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerUserSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      acceptedEmailCommunication: false,
    },
  });

  const submit = handleSubmit((values) =>
    registerUser.mutate(values, {
      onSuccess: (otpData) =>
        onCodeSent({ email: values.email, otpExpiresAt: otpData.otpExpiresAt }),
    }),
  );

  // "Sign up with Google/Microsoft": the provider gives the name and address; the terms are the
  // person's to accept here first, as for a password.
  const providerRegistration = async () =>
    (await trigger('acceptedTAndC'))
      ? {
          acceptedTAndC: true as const,
          acceptedEmailCommunication: getValues('acceptedEmailCommunication') === true,
        }
      : null;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Step 1 of 3
          </Text>
          <Title order={1} fz={24}>
            Create your account
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PersonNameFields register={register} errors={errors} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <NewPasswordField {...register('password')} error={errors.password?.message} />
        <Checkbox
          label="I accept the terms and conditions"
          {...register('acceptedTAndC')}
          error={errors.acceptedTAndC?.message}
        />
        <Checkbox
          label="Keep me posted on Quorum news and product updates"
          {...register('acceptedEmailCommunication')}
        />
        <FormError message={registerUser.error?.message} />
        <Button type="submit" loading={registerUser.isPending} fullWidth>
          Create account
        </Button>
        <ProviderSignUp registration={providerRegistration} />
        <Text ta="center" size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/" underline="always">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** The providers' sign-up, under an "or" only where one is configured. */
function ProviderSignUp({
  registration,
}: {
  registration: () => Promise<ProviderRegistration | null>;
}) {
  const providers = useSignInProviders();
  if (!providers.data?.google && !providers.data?.microsoft) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <ProviderButtons registration={registration} />
    </>
  );
}
