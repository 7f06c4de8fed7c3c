import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ColorInput, Grid, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  messages,
  WEBFORM_DEFAULT_THEME,
  webformThemeSchema,
  type WebformTheme,
} from '@quorum/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { useUpdateWebform } from '../api/update-webform';
import { usePreviewTheme } from '../hooks/use-preview-theme';
import { WebformPreview } from './webform-preview';

const COLOUR_FIELDS = [
  { name: 'primaryColor', label: 'Primary colour', hint: 'Buttons and headings' },
  { name: 'secondaryColor', label: 'Secondary colour', hint: 'Fields and panels' },
  { name: 'backgroundColor', label: 'Background colour', hint: 'Behind the form' },
] as const;

const sameTheme = (a: WebformTheme, b: WebformTheme) =>
  COLOUR_FIELDS.every(({ name }) => a[name].toLowerCase() === b[name].toLowerCase());

/**
 * The form's three colours with a live preview (spec §2 Web form page). Save sends only the
 * colours; Cancel goes back to the saved ones; Reset puts the defaults in the fields, kept only
 * when saved. Read-only, the fields are disabled and there are no buttons.
 */
export function WebformThemeForm({
  saved,
  clientSecret,
  canEdit,
}: {
  saved: WebformTheme;
  clientSecret: string;
  canEdit: boolean;
}) {
  const update = useUpdateWebform();
  const { control, handleSubmit, reset, setValue } = useForm<WebformTheme>({
    resolver: zodResolver(webformThemeSchema),
    defaultValues: saved,
    disabled: !canEdit,
  });
  const draft = useWatch({ control }) as WebformTheme;
  const previewTheme = usePreviewTheme(draft);
  const unchanged = sameTheme(draft, saved);
  const isDefault = sameTheme(draft, WEBFORM_DEFAULT_THEME);

  const submit = handleSubmit((theme) =>
    update.mutate(
      { theme },
      {
        onSuccess: (config) => {
          reset(config.theme);
          notifications.show({ message: messages.webform.saved });
        },
      },
    ),
  );
  const resetToDefaults = () => {
    for (const { name } of COLOUR_FIELDS)
      setValue(name, WEBFORM_DEFAULT_THEME[name], { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <form noValidate onSubmit={submit} aria-label="Colours">
          <Stack gap="sm">
            {COLOUR_FIELDS.map(({ name, label, hint }) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <ColorInput
                    label={label}
                    description={hint}
                    format="hex"
                    swatches={[WEBFORM_DEFAULT_THEME[name]]}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    disabled={field.disabled}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            {canEdit ? (
              <>
                <Text size="xs" c="dimmed">
                  {messages.webform.resetNote}
                </Text>
                <Group gap="xs">
                  <Button type="submit" loading={update.isPending} disabled={unchanged}>
                    Save
                  </Button>
                  <Button
                    variant="default"
                    disabled={unchanged || update.isPending}
                    onClick={() => reset(saved)}
                  >
                    Cancel
                  </Button>
                  <Button
                    variant="subtle"
                    disabled={isDefault || update.isPending}
                    onClick={resetToDefaults}
                  >
                    Reset
                  </Button>
                </Group>
                <FormError message={update.error?.message} />
              </>
            ) : null}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <WebformPreview theme={previewTheme} clientSecret={clientSecret} />
      </Grid.Col>
    </Grid>
  );
}
