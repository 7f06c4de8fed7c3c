/** The question registry's GraphQL operations (spec §7 "Question registry"). */
import { builder } from '../../graphql/builder';
import {
  AddMultipleRegistriesInput,
  AddRegistryInput,
  DeleteRegistriesInput,
  EditRegistryInput,
  RegistryBulkResultType,
  RegistryCountType,
  RegistryItemType,
  RegistryLockType,
  RegistryLockTypeEnum,
  RegistryPageType,
  RegistryResultType,
  RegistryTabEnum,
  UpdateRegistriesInput,
} from './types';
import type { SubscriptionContext } from '../../graphql/context';
import * as bulk from './bulk';
import * as locks from './locks';
import type { RegistryLockEvent } from './locks';
import * as service from './service';

const viewRegistry = { page: ['question-registry', 'view'] } as const;
const editRegistry = { page: ['question-registry', 'full'] } as const;

builder.queryFields((t) => ({
  getQuestionRegistries: t.field({
    type: RegistryPageType,
    description:
      'One page of a tab, newest edit first; with searchText, best match first (full text, prefixes match).',
    authScopes: viewRegistry,
    args: {
      companyId: t.arg.id(),
      limit: t.arg.int(),
      page: t.arg.int(),
      type: t.arg({ type: RegistryTabEnum }),
      searchText: t.arg.string(),
      isFromExtension: t.arg.boolean({
        description: 'The email-extension view: saved questions only, for a permitted user.',
      }),
      userId: t.arg.id({ description: 'With isFromExtension: the user the view was opened for.' }),
    },
    resolve: (_root, args, ctx) => service.listRegistries(ctx.deps, ctx.requireMember(), args),
  }),
  getQuestionRegistry: t.field({
    type: RegistryItemType,
    description: 'One question, for the view-or-edit modal opened from a link.',
    authScopes: viewRegistry,
    args: { questionRegistryId: t.arg.id({ required: true }) },
    resolve: (_root, { questionRegistryId }, ctx) =>
      service.getRegistry(ctx.deps, ctx.requireMember(), questionRegistryId),
  }),
  getQuestionRegistryIds: t.field({
    type: ['ID'],
    description: 'Every id in a tab (and search), for Select all.',
    authScopes: viewRegistry,
    args: {
      companyId: t.arg.id(),
      type: t.arg({ type: RegistryTabEnum }),
      searchText: t.arg.string(),
    },
    resolve: (_root, args, ctx) => service.listRegistryIds(ctx.deps, ctx.requireMember(), args),
  }),
  getQuestionRegistryCount: t.field({
    type: RegistryCountType,
    authScopes: viewRegistry,
    args: { companyId: t.arg.id() },
    resolve: (_root, args, ctx) => service.countRegistries(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.mutationFields((t) => ({
  addQuestionRegistry: t.field({
    type: RegistryResultType,
    authScopes: editRegistry,
    args: { addQuestionRegistryInput: t.arg({ type: AddRegistryInput, required: true }) },
    resolve: (_root, { addQuestionRegistryInput }, ctx) =>
      service.addRegistry(ctx.deps, ctx.requireMember(), addQuestionRegistryInput),
  }),
  editQuestionRegistry: t.field({
    type: RegistryResultType,
    description: 'Saves a question’s text; refused while another person holds its lock.',
    authScopes: editRegistry,
    args: { editQuestionRegistryInput: t.arg({ type: EditRegistryInput, required: true }) },
    resolve: (_root, { editQuestionRegistryInput }, ctx) =>
      service.editRegistry(ctx.deps, ctx.requireMember(), editQuestionRegistryInput),
  }),
  updateQuestionRegistries: t.field({
    type: RegistryBulkResultType,
    description: 'The status edit: delete, restore, star or unstar a list of questions.',
    authScopes: editRegistry,
    args: {
      updateQuestionRegistriesInput: t.arg({ type: UpdateRegistriesInput, required: true }),
    },
    resolve: (_root, { updateQuestionRegistriesInput }, ctx) =>
      bulk.updateRegistryStatus(ctx.deps, ctx.requireMember(), updateQuestionRegistriesInput),
  }),
  deleteQuestionRegistriesPermanently: t.field({
    type: RegistryBulkResultType,
    description: 'Removes questions already in the Deleted tab for good.',
    authScopes: editRegistry,
    args: {
      deleteQuestionRegistriesInput: t.arg({ type: DeleteRegistriesInput, required: true }),
    },
    resolve: (_root, { deleteQuestionRegistriesInput }, ctx) =>
      bulk.deleteRegistriesPermanently(
        ctx.deps,
        ctx.requireMember(),
        deleteQuestionRegistriesInput,
      ),
  }),
  addMultipleQuestionRegistris: t.field({
    type: RegistryBulkResultType,
    description: 'The CSV import’s Finalise: every row is added, or none.',
    authScopes: editRegistry,
    args: {
      addMultipleQuestionRegistryInput: t.arg({ type: AddMultipleRegistriesInput, required: true }),
    },
    resolve: (_root, { addMultipleQuestionRegistryInput }, ctx) =>
      bulk.importRegistries(ctx.deps, ctx.requireMember(), addMultipleQuestionRegistryInput),
  }),
  updateQuestionRegistryLockedTime: t.field({
    type: RegistryLockType,
    description:
      'Takes or refreshes (add) or gives up (release) the drafting lock; answers the lock time.',
    authScopes: editRegistry,
    args: {
      companyId: t.arg.id(),
      type: t.arg({ type: RegistryLockTypeEnum, required: true }),
      registryId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => locks.updateLock(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.subscriptionFields((t) => ({
  questionRegistryLockUpdated: t.field({
    type: RegistryLockType,
    description:
      'A question of the caller’s company was locked, refreshed, released or its lock expired.',
    authScopes: viewRegistry,
    // Only a subscription's context carries Mercurius's event queue.
    subscribe: (_root, _args, ctx) =>
      locks.lockUpdates(ctx as SubscriptionContext, ctx.requireMember()),
    resolve: (event: RegistryLockEvent) => locks.lockFromEvent(event),
  }),
}));
