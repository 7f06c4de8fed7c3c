/** The privacy request tool (APP 12, 13): find, export, correct and erase an investor's records. */
import { PRIVACY_REQUEST_KINDS } from '@quorum/shared';
import { MessageResult, builder } from '../../graphql/builder';
import * as privacy from './service';
import type { PrivacyRequestView, PrivacySubject } from './service';

const PrivacyRequestKindEnum = builder.enumType('PrivacyRequestKind', {
  values: PRIVACY_REQUEST_KINDS,
});

const PrivacySubjectType = builder.objectRef<PrivacySubject>('PrivacySubject').implement({
  description: 'An investor found by email among the company’s own records.',
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    enquiryCount: t.exposeInt('enquiryCount'),
    hasAccount: t.exposeBoolean('hasAccount', {
      description: 'They have a Quorum app account, whose details are theirs to change.',
    }),
    earlierRequests: t.exposeInt('earlierRequests'),
  }),
});

const PrivacyRequestType = builder.objectRef<PrivacyRequestView>('PrivacyRequest').implement({
  description: 'A recorded privacy request. The address is kept only as a keyed hash.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.field({ type: PrivacyRequestKindEnum, resolve: (request) => request.kind }),
    reference: t.exposeString('reference', {
      description: 'The start of the address’s keyed hash: the same address, the same reference.',
    }),
    handledBy: t.exposeString('handledBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PrivacyExportType = builder
  .objectRef<{ fileName: string; json: string }>('PrivacyExport')
  .implement({
    fields: (t) => ({ fileName: t.exposeString('fileName'), json: t.exposeString('json') }),
  });

const CorrectPrivacySubjectInput = builder.inputType('CorrectPrivacySubjectInput', {
  fields: (t) => ({
    email: t.string({ required: true, description: 'The address the investor is found by.' }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    newEmail: t.string({ required: true }),
  }),
});

const ErasePrivacySubjectInput = builder.inputType('ErasePrivacySubjectInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    confirmation: t.string({ required: true, description: 'The word ERASE, typed.' }),
  }),
});

builder.queryFields((t) => ({
  findPrivacySubject: t.field({
    type: PrivacySubjectType,
    description:
      'Administrative control. NOT_FOUND when the company holds nothing for the address.',
    authScopes: { inCompany: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => privacy.findSubject(ctx.deps, ctx.requireMember(), args),
  }),
  getPrivacyRequests: t.field({
    type: [PrivacyRequestType],
    description: 'The company’s recorded privacy requests, newest first. Administrative control.',
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => privacy.listRequests(ctx.deps, ctx.requireMember()),
  }),
}));

builder.mutationFields((t) => ({
  exportPrivacySubject: t.field({
    type: PrivacyExportType,
    description: 'APP 12: everything the company holds about the investor, as JSON; recorded.',
    authScopes: { inCompany: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      fileName: 'investor-data.json',
      json: await privacy.exportSubject(ctx.deps, ctx.requireMember(), args),
    }),
  }),
  correctPrivacySubject: t.field({
    type: MessageResult,
    description: 'APP 13: corrects the name and address on the company’s records; recorded.',
    authScopes: { inCompany: true },
    args: { input: t.arg({ type: CorrectPrivacySubjectInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      privacy.correctSubject(ctx.deps, ctx.requireMember(), input),
  }),
  erasePrivacySubject: t.field({
    type: MessageResult,
    description: 'Erases everything the company holds about the investor; recorded.',
    authScopes: { inCompany: true },
    args: { input: t.arg({ type: ErasePrivacySubjectInput, required: true }) },
    resolve: (_root, { input }, ctx) => privacy.eraseSubject(ctx.deps, ctx.requireMember(), input),
  }),
}));
