import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Flex,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUSTRALIAN_STATES, updateCompanySchema } from '@quorum/shared';
import { IconLock } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CompanyDetails } from '../api/get-company-details';
import type { AustralianPlace } from '../api/search-australian-places';
import { useUpdateCompany } from '../api/update-company';
import { PlaceSearch } from './place-search';
import { RemoveCompanyButton } from './remove-company-button';

type CompanyFormValues = z.input<typeof updateCompanySchema>;
type SavedCompany = z.output<typeof updateCompanySchema>;

function formValuesOf(company: CompanyDetails): CompanyFormValues {
  const [longitude, latitude] = company.location?.coordinates ?? [];
  return {
    email: company.email ?? '',
    phoneNumber: company.phoneNumber ?? '',
    addressLineOne: company.addressLineOne ?? '',
    addressLineTwo: company.addressLineTwo ?? '',
    suburb: company.suburb ?? '',
    state: company.state ?? '',
    postCode: company.postCode ?? '',
    about: company.about ?? '',
    websiteUrl: company.websiteUrl ?? '',
    legalBusinessName: company.legalBusinessName,
    optionalBusinessName: company.optionalBusinessName ?? '',
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  };
}

/** What was saved, as the form holds it again: the clean values become the new baseline. */
const formValuesAfterSave = (saved: SavedCompany): CompanyFormValues => ({
  ...saved,
  optionalBusinessName: saved.optionalBusinessName ?? '',
  addressLineTwo: saved.addressLineTwo ?? '',
});

/** Disabled fields stay readable: a member without edit access still reads every detail. */
const readableWhenDisabled = {
  input: { opacity: 1, color: 'var(--mantine-color-text)' },
} as const;

const readOnlyLock = <IconLock size={14} aria-label="Read-only" />;

/**
 * The company details form of spec §2 with the rules of spec §5 (the shared schema, so the
 * browser and the server say the same words). Without edit access every field is disabled and
 * there is nothing to press.
 */
export function CompanyDetailsForm({
  company,
  canEdit,
}: {
  company: CompanyDetails;
  canEdit: boolean;
}) {
  const updateCompany = useUpdateCompany();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<CompanyFormValues, unknown, SavedCompany>({
    resolver: zodResolver(updateCompanySchema),
    defaultValues: formValuesOf(company),
  });

  // Typing a suburb, state or postcode by hand means the place search's coordinates no longer fit.
  const forgetCoordinates = () => {
    setValue('latitude', null);
    setValue('longitude', null);
  };

  const fillFromPlace = (place: AustralianPlace) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('suburb', place.suburb, options);
    setValue('state', place.state, options);
    setValue('postCode', place.postCode, options);
    setValue('latitude', place.latitude, options);
    setValue('longitude', place.longitude, options);
    // Only a street address carries a line; choosing a suburb keeps the line already typed.
    if (place.addressLineOne) setValue('addressLineOne', place.addressLineOne, options);
  };

  const save = handleSubmit((values) =>
    updateCompany.mutate(
      { ...values, companyId: company._id },
      {
        onSuccess: ({ message }) => {
          reset(formValuesAfterSave(values));
          notifications.show({ color: 'green', message });
        },
        // Spec §8: the server's message as a warning toast.
        onError: (error) => notifications.show({ color: 'orange', message: error.message }),
      },
    ),
  );

  const field = (name: keyof CompanyFormValues, onChange?: () => void) => ({
    ...register(name, onChange ? { onChange } : undefined),
    error: errors[name]?.message,
    disabled: !canEdit,
    styles: readableWhenDisabled,
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={save} aria-label="Company details">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Contact and address
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...field('phoneNumber')}
            />
          </SimpleGrid>
          <TextInput
            label="Address line 1"
            autoComplete="address-line1"
            {...field('addressLineOne')}
          />
          <TextInput
            label="Address line 2 (Optional)"
            autoComplete="address-line2"
            {...field('addressLineTwo')}
          />
          {canEdit ? <PlaceSearch onPick={fillFromPlace} /> : null}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              label="Suburb"
              autoComplete="address-level2"
              {...field('suburb', forgetCoordinates)}
            />
            <Controller
              control={control}
              name="state"
              render={({ field: state, fieldState }) => (
                <Select
                  label="State"
                  data={AUSTRALIAN_STATES}
                  allowDeselect={false}
                  value={state.value || null}
                  onChange={(value) => {
                    state.onChange(value ?? '');
                    forgetCoordinates();
                  }}
                  onBlur={state.onBlur}
                  ref={state.ref}
                  name={state.name}
                  error={fieldState.error?.message}
                  disabled={!canEdit}
                  styles={readableWhenDisabled}
                />
              )}
            />
            <TextInput
              label="Post code"
              inputMode="numeric"
              autoComplete="postal-code"
              {...field('postCode', forgetCoordinates)}
            />
          </SimpleGrid>

          <Title order={2} fz="lg" mt="md">
            About the company
          </Title>
          <Textarea label="About" autosize minRows={4} maxRows={12} {...field('about')} />
          <TextInput
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="https://"
            {...field('websiteUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Legal business name"
              autoComplete="organization"
              {...field('legalBusinessName')}
            />
            <TextInput
              label="Australian business number"
              value={company.abn}
              readOnly
              variant="filled"
              rightSection={readOnlyLock}
            />
            <TextInput label="Doing business as (Optional)" {...field('optionalBusinessName')} />
            <TextInput
              label="ASX code"
              value={company.asxCode}
              readOnly
              variant="filled"
              rightSection={readOnlyLock}
            />
          </SimpleGrid>

          {/* On a phone the buttons stack full width, the save first, within reach of a thumb. */}
          {canEdit ? (
            <Flex
              direction={{ base: 'column-reverse', sm: 'row' }}
              justify={company.companyCreator ? 'space-between' : 'flex-end'}
              gap="sm"
              mt="md"
            >
              {company.companyCreator ? <RemoveCompanyButton company={company} /> : null}
              <Button type="submit" disabled={!isDirty} loading={updateCompany.isPending}>
                Save changes
              </Button>
            </Flex>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
