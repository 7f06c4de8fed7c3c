import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PRIVACY_REQUESTS_PAGE_PATH,
  QUORUM_PRIVACY_POLICY_PATH,
  messages,
  privacyPolicyUrlSchema,
} from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/graphql';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import { useUpdateWebform } from '../api/update-webform';
import { AddressSettingField } from './address-setting-field';

const text = messages.privacy;
const schema = z.object({ privacyPolicyUrl: privacyPolicyUrlSchema });

/**
 * The company's privacy policy address (APP 5): the form's privacy notice links to it beside
 * Quorum's own. Saved alone, as every part of the web form is; empty clears it.
 */
export function WebformPrivacyPolicyForm({
  saved,
  canEdit,
}: {
  saved: string | null;
  canEdit: boolean;
}) {
  const update = useUpdateWebform();
  const { hasAdministrativeControl } = useMemberFlags();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { privacyPolicyUrl: saved ?? '' },
    disabled: !canEdit,
  });

  const submit = handleSubmit(({ privacyPolicyUrl }) =>
    update.mutate(
      { privacyPolicyUrl: privacyPolicyUrl ?? '' },
      {
        onSuccess: (config) => {
          reset({ privacyPolicyUrl: config.privacyPolicyUrl ?? '' });
          notifications.show({ message: text.policyUrlSaved });
        },
        onError: (error) => {
          if (isApiError(error, 'BAD_USER_INPUT'))
            setError('privacyPolicyUrl', { message: error.message });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="webform-privacy-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="webform-privacy-title">
            Privacy
          </Title>
          <Text size="sm" c="dimmed">
            {text.policyUrlHelp} The form also links to{' '}
            <Anchor
              href={QUORUM_PRIVACY_POLICY_PATH}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
            >
              {text.quorumPolicyLink}
            </Anchor>
            .
          </Text>
        </div>
        <AddressSettingField
          label={text.policyUrlLabel}
          placeholder="https://www.example.com/privacy"
          field={register('privacyPolicyUrl')}
          error={errors.privacyPolicyUrl?.message}
          canEdit={canEdit}
          saving={update.isPending}
          saveLabel="Save address"
        />
        {update.error && update.error.code !== 'BAD_USER_INPUT' ? (
          <FormError message={update.error.message} />
        ) : null}
        {hasAdministrativeControl ? (
          <Text size="sm">
            An investor asking for their information, a correction or an erasure:{' '}
            <Anchor component={Link} to={PRIVACY_REQUESTS_PAGE_PATH} underline="always">
              {text.pageTitle}
            </Anchor>
            .
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
