import { builder } from '../../graphql/builder';
import { OtpDataType, UserType } from '../auth';
import { confirmEmailChange, startEmailChange } from './email-change';
import {
  completeFirstTimeLogin,
  isFirstTimeLogin,
  setQuickResponseViewedInfo,
  updateIntegrationModalClicked,
  updateIntegrationModalSeen,
} from './first-run';
import { updateProfile, updateProfileImage, updateReceiveNotification } from './service';

const UpdateUserProfileInput = builder.inputType('UpdateUserProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    jobTitle: t.string(),
    mobileNum: t.string(),
  }),
});

/** The signed-in person's own profile: anyone with a session, in a company or not, whatever their role. */
builder.mutationFields((t) => ({
  updateUserProfile: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    args: { updateUserProfileInput: t.arg({ type: UpdateUserProfileInput, required: true }) },
    resolve: (_root, { updateUserProfileInput }, ctx) =>
      updateProfile(ctx.deps, ctx.requireViewer(), updateUserProfileInput),
  }),
  updateUserProfileImage: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: 'A key from POST /files/profile-image; null or empty removes the image.',
    args: { profileImage: t.arg.string() },
    resolve: (_root, { profileImage }, ctx) =>
      updateProfileImage(ctx.deps, ctx.requireViewer(), profileImage),
  }),
  changeEmailAddress: t.field({
    type: OtpDataType,
    authScopes: { authenticated: true },
    description:
      'Mails a 4-digit code to the new address and one to the current; verifyChangeEmailAddress finishes.',
    args: {
      newEmail: t.arg.string({ required: true }),
      password: t.arg.string({ description: 'The current password: required.' }),
    },
    resolve: (_root, { newEmail, password }, ctx) =>
      startEmailChange(ctx.deps, ctx.requireViewer(), { newEmail, password }),
  }),
  verifyChangeEmailAddress: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    args: {
      otpCode: t.arg.int({ required: true, description: 'The code sent to the new address.' }),
      currentEmailCode: t.arg.int({
        description: 'The code sent to the current address: required.',
      }),
    },
    resolve: (_root, codes, ctx) => confirmEmailChange(ctx.deps, ctx.requireViewer(), codes),
  }),
  updateReceiveNotification: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: 'Turns the caller’s notification emails on or off; in-app notifications stay.',
    args: { receiveNotification: t.arg.boolean({ required: true }) },
    resolve: (_root, { receiveNotification }, ctx) =>
      updateReceiveNotification(ctx.deps, ctx.requireViewer(), receiveNotification),
  }),
}));

/** The first run on the signed-in user (spec §4 "First-time login", "Integration modal"). */
builder.objectFields(UserType, (t) => ({
  welcomedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When they pressed Continue on first_time_login; null until then.',
    resolve: async (a, _args, ctx) => (a.profile ?? (await ctx.viewerProfile())).welcomedAt,
  }),
  isFirstTimeLogin: t.boolean({
    description:
      'This sign-in is their first-time login: not yet welcomed, or welcomed since it began. The integration promo waits for a later sign-in.',
    resolve: async (a, _args, ctx) => {
      const profile = a.profile ?? (await ctx.viewerProfile());
      const sessionId = typeof ctx.caller === 'string' ? null : ctx.caller.sessionId;
      return isFirstTimeLogin(ctx.deps.db, sessionId, profile.welcomedAt);
    },
  }),
}));

/** What the person has seen of the first run: their own flags, whatever their role. */
builder.mutationFields((t) => ({
  setQuickResponseViewedInfo: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: 'The reply box’s quick-response info was read; it is not shown again.',
    resolve: (_root, _args, ctx) => setQuickResponseViewedInfo(ctx.deps, ctx.requireViewer()),
  }),
  updateIntegrationModalSeen: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: 'The integration promo was closed (true), so it does not open on its own again.',
    args: { hasViewedIntegrationModal: t.arg.boolean({ required: true }) },
    resolve: (_root, { hasViewedIntegrationModal }, ctx) =>
      updateIntegrationModalSeen(ctx.deps, ctx.requireViewer(), hasViewedIntegrationModal),
  }),
  updateIntegrationModalClicked: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: 'The integration promo’s action was taken: clicked, and seen.',
    resolve: (_root, _args, ctx) => updateIntegrationModalClicked(ctx.deps, ctx.requireViewer()),
  }),
  completeFirstTimeLogin: t.field({
    type: UserType,
    authScopes: { authenticated: true },
    description: 'Continue on first_time_login: the welcome does not open again.',
    resolve: (_root, _args, ctx) => completeFirstTimeLogin(ctx.deps, ctx.requireViewer()),
  }),
}));
