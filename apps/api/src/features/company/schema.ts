import { effectivePermissions } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { CompanyPermissionsType } from '../team/types';
import { LoginResponseType, PlanEnum, SubscriptionStatusEnum } from '../auth/types';
import type { SubscriptionRow } from '../auth/viewer';
import type { Membership } from './repo';
import { companyDetail, listCompanies, registerCompany } from './service';

const CompanySubscriptionType = builder
  .objectRef<SubscriptionRow>('CompanySubscription')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      plan: t.field({ type: PlanEnum, resolve: (s) => s.plan }),
      quantity: t.exposeInt('quantity'),
      status: t.field({ type: SubscriptionStatusEnum, resolve: (s) => s.status }),
      startDate: t.expose('startDate', { type: 'DateTime' }),
      endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
      activationDate: t.expose('activationDate', { type: 'DateTime', nullable: true }),
      renewable: t.exposeBoolean('renewable'),
      hold: t.exposeBoolean('hold'),
      stripeCustomerId: t.exposeString('stripeCustomerId', { nullable: true }),
    }),
  });

/** A company as its member sees it: `companyCreator` and `isLocked` are about the caller. */
const CompanyType = builder.objectRef<Membership>('Company').implement({
  fields: (t) => {
    const optional = (
      key:
        | 'about'
        | 'addressLineOne'
        | 'addressLineTwo'
        | 'companyLogo'
        | 'email'
        | 'optionalBusinessName'
        | 'phoneNumber'
        | 'postCode'
        | 'state'
        | 'suburb'
        | 'teamName'
        | 'websiteUrl',
    ) => t.string({ nullable: true, resolve: (m) => m.company[key] });
    return {
      _id: t.id({ resolve: (m) => m.company.id }),
      abn: t.string({ resolve: (m) => m.company.abn }),
      asxCode: t.string({ resolve: (m) => m.company.asxCode }),
      legalBusinessName: t.string({ resolve: (m) => m.company.legalBusinessName }),
      about: optional('about'),
      addressLineOne: optional('addressLineOne'),
      addressLineTwo: optional('addressLineTwo'),
      companyLogo: optional('companyLogo'),
      email: optional('email'),
      optionalBusinessName: optional('optionalBusinessName'),
      phoneNumber: optional('phoneNumber'),
      postCode: optional('postCode'),
      state: optional('state'),
      suburb: optional('suburb'),
      teamName: optional('teamName'),
      websiteUrl: optional('websiteUrl'),
      userId: t.id({ resolve: (m) => m.company.userId }),
      validated: t.boolean({ resolve: (m) => m.company.validated }),
      verifiedAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (m) => m.company.verifiedAt,
      }),
      disabled: t.boolean({ resolve: (m) => m.company.disabled }),
      createdAt: t.field({ type: 'DateTime', resolve: (m) => m.company.createdAt }),
      companyCreator: t.boolean({ resolve: (m) => m.member.companyCreator }),
      isLocked: t.boolean({ resolve: (m) => m.member.locked }),
      subscription: t.field({ type: CompanySubscriptionType, resolve: (m) => m.subscription }),
      permissions: t.field({
        type: CompanyPermissionsType,
        description: "What the caller may do here: the client's guards read this.",
        resolve: (m) => effectivePermissions(m.member),
      }),
    };
  },
});

const CompanyListItemType = builder
  .objectRef<Awaited<ReturnType<typeof listCompanies>>[number]>('CompanyListItem')
  .implement({
    fields: (t) => ({
      _id: t.exposeID('_id'),
      legalBusinessName: t.exposeString('legalBusinessName'),
      companyLogo: t.exposeString('companyLogo', { nullable: true }),
      hasCreatedCompany: t.exposeBoolean('hasCreatedCompany'),
      userId: t.exposeID('userId'),
      isInviteTeamSkipped: t.exposeBoolean('isInviteTeamSkipped'),
      isLocked: t.exposeBoolean('isLocked'),
    }),
  });

const RegisterCompanyInput = builder.inputType('RegisterCompanyInput', {
  fields: (t) => ({
    legalBusinessName: t.string({ required: true }),
    optionalBusinessName: t.string(),
    abn: t.string({ required: true }),
    asxCode: t.string({ required: true }),
    websiteUrl: t.string({ required: true }),
    email: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  getCompanyDetail: t.field({
    type: CompanyType,
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => companyDetail(ctx.deps, ctx.requireMember()),
  }),
  userCompanyList: t.field({
    type: [CompanyListItemType],
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => listCompanies(ctx.deps, ctx.requireViewer()),
  }),
}));

builder.mutationFields((t) => ({
  registerCompany: t.field({
    type: LoginResponseType,
    authScopes: { authenticated: true },
    args: { registerCompanyInput: t.arg({ type: RegisterCompanyInput, required: true }) },
    resolve: (_root, { registerCompanyInput }, ctx) =>
      registerCompany(ctx.deps, ctx.requireViewer(), registerCompanyInput),
  }),
}));
