import { PLANS, ROLES, SUBSCRIPTION_STATUSES } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import type { OtpData } from './codes';
import type { Context } from '../../graphql/context';
import type { Account, LoginResponse, LoginResult, SecondFactorStep, Token } from './sessions';
import type { SessionView } from './session-list';
import type { UserRow } from '../../core/identity/viewer';

export const PlanEnum = builder.enumType('Plan', { values: PLANS });
export const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', {
  values: SUBSCRIPTION_STATUSES,
});
export const TeamMemberRoleEnum = builder.enumType('TeamMemberRole', { values: ROLES });

/**
 * For the web app (cookie mode) the refresh token goes into its HttpOnly cookie and the body says
 * ''; other clients get it in the body. Both fields deliver, so whichever a client selects, the
 * cookie is set; setting it twice in one answer writes the same cookie.
 */
function deliverRefreshToken(token: Token, ctx: Context): string {
  const jar = ctx.refreshCookie;
  if (!jar?.cookieMode) return token.refreshToken;
  jar.set(token.refreshToken, token.refreshTokenExpiresIn);
  return '';
}

export const TokenType = builder.objectRef<Token>('Token').implement({
  fields: (t) => ({
    accessToken: t.string({
      resolve: (token, _args, ctx) => {
        deliverRefreshToken(token, ctx);
        return token.accessToken;
      },
    }),
    accessTokenExpiresIn: t.expose('accessTokenExpiresIn', { type: 'DateTime' }),
    refreshToken: t.string({
      description: 'Empty for the web app, which keeps it in an HttpOnly cookie.',
      resolve: (token, _args, ctx) => deliverRefreshToken(token, ctx),
    }),
    refreshTokenExpiresIn: t.expose('refreshTokenExpiresIn', { type: 'DateTime' }),
  }),
});

export const OtpDataType = builder.objectRef<OtpData>('OtpData').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    otpExpiresAt: t.expose('otpExpiresAt', { type: 'DateTime' }),
    email: t.string({
      nullable: true,
      description: 'The address the code went to: the one to send with verifyEmailOtp.',
      resolve: (otp) => otp.email ?? null,
    }),
  }),
});

export const NonUserCheckType = builder
  .objectRef<{ isUser: boolean; isVerified: boolean }>('NonUserCheck')
  .implement({
    fields: (t) => ({
      isUser: t.exposeBoolean('isUser'),
      isVerified: t.exposeBoolean('isVerified'),
    }),
  });

const fromUser =
  <K extends keyof Account['user']>(key: K) =>
  (a: Account) =>
    a.user[key];
// Profile fields beyond the standing cost a second query, made only when one is asked for.
const profileOf = (a: Account, ctx: Context) => a.profile ?? ctx.viewerProfile();
const fromProfile =
  <K extends keyof UserRow>(key: K) =>
  async (a: Account, _args: object, ctx: Context) =>
    (await profileOf(a, ctx))[key];

