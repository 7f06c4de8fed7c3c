import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, newInviteePasswordFormSchema, passwordSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { NewPasswordField, PasswordField } from '@/components/form/password-field';
import { useAddNewTeamMemberPassword } from '../api/add-new-team-member-password';
import type { SignInOutcome } from '../api/login-response';
import type { InviteVerification } from '../api/verify-email-invite-member';
import { PersonNameFields } from '@/components/form/person-name-fields';

type Props = { token: string; invitation: InviteVerification };

/**
 * Joined: welcome them and open the dashboard; or, for an account with an authenticator app or a
 * passkey, take them to the sign-in page's second step, which that factor alone finishes.
 */
function useJoin(invitation: InviteVerification) {
  const navigate = useNavigate();
  const accept = useAddNewTeamMemberPassword();
  const onSuccess = (outcome: SignInOutcome) => {
    notifications.show({
      color: 'teal',
      message: messages.team.joined(invitation.legalBusinessName),
    });
    if (outcome.kind === 'second-factor')
      void navigate('/', { replace: true, state: { secondStep: outcome.step } });
    else void navigate('/dashboard', { replace: true });
  };
  return { accept, onSuccess };
}

/** Someone new: their name (from the invitation), a password under the shared rules, the terms. */
function NewAccountForm({ token, invitation }: Props) {
  const { accept, onSuccess } = useJoin(invitation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newInviteePasswordFormSchema),
    defaultValues: {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      password: '',
      confirmPassword: '',
    },
  });
  const submit = handleSubmit(({ firstName, lastName, password, acceptedTAndC }) =>
    accept.mutate({ token, firstName, lastName, password, acceptedTAndC }, { onSuccess }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PersonNameFields register={register} errors={errors} />
        </SimpleGrid>
        <NewPasswordField {...register('password')} error={errors.password?.message} />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Checkbox
          label="I accept the terms and conditions"
          {...register('acceptedTAndC')}
          error={errors.acceptedTAndC?.message}
        />
        <FormError message={accept.error?.message} />
        <Button type="submit" loading={accept.isPending} fullWidth>
          Join {invitation.legalBusinessName}
        </Button>
      </Stack>
    </form>
  );
}

const existingAccountSchema = z.object({ password: passwordSchema });

/** Someone with an account already: its password joins it to the company. */
function ExistingAccountForm({ token, invitation }: Props) {
  const { accept, onSuccess } = useJoin(invitation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(existingAccountSchema), defaultValues: { password: '' } });
  const submit = handleSubmit(({ password }) => accept.mutate({ token, password }, { onSuccess }));
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{messages.team.existingAccount}</Text>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <FormError message={accept.error?.message} />
        <Button type="submit" loading={accept.isPending} fullWidth>
          Join {invitation.legalBusinessName}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/forgot-password">
            Forgot password?
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** Accepting an invitation: a new account, or the password of the one the address has. */
export function InvitationForm(props: Props) {
  return props.invitation.userId ? (
    <ExistingAccountForm {...props} />
  ) : (
    <NewAccountForm {...props} />
  );
}
