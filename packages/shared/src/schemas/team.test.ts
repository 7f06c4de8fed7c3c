import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  addTeamMemberSchema,
  formToGrants,
  grantsToForm,
  newInviteePasswordFormSchema,
  updateTeamMemberPermissionsSchema,
} from './team';

const invitee = {
  email: ' Cora@Example.com ',
  firstName: 'Cora',
  lastName: 'Colleague',
  teamMemberRole: 'member',
};

describe('the invitation form', () => {
  it('keeps an invitee tidy: lower-case email, no grants for a fixed role', () => {
    const parsed = addTeamMemberSchema.parse({
      ...invitee,
      permissions: [{ name: 'calendar', allowed: true, acessType: 'full' }],
    });
    expect(parsed).toMatchObject({ email: 'cora@example.com', permissions: [], mobileNum: null });
  });

  it('says which name is missing', () => {
    const result = addTeamMemberSchema.safeParse({ ...invitee, lastName: '' });
    expect(result.error?.issues[0]?.message).toBe(messages.team.lastNameRequired);
  });

  it('accepts a ten-digit mobile number written with spaces, and refuses a short one', () => {
    expect(addTeamMemberSchema.parse({ ...invitee, mobileNum: '0412 345 678' }).mobileNum).toBe(
      '0412345678',
    );
    const result = addTeamMemberSchema.safeParse({ ...invitee, mobileNum: '0412' });
    expect(result.error?.issues[0]?.message).toBe(messages.company.phoneInvalid);
  });
});

describe('custom grants', () => {
  it('refuses the same area twice', () => {
    const result = updateTeamMemberPermissionsSchema.safeParse({
      teamMemberRole: 'custom',
      permissions: [
        { name: 'calendar', allowed: true, acessType: 'full' },
        { name: 'calendar', allowed: true, acessType: 'view' },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe(messages.team.permissionsInvalid);
  });

  it('round-trips through the grid a form shows', () => {
    const form = grantsToForm([
      { name: 'myTeam', allowed: true, acessType: 'view' },
      { name: 'createEvent', allowed: true, acessType: 'full' },
    ]);
    expect(form.areas.myTeam).toBe('view');
    expect(form.areas.calendar).toBe('none');
    expect(form.flags.createEvent).toBe(true);
    expect(formToGrants(form)).toEqual([
      { name: 'myTeam', allowed: true, acessType: 'view' },
      { name: 'createEvent', allowed: true, acessType: 'full' },
    ]);
  });
});

describe("the invitee's password form", () => {
  it('asks for matching passwords under the shared rules and the terms', () => {
    const result = newInviteePasswordFormSchema.safeParse({
      firstName: 'Cora',
      lastName: 'Colleague',
      password: 'Sturdy-pass-123',
      confirmPassword: 'Sturdy-pass-124',
      acceptedTAndC: true,
    });
    expect(result.error?.issues[0]?.message).toBe(messages.password.mismatch);
  });
});
