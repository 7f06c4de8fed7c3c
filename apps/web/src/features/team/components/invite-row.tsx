import { ActionIcon, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ROLE_LABELS } from '@quorum/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { InviteTeamForm } from './invite-team-form-schema';

const ROLE_CHOICES = (['admin', 'member', 'viewer'] as const).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

/** One colleague to invite on the invite-team page. */
export function InviteRow({
  index,
  register,
  errors,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<InviteTeamForm>;
  errors: FieldErrors<InviteTeamForm>['members'];
  onRemove?: () => void;
}) {
  const rowErrors = errors?.[index];
  const n = index + 1;
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 6, md: 2.5 }}>
        <TextInput
          label="First name"
          aria-label={`First name of colleague ${n}`}
          {...register(`members.${index}.firstName`)}
          error={rowErrors?.firstName?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2.5 }}>
        <TextInput
          label="Last name"
          aria-label={`Last name of colleague ${n}`}
          {...register(`members.${index}.lastName`)}
          error={rowErrors?.lastName?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label="Email"
          type="email"
          aria-label={`Email of colleague ${n}`}
          {...register(`members.${index}.email`)}
          error={rowErrors?.email?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: onRemove ? 10 : 12, md: onRemove ? 2.3 : 3 }}>
        <NativeSelect
          label="Role"
          aria-label={`Role of colleague ${n}`}
          data={ROLE_CHOICES}
          {...register(`members.${index}.teamMemberRole`)}
        />
      </Grid.Col>
      {onRemove && (
        <Grid.Col span={{ base: 2, md: 0.7 }} pt={30}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Remove colleague ${n}`}
            onClick={onRemove}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Grid.Col>
      )}
    </Grid>
  );
}
