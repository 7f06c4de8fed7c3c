import { effectivePermissions } from '@quorum/shared';
import { MessageResult, builder } from '../../graphql/builder';
import { CompanyPermissionsType } from '../team';
import { LoginResponseType, PlanEnum, SubscriptionStatusEnum } from '../auth';
import { BillingDriverEnum } from '../billing';
import type { SubscriptionRow } from '../../core/identity/viewer';
import type { Membership } from '../../core/identity/memberships';
import type { AustralianPlace } from './places';
import { removeCompany } from './remove-company';
import { companyDetail, listCompanies, registerCompany, searchPlaces } from './service';
import { updateCompany, updateCompanyLogo } from './update-company';
import type { CompanyChangeResult } from './update-company';

const LocationType = builder.objectRef<{ coordinates: number[] }>('Location').implement({
  fields: (t) => ({
    coordinates: t.floatList({
      description: 'Longitude first, latitude second (GeoJSON order, as the spec reads it).',
      resolve: (l) => l.coordinates,
    }),
  }),
});

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
      graceEndsAt: t.expose('graceEndsAt', {
        type: 'DateTime',
        nullable: true,
        description: 'Past due: Premium is kept until then.',
      }),
      driver: t.field({
        type: BillingDriverEnum,
        description: 'How the company pays; none on a self-hosted install (no banner).',
        resolve: (_s, _args, ctx) => ctx.deps.config.billing.driver,
      }),
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
      companyLogoUrl: t.string({
        nullable: true,
        description: 'A signed address to show the logo, valid for an hour; null without a logo.',
        resolve: (m, _args, ctx) =>
          m.company.companyLogo ? ctx.deps.fileUrls.url(m.company.companyLogo) : null,
      }),
      location: t.field({
        type: LocationType,
        nullable: true,
        resolve: ({ company: { longitude, latitude } }) =>
          longitude == null || latitude == null ? null : { coordinates: [longitude, latitude] },
      }),
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
      companyLogoUrl: t.string({
        nullable: true,
        resolve: (c, _args, ctx) => (c.companyLogo ? ctx.deps.fileUrls.url(c.companyLogo) : null),
      }),
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

const CompanyChangeResultType = builder
  .objectRef<CompanyChangeResult>('CompanyChangeResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      company: t.field({ type: CompanyType, resolve: (r) => r.company }),
    }),
  });

const AustralianPlaceType = builder.objectRef<AustralianPlace>('AustralianPlace').implement({
  fields: (t) => ({
    suburb: t.exposeString('suburb'),
    state: t.exposeString('state'),
    postCode: t.exposeString('postCode'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    addressLineOne: t.string({
      nullable: true,
      description: 'The street line when the place is an address; null for a suburb or postcode.',
      resolve: (p) => p.addressLineOne ?? null,
    }),
  }),
});

/**
 * Spec §7's updateCompany fields, less the logo (its own call) and links (their own calls). Every
 * field is optional here so a missing one is refused with the spec's words by the shared rules,
 * not by GraphQL. ABN and ASX code are read-only: the input has no place for them.
 */
const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  fields: (t) => ({
    companyId: t.id(),
    legalBusinessName: t.string(),
    optionalBusinessName: t.string(),
    email: t.string(),
    phoneNumber: t.string(),
    websiteUrl: t.string(),
    about: t.string(),
    addressLineOne: t.string(),
    addressLineTwo: t.string(),
    suburb: t.string(),
    state: t.string(),
    postCode: t.string(),
    latitude: t.float(),
    longitude: t.float(),
  }),
});

const RemoveCompanyInput = builder.inputType('RemoveCompanyInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    password: t.string({ description: 'The current password: required.' }),
  }),
});

builder.queryFields((t) => ({
  searchAustralianPlaces: t.field({
    type: [AustralianPlaceType],
    description: 'Suburbs and postcodes for the address search, Australia only.',
    authScopes: { inCompany: true },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, { query }, ctx) => searchPlaces(ctx.deps, ctx.requireMember(), query),
  }),
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
  userCompanyListWithCreatorFlag: t.field({
    type: [CompanyListItemType],
    description: 'The spec’s name for userCompanyList: each company carries hasCreatedCompany.',
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
  updateCompany: t.field({
    type: CompanyChangeResultType,
    authScopes: { page: ['company-details', 'full'] },
    args: { updateCompanyInput: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: (_root, { updateCompanyInput }, ctx) =>
      updateCompany(ctx.deps, ctx.requireMember(), updateCompanyInput),
  }),
  updateCompanyLogo: t.field({
    type: CompanyChangeResultType,
    authScopes: { page: ['company-details', 'full'] },
    args: { companyLogo: t.arg.string({ required: true }) },
    resolve: (_root, { companyLogo }, ctx) =>
      updateCompanyLogo(ctx.deps, ctx.requireMember(), companyLogo),
  }),
  removeCompany: t.field({
    type: MessageResult,
    authScopes: { inCompany: true },
    args: { removeCompanyInput: t.arg({ type: RemoveCompanyInput, required: true }) },
    resolve: (_root, { removeCompanyInput }, ctx) =>
      removeCompany(ctx.deps, ctx.requireMember(), removeCompanyInput),
  }),
}));
