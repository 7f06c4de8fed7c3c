import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { changeEmailAddressSchema, messages } from '@quorum/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { useChangeEmailAddress } from '../api/change-email-address';
import type { EmailChangeRequest } from '../api/change-email-address';
import { useVerifyChangeEmailAddress } from '../api/verify-change-email-address';
import { EmailChangeCodesStep } from './email-change-codes-step';

type Step =
  | { name: 'address' }
  | { name: 'code'; change: EmailChangeRequest; otpExpiresAt: string; notice: string | null }
  | { name: 'done'; email: string };

/**
 * Step 1: the new address and the current password. A code goes to the address, so only someone
 * who reads it can move there; the password, so a session left open is not enough.
 */
function NewAddressStep({
  onCodeSent,
}: {
  onCodeSent: (change: EmailChangeRequest, otpExpiresAt: string) => void;
}) {
  const change = useChangeEmailAddress();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeEmailAddressSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  const submit = handleSubmit((request) =>
    change.mutate(request, { onSuccess: (otp) => onCodeSent(request, otp.otpExpiresAt) }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We will send a 4-digit code to the new address and one to your current address. Your email
          changes once you enter both.
        </Text>
        <TextInput
          label="New email address"
          type="email"
          autoComplete="email"
          data-autofocus
          {...register('newEmail')}
          error={errors.newEmail?.message}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <FormError message={change.error?.message} />
        <Button type="submit" loading={change.isPending} fullWidth>
          Send codes
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2: the codes from the new and the current address; Resend asks for fresh ones. */
function CodesStep({
  step,
  currentEmail,
  onResent,
  onChanged,
}: {
  step: Extract<Step, { name: 'code' }>;
  currentEmail: string;
  onResent: (otpExpiresAt: string, notice: string) => void;
  onChanged: (email: string) => void;
}) {
  const verify = useVerifyChangeEmailAddress();
  const resend = useChangeEmailAddress();
  return (
    <EmailChangeCodesStep
      newEmail={step.change.newEmail}
      currentEmail={currentEmail}
      otpExpiresAt={step.otpExpiresAt}
      onSubmit={(codes) => {
        resend.reset();
        verify.mutate(codes, { onSuccess: (user) => onChanged(user.email) });
      }}
      onResend={() => {
        verify.reset();
        resend.mutate(step.change, {
          onSuccess: (otp) => onResent(otp.otpExpiresAt, otp.message),
        });
      }}
      submitting={verify.isPending}
      resending={resend.isPending}
      error={verify.error?.message ?? resend.error?.message}
      notice={step.notice}
    />
  );
}

/**
 * Change email: new address and password → a code from each address → done. Closing at any step
 * changes nothing.
 */
export function ChangeEmailModal({
  opened,
  onClose,
  currentEmail,
}: {
  opened: boolean;
  onClose: () => void;
  currentEmail: string;
}) {
  const [step, setStep] = useState<Step>({ name: 'address' });
  const close = () => {
    onClose();
    setStep({ name: 'address' });
  };

  return (
    <Modal opened={opened} onClose={close} title="Change email" centered>
      {step.name === 'address' ? (
        <NewAddressStep
          onCodeSent={(change, otpExpiresAt) =>
            setStep({ name: 'code', change, otpExpiresAt, notice: null })
          }
        />
      ) : null}
      {step.name === 'code' ? (
        <CodesStep
          key={step.change.newEmail}
          step={step}
          currentEmail={currentEmail}
          onResent={(otpExpiresAt, notice) => setStep({ ...step, otpExpiresAt, notice })}
          onChanged={(email) => setStep({ name: 'done', email })}
        />
      ) : null}
      {step.name === 'done' ? (
        <Stack gap="md" align="center" ta="center" role="status">
          <ThemeIcon size={56} radius={999} color="teal" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <div>
            <Text fw={600}>{messages.profile.emailChanged}</Text>
            <Text size="sm" c="dimmed">
              {messages.profile.emailChangedTo(step.email)}
            </Text>
          </div>
          <Button onClick={close} fullWidth data-autofocus>
            Done
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
