/** Registers the FAQ's GraphQL types, query and mutations on the one builder. */
import { builder } from '../../graphql/builder';
import type { Faq, FaqCategory } from './service';
import {
  addRegistryQuestionToFaq,
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  listFaqCategoryWithFaqs,
  moveFaq,
  reorderFaqCategories,
  reorderFaqs,
  updateFaq,
  updateFaqCategory,
} from './service';

const FaqType = builder.objectRef<Faq>('Faq').implement({
  description: 'A question and its answer in a FAQ category.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer'),
    displayOrder: t.exposeInt('displayOrder'),
    faqCategoryId: t.exposeID('faqCategoryId'),
  }),
});

const FaqCategoryType = builder.objectRef<FaqCategory>('FaqCategory').implement({
  description: 'A FAQ category with its questions in order.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    categoryName: t.exposeString('categoryName'),
    displayOrder: t.exposeInt('displayOrder'),
    faqs: t.field({ type: [FaqType], resolve: (category) => category.faqs }),
  }),
});

const CreateFaqCategoryInput = builder.inputType('CreateFaqCategoryInput', {
  fields: (t) => ({ categoryName: t.string({ required: true }) }),
});

const UpdateFaqCategoryInput = builder.inputType('UpdateFaqCategoryInput', {
  fields: (t) => ({
    faqCategoryId: t.id({ required: true }),
    categoryName: t.string({ required: true }),
  }),
});

const ReorderFaqCategoriesInput = builder.inputType('ReorderFaqCategoriesInput', {
  fields: (t) => ({
    faqCategoryIds: t.idList({
      required: true,
      description: 'Every category of the company, each once, in the new order.',
    }),
  }),
});

const CreateFaqInput = builder.inputType('CreateFaqInput', {
  fields: (t) => ({
    faqCategoryId: t.id({ required: true }),
    question: t.string({ required: true }),
    answer: t.string({ required: true }),
  }),
});

const UpdateFaqInput = builder.inputType('UpdateFaqInput', {
  fields: (t) => ({
    faqId: t.id({ required: true }),
    question: t.string({ required: true }),
    answer: t.string({ required: true }),
    faqCategoryId: t.id({
      description: 'Given and not its category now: moved there, at the end, in the same change.',
    }),
  }),
});

const MoveFaqInput = builder.inputType('MoveFaqInput', {
  fields: (t) => ({
    faqId: t.id({ required: true }),
    faqCategoryId: t.id({ required: true, description: 'The category it goes to, at the end.' }),
  }),
});

const ReorderFaqsInput = builder.inputType('ReorderFaqsInput', {
  fields: (t) => ({
    faqCategoryId: t.id({ required: true }),
    faqIds: t.idList({
      required: true,
      description: 'Every question of the category, each once, in the new order.',
    }),
  }),
});

const AddQuestionRegistryToFaqInput = builder.inputType('AddQuestionRegistryToFaqInput', {
  fields: (t) => ({
    questionRegistryId: t.id({ required: true }),
    faqCategoryId: t.id({ required: true }),
  }),
});

builder.queryFields((t) => ({
  listFaqCategoryWithFaqs: t.field({
    type: [FaqCategoryType],
    description: "The company's FAQ: categories in order, each with its questions in order.",
    authScopes: { inCompany: true },
    args: { companyId: t.arg.id({ description: "Checked against the session's company." }) },
    resolve: (_root, { companyId }, ctx) =>
      listFaqCategoryWithFaqs(ctx.deps, ctx.requireMember(), companyId),
  }),
}));

// Every change answers the whole FAQ as it stands after it.
builder.mutationFields((t) => ({
  createFaqCategory: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { createFaqCategoryInput: t.arg({ type: CreateFaqCategoryInput, required: true }) },
    resolve: (_root, { createFaqCategoryInput }, ctx) =>
      createFaqCategory(ctx.deps, ctx.requireMember(), createFaqCategoryInput),
  }),
  updateFaqCategory: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { updateFaqCategoryInput: t.arg({ type: UpdateFaqCategoryInput, required: true }) },
    resolve: (_root, { updateFaqCategoryInput }, ctx) =>
      updateFaqCategory(ctx.deps, ctx.requireMember(), updateFaqCategoryInput),
  }),
  deleteFaqCategory: t.field({
    type: [FaqCategoryType],
    description: 'Deletes the category and every question in it.',
    authScopes: { inCompany: true },
    args: { faqCategoryId: t.arg.id({ required: true }) },
    resolve: (_root, { faqCategoryId }, ctx) =>
      deleteFaqCategory(ctx.deps, ctx.requireMember(), faqCategoryId),
  }),
  reorderFaqCategories: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: {
      reorderFaqCategoriesInput: t.arg({ type: ReorderFaqCategoriesInput, required: true }),
    },
    resolve: (_root, { reorderFaqCategoriesInput }, ctx) =>
      reorderFaqCategories(ctx.deps, ctx.requireMember(), reorderFaqCategoriesInput),
  }),
  createFaq: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { createFaqInput: t.arg({ type: CreateFaqInput, required: true }) },
    resolve: (_root, { createFaqInput }, ctx) =>
      createFaq(ctx.deps, ctx.requireMember(), createFaqInput),
  }),
  updateFaq: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { updateFaqInput: t.arg({ type: UpdateFaqInput, required: true }) },
    resolve: (_root, { updateFaqInput }, ctx) =>
      updateFaq(ctx.deps, ctx.requireMember(), updateFaqInput),
  }),
  moveFaq: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { moveFaqInput: t.arg({ type: MoveFaqInput, required: true }) },
    resolve: (_root, { moveFaqInput }, ctx) => moveFaq(ctx.deps, ctx.requireMember(), moveFaqInput),
  }),
  deleteFaq: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { faqId: t.arg.id({ required: true }) },
    resolve: (_root, { faqId }, ctx) => deleteFaq(ctx.deps, ctx.requireMember(), faqId),
  }),
  reorderFaqs: t.field({
    type: [FaqCategoryType],
    authScopes: { inCompany: true },
    args: { reorderFaqsInput: t.arg({ type: ReorderFaqsInput, required: true }) },
    resolve: (_root, { reorderFaqsInput }, ctx) =>
      reorderFaqs(ctx.deps, ctx.requireMember(), reorderFaqsInput),
  }),
  addQuestionRegistryToFaq: t.field({
    type: [FaqCategoryType],
    description: 'Copies a registry question and its response into a FAQ category, at the end.',
    authScopes: { inCompany: true },
    args: {
      addQuestionRegistryToFaqInput: t.arg({ type: AddQuestionRegistryToFaqInput, required: true }),
    },
    resolve: (_root, { addQuestionRegistryToFaqInput }, ctx) =>
      addRegistryQuestionToFaq(ctx.deps, ctx.requireMember(), addQuestionRegistryToFaqInput),
  }),
}));
