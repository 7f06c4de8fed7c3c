import { Button, Flex, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A web form setting that is one web address (the site's domain, the privacy policy): the field,
 * and its own Save beside it from sm up, under it on a phone, for those who may edit.
 */
export function AddressSettingField({
  label,
  placeholder,
  field,
  error,
  canEdit,
  saving,
  saveLabel,
}: {
  label: string;
  placeholder: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  canEdit: boolean;
  saving: boolean;
  saveLabel: string;
}) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="sm">
      <TextInput
        label={label}
        placeholder={placeholder}
        autoComplete="url"
        inputMode="url"
        w="100%"
        style={{ flex: 1 }}
        {...field}
        error={error}
      />
      {canEdit ? (
        <Button type="submit" loading={saving} mt={{ base: 0, sm: 25 }} style={{ flexShrink: 0 }}>
          {saveLabel}
        </Button>
      ) : null}
    </Flex>
  );
}
