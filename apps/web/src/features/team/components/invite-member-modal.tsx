import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLES, formToGrants, grantsToForm, inviteeSchema, messages } from '@quorum/shared';
import type { GrantsForm } from '@quorum/shared';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useAddTeamMember } from '../api/add-team-member';
import { RoleFields } from './role-fields';
import { PersonNameFields } from '@/components/form/person-name-fields';

const inviteFormSchema = inviteeSchema.extend({
  teamMemberRole: z.enum(ROLES, { error: messages.team.roleRequired }),
  grants: z.custom<GrantsForm>(),
});

type InviteForm = z.input<typeof inviteFormSchema>;

const emptyInvite = (): InviteForm => ({
  firstName: '',
  lastName: '',
  email: '',
  jobTitleInCompany: '',
  teamMemberRole: 'member',
  grants: grantsToForm([]),
});

/** "Invite team member": who, and the role they will have once they accept. */
export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const addTeamMember = useAddTeamMember();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteFormSchema), defaultValues: emptyInvite() });

  const close = () => {
    reset(emptyInvite());
    addTeamMember.reset();
    onClose();
  };

  const submit = handleSubmit(({ grants, teamMemberRole, ...person }) =>
    addTeamMember.mutate(
      {
        ...person,
        teamMemberRole,
        permissions: teamMemberRole === 'custom' ? formToGrants(grants) : [],
      },
      {
        onSuccess: (invited) => {
          notifications.show({
            color: 'teal',
            message: messages.team.invited(invited.teamMember.email),
          });
          close();
        },
      },
    ),
  );

  const role = useWatch({ control, name: 'teamMemberRole' });

  return (
    <Modal opened={opened} onClose={close} title="Invite team member" size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PersonNameFields register={register} errors={errors} someoneElse focusFirst />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            {...register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label="Job title"
            description="Optional"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('jobTitleInCompany')}
            error={errors.jobTitleInCompany?.message}
          />
          <Controller
            control={control}
            name="grants"
            render={({ field }) => (
              <RoleFields
                role={role}
                grants={field.value}
                onRoleChange={(next) => setValue('teamMemberRole', next)}
                onGrantsChange={field.onChange}
                error={errors.teamMemberRole?.message}
              />
            )}
          />
          <FormError message={addTeamMember.error?.message} />
          <ModalActions
            onCancel={close}
            confirmLabel="Send invitation"
            confirming={addTeamMember.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