/** The signed-in user, with the plan and role of the company their session is bound to. */
export const UserType = builder.objectRef<Account>('User').implement({
  fields: (t) => {
    return {
      _id: t.id({ resolve: fromUser('id') }),
      email: t.string({ resolve: fromUser('email') }),
      firstName: t.string({ resolve: fromUser('firstName') }),
      lastName: t.string({ resolve: fromUser('lastName') }),
      userName: t.string({ resolve: (a) => `${a.user.firstName} ${a.user.lastName}`.trim() }),
      jobTitle: t.string({
        nullable: true,
        resolve: async (a, _args, ctx) =>
          a.standing?.jobTitleInCompany ?? (await profileOf(a, ctx)).jobTitle,
      }),
      mobileNum: t.string({ nullable: true, resolve: fromProfile('mobileNum') }),
      profileImage: t.string({ nullable: true, resolve: fromProfile('profileImage') }),
      profileImageUrl: t.string({
        nullable: true,
        description: 'A signed address to show the profile image, valid for an hour.',
        resolve: async (a, _args, ctx) => {
          const key = (await profileOf(a, ctx)).profileImage;
          return key ? ctx.deps.fileUrls.url(key) : null;
        },
      }),
      plan: t.field({
        type: PlanEnum,
        nullable: true,
        resolve: (a) => a.standing?.subscription.plan ?? null,
      }),
      subscriptionStatus: t.field({
        type: SubscriptionStatusEnum,
        nullable: true,
        resolve: (a) => a.standing?.subscription.status ?? null,
      }),
      subscriptionRenewable: t.boolean({
        nullable: true,
        resolve: (a) => a.standing?.subscription.renewable ?? null,
      }),
      stripeCustomerId: t.string({
        nullable: true,
        resolve: (a) => a.standing?.subscription.stripeCustomerId ?? null,
      }),
      teamMemberRole: t.field({
        type: TeamMemberRoleEnum,
        nullable: true,
        resolve: (a) => a.standing?.role ?? null,
      }),
      companyCreator: t.boolean({ resolve: (a) => a.standing?.companyCreator ?? false }),
      isInviteTeamSkipped: t.boolean({
        resolve: (a) => a.standing?.isInviteTeamSkipped ?? false,
      }),
      registeredWithGoogle: t.boolean({ resolve: fromProfile('registeredWithGoogle') }),
      acceptedTAndC: t.boolean({ resolve: fromProfile('acceptedTAndC') }),
      acceptedEmailCommunication: t.boolean({ resolve: fromProfile('acceptedEmailCommunication') }),
      acceptedWelcomeEmail: t.boolean({ resolve: fromProfile('acceptedWelcomeEmail') }),
      receiveNotification: t.boolean({ resolve: fromProfile('receiveNotification') }),
      lastLoggedInAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: fromProfile('lastLoggedInAt'),
      }),
      verifiedAt: t.field({ type: 'DateTime', nullable: true, resolve: fromProfile('verifiedAt') }),
      emailChangedTime: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: fromProfile('emailChangedTime'),
      }),
      hasClickedIntegrationButton: t.boolean({
        resolve: fromProfile('hasClickedIntegrationButton'),
      }),
      hasViewedIntegrationModal: t.boolean({ resolve: fromProfile('hasViewedIntegrationModal') }),
      hasViewedQuickResponseInfo: t.boolean({ resolve: fromProfile('hasViewedQuickResponseInfo') }),
    };
  },
});

export const LoginResultType = builder.objectRef<LoginResult>('LoginResult').implement({
  fields: (t) => ({
    companyId: t.id({ nullable: true, resolve: (r) => r.companyId }),
    inCompany: t.exposeBoolean('inCompany'),
    isInviteTeamSkipped: t.exposeBoolean('isInviteTeamSkipped'),
    quantity: t.exposeInt('quantity', { nullable: true }),
    token: t.expose('token', { type: TokenType }),
    user: t.expose('user', { type: UserType }),
  }),
});

export const SecondFactorMethodEnum = builder.enumType('SecondFactorMethod', {
  values: {
    TOTP: { value: 'totp' },
    RECOVERY_CODE: { value: 'recovery-code' },
    PASSKEY: { value: 'passkey' },
  } as const,
});

export const SecondFactorStepType = builder
  .objectRef<SecondFactorStep>('SecondFactorStep')
  .implement({
    description: 'The password passed; the sign-in finishes with verifySecondFactor.',
    fields: (t) => ({
      ticket: t.exposeString('ticket', {
        description: 'Names this sign-in in verifySecondFactor; good for 10 minutes.',
      }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
      methods: t.expose('methods', { type: [SecondFactorMethodEnum] }),
    }),
  });

export const LoginResponseType = builder.objectRef<LoginResponse>('LoginResponse').implement({
  fields: (t) => ({
    secondFactorData: t.field({
      type: SecondFactorStepType,
      nullable: true,
      description: 'Set when the person has a second factor: it is asked for next.',
      resolve: (r) => r.secondFactorData ?? null,
    }),
    otpData: t.field({
      type: OtpDataType,
      nullable: true,
      description: 'Set when a code was emailed; sign-in finishes with verifyEmailOtp.',
      resolve: (r) => r.otpData ?? null,
    }),
    userData: t.field({
      type: LoginResultType,
      nullable: true,
      description: 'Set when the sign-in is complete.',
      resolve: (r, _args, ctx) => {
        // The device just passed a code or a second factor: its token goes into the HttpOnly
        // cookie, never into the body.
        if (r.deviceToken) ctx.deviceCookie?.set(r.deviceToken.token, r.deviceToken.expiresAt);
        return r.userData ?? null;
      },
    }),
  }),
});

export const SessionType = builder.objectRef<SessionView>('Session').implement({
  description: 'One of the caller’s sessions that still works: a browser or app signed in as them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    deviceLabel: t.exposeString('deviceLabel', { description: 'e.g. "Chrome on macOS".' }),
    ip: t.exposeString('ip', { nullable: true, description: 'The address it signed in from.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', {
      type: 'DateTime',
      description: 'When it ends unless used again (and at the latest 90 days after sign-in).',
    }),
    current: t.exposeBoolean('current', { description: 'The session making this request.' }),
  }),
});
