import { PageMetaType } from '../../core/paging';
import { FREE_PLAN, REGISTRY_STATUS_CHANGES, REGISTRY_TABS } from '@quorum/shared';
import { builder } from '../../graphql/builder';

/** A registry row as the service answers it, with the people it names already joined. */
export interface RegistryPerson {
  id: string;
  firstName: string;
  lastName: string;
}
export interface RegistryItem {
  id: string;
  companyId: string;
  question: string;
  response: string;
  drafted: boolean;
  starred: boolean;
  deletedAt: Date | null;
  lastEditedAt: Date;
  createdAt: Date;
  lastUpdateBy: RegistryPerson | null;
  /** Null when no one holds the lock, or the lock has expired. */
  lockedBy: RegistryPerson | null;
  lockedUntil: Date | null;
}
/** An item as the API shows it: with whether the company's plan leaves it read-only. */
export interface RegistryItemView extends RegistryItem {
  readOnly: boolean;
}
export interface RegistryLock {
  questionRegistryId: string;
  lockedBy: RegistryPerson | null;
  lockedUntil: Date | null;
}

export const RegistryTabEnum = builder.enumType('QuestionRegistryTab', { values: REGISTRY_TABS });
export const RegistryStatusEnum = builder.enumType('QuestionRegistryStatus', {
  values: REGISTRY_STATUS_CHANGES,
});
export const RegistryLockTypeEnum = builder.enumType('QuestionRegistryLockType', {
  description: 'add takes or refreshes the lock; release gives it up.',
  values: ['add', 'release'] as const,
});

export const RegistryPersonType = builder.objectRef<RegistryPerson>('RegistryPerson').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

export const RegistryItemType = builder.objectRef<RegistryItemView>('QuestionRegistry').implement({
  description: 'A reusable question-and-answer pair (spec §3 "Question registry item").',
  fields: (t) => ({
    _id: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    question: t.exposeString('question'),
    response: t.exposeString('response', { description: 'Empty for a draft without one.' }),
    drafted: t.exposeBoolean('drafted'),
    starred: t.exposeBoolean('starred'),
    deleted: t.boolean({ resolve: (item) => item.deletedAt !== null }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true }),
    lastEditedAt: t.expose('lastEditedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUpdateBy: t.expose('lastUpdateBy', { type: RegistryPersonType, nullable: true }),
    lockedBy: t.expose('lockedBy', { type: RegistryPersonType, nullable: true }),
    lockedUntil: t.expose('lockedUntil', { type: 'DateTime', nullable: true }),
    readOnly: t.exposeBoolean('readOnly', {
      description: `On Essentials, a question beyond the plan’s first ${FREE_PLAN.registryQuestions} (the oldest not in Deleted): kept and shown, but edit, star, delete and the drafting lock are refused until the company is on Premium again.`,
    }),
  }),
});

export const RegistryPageType = builder
  .objectRef<{ items: RegistryItemView[]; meta: typeof PageMetaType.$inferType }>(
    'QuestionRegistryPage',
  )
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [RegistryItemType] }),
      meta: t.expose('meta', { type: PageMetaType }),
    }),
  });

export const RegistryCountType = builder
  .objectRef<{
    total: number;
    starred: number;
    drafted: number;
    deleted: number;
    limit: number | null;
  }>('QuestionRegistryCount')
  .implement({
    description: 'Tab counts. total counts every question not in Deleted, drafts included.',
    fields: (t) => ({
      total: t.exposeInt('total'),
      starred: t.exposeInt('starred'),
      drafted: t.exposeInt('drafted'),
      deleted: t.exposeInt('deleted'),
      limit: t.exposeInt('limit', {
        nullable: true,
        description: 'How many questions the plan holds (3 on Freemium); null for unlimited.',
      }),
    }),
  });

export const RegistryResultType = builder
  .objectRef<{ message: string; questionRegistry: RegistryItemView }>('QuestionRegistryResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      questionRegistry: t.expose('questionRegistry', { type: RegistryItemType }),
    }),
  });

export const RegistryBulkResultType = builder
  .objectRef<{ message: string; count: number }>('QuestionRegistryBulkResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      count: t.exposeInt('count', { description: 'How many questions changed.' }),
    }),
  });

export const RegistryLockType = builder.objectRef<RegistryLock>('QuestionRegistryLock').implement({
  fields: (t) => ({
    questionRegistryId: t.exposeID('questionRegistryId'),
    lockedBy: t.expose('lockedBy', { type: RegistryPersonType, nullable: true }),
    lockedUntil: t.expose('lockedUntil', { type: 'DateTime', nullable: true }),
  }),
});

export const AddRegistryInput = builder.inputType('AddQuestionRegistryInput', {
  fields: (t) => ({
    companyId: t.id(),
    question: t.string(),
    response: t.string(),
    drafted: t.boolean(),
    starred: t.boolean({ description: 'Premium only.' }),
    enquiryId: t.id({
      description:
        "'Add to registry' from an investor question: the question is marked added to the registry in the same transaction.",
    }),
  }),
});

export const EditRegistryInput = builder.inputType('EditQuestionRegistryInput', {
  fields: (t) => ({
    questionRegistryId: t.id({ required: true }),
    companyId: t.id(),
    question: t.string(),
    response: t.string(),
    drafted: t.boolean(),
  }),
});

export const UpdateRegistriesInput = builder.inputType('UpdateQuestionRegistriesInput', {
  fields: (t) => ({
    companyId: t.id(),
    status: t.field({ type: RegistryStatusEnum, required: true }),
    questionRegistryIds: t.idList({ required: true }),
  }),
});

export const DeleteRegistriesInput = builder.inputType('DeleteQuestionRegistriesInput', {
  fields: (t) => ({
    companyId: t.id(),
    questionRegistryIds: t.idList({ required: true }),
  }),
});

const RegistryImportRowInput = builder.inputType('QuestionRegistryRowInput', {
  fields: (t) => ({ question: t.string(), response: t.string() }),
});

export const AddMultipleRegistriesInput = builder.inputType('AddMultipleQuestionRegistryInput', {
  fields: (t) => ({
    companyId: t.id(),
    questionRegistries: t.field({ type: [RegistryImportRowInput], required: true }),
  }),
});
