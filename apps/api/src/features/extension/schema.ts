/** Registers the email extension's GraphQL types, queries and mutations on the one builder. */
import { EXTENSION_EMAIL_STATUSES } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import { builder, MessageResult } from '../../graphql/builder';
import { addEmailQuestion, answersForEmail, emailStanding, extensionSession } from './answers';
import { BoardStatusEnum } from '../board';
import { companiesOfMailbox, mailboxesOfCompanies } from './lookups';
import { authorizeCompany, consentToExtension, extensionCompanies } from './consent';
import type { CompanyAuthorization, ExtensionCompany } from './consent';
import {
  confirmMailbox,
  connectProvenMailbox,
  disconnectMailbox,
  listMailboxes,
  mailboxStatus,
  sendMailboxCode,
} from './mailboxes';
import type { MailboxView } from './mailboxes';
import type { SuggestedAnswer } from '../registry';

const StatusEnum = builder.enumType('ExtensionEmailStatus', { values: EXTENSION_EMAIL_STATUSES });

const MailboxType = builder.objectRef<MailboxView>('AuthorizedExtensionUser').implement({
  description:
    'A mailbox connected to the email extension (spec §3 Authorised extension user): the Email extension page’s row.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    status: t.expose('status', { type: StatusEnum }),
    adminName: t.exposeString('adminName', { nullable: true, description: 'Added by.' }),
    profileImage: t.string({
      nullable: true,
      description: 'The picture of who added it.',
      resolve: (row, _args, ctx) =>
        row.profileImage ? ctx.deps.fileUrls.url(row.profileImage) : null,
    }),
    userId: t.exposeID('userId', {
      nullable: true,
      description: 'The team member whose own address this is, if any.',
    }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    hasUserPermission: t.exposeBoolean('hasUserPermission', {
      description: 'That member’s extension permission (My team, Account permissions).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ExtensionCompanyType = builder.objectRef<ExtensionCompany>('ExtensionCompany').implement({
  description: 'A company in the extension’s chooser; hasSetup false shows the Not set up tag.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    legalBusinessName: t.exposeString('legalBusinessName'),
    companyLogoUrl: t.string({
      nullable: true,
      resolve: (c, _args, ctx) => (c.companyLogo ? ctx.deps.fileUrls.url(c.companyLogo) : null),
    }),
    hasCreatedCompany: t.exposeBoolean('hasCreatedCompany'),
    isLocked: t.exposeBoolean('isLocked'),
    hasSetup: t.exposeBoolean('hasSetup'),
  }),
});

const AuthorizationType = builder
  .objectRef<CompanyAuthorization>('ExtensionAuthorization')
  .implement({
    fields: (t) => ({
      hasSetup: t.exposeBoolean('hasSetup'),
      hasPermission: t.exposeBoolean('hasPermission'),
      success: t.exposeBoolean('success'),
      mailboxes: t.exposeStringList('mailboxes', {
        description: 'The connected mailboxes to choose from, when success.',
      }),
    }),
  });

const GrantType = builder
  .objectRef<{ code: string; expiresAt: Date; clientOrigin: string }>('ExtensionGrant')
  .implement({
    description:
      'The one-time code the consent page posts to the extension, exchanged at /extension/token.',
    fields: (t) => ({
      code: t.exposeString('code'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
      clientOrigin: t.exposeString('clientOrigin'),
    }),
  });

const AnswerType = builder.objectRef<SuggestedAnswer>('ExtensionAnswer').implement({
  fields: (t) => ({
    id: t.exposeID('questionRegistryId'),
    question: t.exposeString('question'),
    response: t.exposeString('response'),
    score: t.exposeFloat('score', { description: '0 to 1: how much of the email it answers.' }),
  }),
});

type SessionView = Awaited<ReturnType<typeof extensionSession>>;
const SessionType = builder.objectRef<SessionView>('ExtensionSession').implement({
  fields: (t) => ({
    userId: t.id({ resolve: (s) => s.user.id }),
    firstName: t.string({ resolve: (s) => s.user.firstName }),
    lastName: t.string({ resolve: (s) => s.user.lastName }),
    email: t.string({ resolve: (s) => s.user.email }),
    companyId: t.exposeID('companyId'),
    companyName: t.exposeString('companyName'),
    mailbox: t.exposeString('mailbox'),
  }),
});

const EnquiryIdType = builder.objectRef<{ id: string }>('AddedEmailQuestion').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const AddEmailQuestionInput = builder.inputType('AddEmailQuestionInput', {
  fields: (t) => ({
    fromEmail: t.string({ required: true }),
    fromName: t.string(),
    subject: t.string(),
    body: t.string({ required: true }),
    threadId: t.string({ description: 'The mail client’s thread, where it has one.' }),
    messageId: t.string({ description: 'The mail client’s message, where it has one.' }),
  }),
});

const CompanyMailboxesType = builder
  .objectRef<Awaited<ReturnType<typeof mailboxesOfCompanies>>[number]>('CompanyAuthorizedUsers')
  .implement({
    fields: (t) => ({
      companyId: t.exposeID('companyId'),
      data: t.field({ type: [MailboxType], resolve: (c) => c.data }),
    }),
  });

const EmailQuestionType = builder
  .objectRef<{ id: string; boardStatus: BoardStatus }>('EmailQuestion')
  .implement({
    description: 'The question an email already is on the board.',
    fields: (t) => ({
      id: t.exposeID('id'),
      boardStatus: t.expose('boardStatus', { type: BoardStatusEnum }),
    }),
  });

const EmailStandingType = builder
  .objectRef<Awaited<ReturnType<typeof emailStanding>>>('AuthorizedUsersAndQuestion')
  .implement({
    fields: (t) => ({
      users: t.field({ type: [MailboxType], resolve: (s) => s.users }),
      question: t.field({ type: EmailQuestionType, nullable: true, resolve: (s) => s.question }),
    }),
  });

builder.queryFields((t) => ({
  getAuthorizedUsers: t.field({
    type: [MailboxType],
    description: 'The Email extension page’s table: the connected mailboxes. Premium.',
    authScopes: { page: ['email-extension', 'view'] },
    resolve: (_root, _args, ctx) => listMailboxes(ctx.deps, ctx.requireMember()),
  }),
  verifyEmailStatus: t.field({
    type: StatusEnum,
    authScopes: { page: ['email-extension', 'view'] },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => mailboxStatus(ctx.deps, ctx.requireMember(), email),
  }),
  userCompanyListWithCreatorFlagExtension: t.field({
    type: [ExtensionCompanyType],
    description: 'The extension’s company chooser (spec §4 step 2).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => extensionCompanies(ctx.deps, ctx.requireViewer()),
  }),
  getAuthorizedCompany: t.field({
    type: AuthorizationType,
    description:
      'After choosing a company: is the extension set up there, and may the caller use it.',
    authScopes: { authenticated: true },
    args: { companyId: t.arg.id({ required: true }) },
    resolve: (_root, { companyId }, ctx) =>
      authorizeCompany(ctx.deps, ctx.requireViewer(), String(companyId)),
  }),
  getAuthorizedUsersInitial: t.field({
    type: [CompanyMailboxesType],
    description: 'Each named company’s connected mailboxes; every one must be the caller’s.',
    authScopes: { authenticated: true },
    args: { companyIds: t.arg.idList({ required: true }) },
    resolve: (_root, { companyIds }, ctx) =>
      mailboxesOfCompanies(ctx.deps, ctx.requireViewer(), companyIds.map(String)),
  }),
  findNonUserCompany: t.field({
    type: [ExtensionCompanyType],
    description:
      'The caller’s companies where this mailbox (a shared inbox, not their own address) is connected.',
    authScopes: { authenticated: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => companiesOfMailbox(ctx.deps, ctx.requireViewer(), email),
  }),
  getAuthorizedUsersAndQuestion: t.field({
    type: EmailStandingType,
    description:
      'The connected mailboxes, and the question the open email already is. Extension tokens only.',
    authScopes: { inCompany: true },
    args: { messageId: t.arg.string() },
    resolve: (_root, { messageId }, ctx) => emailStanding(ctx.deps, ctx.requireMember(), messageId),
  }),
  extensionSession: t.field({
    type: SessionType,
    description: 'The extension’s own caller: who, which company, which mailbox.',
    authScopes: { inCompany: true },
    resolve: (_root, _args, ctx) => extensionSession(ctx.deps, ctx.requireMember()),
  }),
  extensionSuggestedAnswers: t.field({
    type: [AnswerType],
    description: 'The registry’s best answers for an email, best first. Extension tokens only.',
    authScopes: { inCompany: true },
    args: {
      subject: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) => answersForEmail(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.mutationFields((t) => ({
  verifyExtensionEmail: t.field({
    type: MessageResult,
    description: 'Connect an email: the mailbox is pending until the code sent to it is entered.',
    authScopes: { page: ['email-extension', 'full'] },
    args: { email: t.arg.string({ required: true }), isResendOtp: t.arg.boolean() },
    resolve: async (_root, args, ctx) => ({
      message: await sendMailboxCode(ctx.deps, ctx.requireMember(), args),
    }),
  }),
  updateAuthorizedEmail: t.field({
    type: MailboxType,
    description: 'The code sent to a pending mailbox: it becomes active.',
    authScopes: { page: ['email-extension', 'full'] },
    args: { email: t.arg.string({ required: true }), otpCode: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => confirmMailbox(ctx.deps, ctx.requireMember(), args),
  }),
  addAuthorizedCompany: t.field({
    type: MailboxType,
    description:
      'Connects here, with no new code, a mailbox the creator connected in another company they created.',
    authScopes: { page: ['email-extension', 'full'] },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, { email }, ctx) => connectProvenMailbox(ctx.deps, ctx.requireMember(), email),
  }),
  disconnectEmail: t.field({
    type: MessageResult,
    description: 'The mailbox goes; every extension session working in it ends at once.',
    authScopes: { page: ['email-extension', 'full'] },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => ({
      message: await disconnectMailbox(ctx.deps, ctx.requireMember(), email),
    }),
  }),
  consentExtension: t.field({
    type: GrantType,
    description: 'The consent screen’s Consent: a one-time code for the extension (PKCE, S256).',
    authScopes: { authenticated: true },
    args: {
      companyId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      clientOrigin: t.arg.string({ required: true }),
      codeChallenge: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      consentToExtension(ctx.deps, ctx.requireViewer(), {
        ...args,
        companyId: String(args.companyId),
      }),
  }),
  addEmailQuestion: t.field({
    type: EnquiryIdType,
    description:
      'Add as question: the open email on the board, arrived by email. Extension tokens only.',
    authScopes: { inCompany: true },
    args: { input: t.arg({ type: AddEmailQuestionInput, required: true }) },
    resolve: (_root, { input }, ctx) => addEmailQuestion(ctx.deps, ctx.requireMember(), input),
  }),
}));
