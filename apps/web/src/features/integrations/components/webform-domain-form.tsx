import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, WEBFORM_DOMAIN_EXAMPLE, webformDomainSchema } from '@quorum/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/graphql';
import { useUpdateWebform } from '../api/update-webform';
import { AddressSettingField } from './address-setting-field';
import { allowsHttpOrigins } from './allows-http-origins';

/**
 * The website the form may sit on (spec §5 web-form domain): one origin, https outside
 * development. Saving sends only the origin; the colours are saved apart.
 */
export function WebformDomainForm({ origin, canEdit }: { origin: string; canEdit: boolean }) {
  const schema = useMemo(() => z.object({ domain: webformDomainSchema(allowsHttpOrigins()) }), []);
  const update = useUpdateWebform();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { domain: origin },
    disabled: !canEdit,
  });

  const submit = handleSubmit(({ domain }) =>
    update.mutate(
      { authorizedOrigins: [domain] },
      {
        onSuccess: (config) => {
          reset({ domain: config.authorizedOrigins[0] ?? domain });
          notifications.show({ message: messages.webform.saved });
        },
        onError: (error) => {
          if (isApiError(error, 'BAD_USER_INPUT')) setError('domain', { message: error.message });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="webform-domain-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="webform-domain-title">
            Website domain
          </Title>
          <Text size="sm" c="dimmed">
            The website the form will sit on. Questions are accepted only from this address.
          </Text>
        </div>
        <AddressSettingField
          label="Domain"
          placeholder={WEBFORM_DOMAIN_EXAMPLE}
          field={register('domain')}
          error={errors.domain?.message}
          canEdit={canEdit}
          saving={update.isPending}
          saveLabel="Save domain"
        />
        <FormError
          message={update.error?.code === 'BAD_USER_INPUT' ? null : update.error?.message}
        />
      </Stack>
    </form>
  );
}
