import { questionRegistries } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { inAnyCompany } from '../../../testing/matrix';
import { insertCategory, insertFaq } from '../repo';

const FAQ =
  '{ _id categoryName displayOrder faqs { _id question answer displayOrder faqCategoryId } }';

// The FAQ is open to every member (spec §6: faq is "editable and viewable" by default, outside
// every area), so custom roles without grants read and change it; a viewer only reads. A foreign
// company's admin may change their own FAQ, but an id from ours reads to them as not found.
const readers = inAnyCompany;
const editors = { ...inAnyCompany, viewer: 'FORBIDDEN' } as const;
const editorsOfOwn = { ...editors, foreign: 'NOT_FOUND' } as const;

export const faqMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const first = await insertCategory(db, company.id, 'Dividends');
    const second = await insertCategory(db, company.id, 'Meetings');
    const third = await insertCategory(db, company.id, 'Reports');
    const movable = await insertFaq(db, company.id, {
      faqCategoryId: third.id,
      question: 'Where is the annual report?',
      answer: 'On our website.',
      createdBy: company.creatorId,
    });
    const faq = await insertFaq(db, company.id, {
      faqCategoryId: first.id,
      question: 'When is the dividend paid?',
      answer: 'In March and September.',
      createdBy: company.creatorId,
    });
    const [item] = await db
      .insert(questionRegistries)
      .values({ companyId: company.id, question: 'Where is the AGM?', response: 'In Perth.' })
      .returning({ id: questionRegistries.id });
    return {
      faqCategoryId: first.id,
      faqCategory2Id: second.id,
      faqCategory3Id: third.id,
      faqId: faq.id,
      faqMovableId: movable.id,
      faqRegistryItemId: item!.id,
    };
  },
  // Calls that change the shared fixture only in ways later rows do not see (the same rename, the
  // same order, a question moved to or added in Meetings, which no other row reads) run on it, so
  // each id they take is also tried as the foreign company's; deletes and a new category get a
  // company of their own.
  operations: {
    'Query.listFaqCategoryWithFaqs': {
      document: `query($c: ID) { listFaqCategoryWithFaqs(companyId: $c) ${FAQ} }`,
      variables: (w) => ({ c: w.ownCompanyId }),
      onForeign: (w) => ({ c: w.foreignCompanyId }),
      // The company id is checked against the caller's: another company's admin naming ours is refused.
      expected: { ...readers, foreign: 'FORBIDDEN' },
    },
    'Mutation.createFaqCategory': {
      document: `mutation($i: CreateFaqCategoryInput!) { createFaqCategory(createFaqCategoryInput: $i) ${FAQ} }`,
      variables: () => ({ i: { categoryName: 'Annual report' } }),
      destructive: true,
      expected: editors,
    },
    'Mutation.updateFaqCategory': {
      document: `mutation($i: UpdateFaqCategoryInput!) { updateFaqCategory(updateFaqCategoryInput: $i) ${FAQ} }`,
      variables: (w) => ({ i: { faqCategoryId: w.own.faqCategoryId, categoryName: 'Dividends' } }),
      onForeign: (w) => ({
        i: { faqCategoryId: w.foreign.faqCategoryId, categoryName: 'Payouts' },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.deleteFaqCategory': {
      document: `mutation($id: ID!) { deleteFaqCategory(faqCategoryId: $id) ${FAQ} }`,
      variables: (w) => ({ id: w.own.faqCategoryId }),
      onForeign: (w) => ({ id: w.foreign.faqCategoryId }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.reorderFaqCategories': {
      document: `mutation($i: ReorderFaqCategoriesInput!) { reorderFaqCategories(reorderFaqCategoriesInput: $i) ${FAQ} }`,
      variables: (w) => ({
        i: { faqCategoryIds: [w.own.faqCategory2Id, w.own.faqCategoryId, w.own.faqCategory3Id] },
      }),
      onForeign: (w) => ({
        i: {
          faqCategoryIds: [
            w.foreign.faqCategory2Id,
            w.foreign.faqCategoryId,
            w.foreign.faqCategory3Id,
          ],
        },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.createFaq': {
      document: `mutation($i: CreateFaqInput!) { createFaq(createFaqInput: $i) ${FAQ} }`,
      variables: (w) => ({
        i: { faqCategoryId: w.own.faqCategory2Id, question: 'Who audits?', answer: 'KPMG.' },
      }),
      onForeign: (w) => ({
        i: { faqCategoryId: w.foreign.faqCategory2Id, question: 'Who audits?', answer: 'KPMG.' },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.updateFaq': {
      document: `mutation($i: UpdateFaqInput!) { updateFaq(updateFaqInput: $i) ${FAQ} }`,
      variables: (w) => ({
        i: { faqId: w.own.faqId, question: 'When is the dividend paid?', answer: 'In March.' },
      }),
      onForeign: (w) => ({
        i: { faqId: w.foreign.faqId, question: 'When is the dividend paid?', answer: 'In March.' },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.moveFaq': {
      document: `mutation($i: MoveFaqInput!) { moveFaq(moveFaqInput: $i) ${FAQ} }`,
      variables: (w) => ({
        i: { faqId: w.own.faqMovableId, faqCategoryId: w.own.faqCategory2Id },
      }),
      onForeign: (w) => ({
        i: { faqId: w.foreign.faqMovableId, faqCategoryId: w.foreign.faqCategory2Id },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.deleteFaq': {
      document: `mutation($id: ID!) { deleteFaq(faqId: $id) ${FAQ} }`,
      variables: (w) => ({ id: w.own.faqId }),
      onForeign: (w) => ({ id: w.foreign.faqId }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.reorderFaqs': {
      document: `mutation($i: ReorderFaqsInput!) { reorderFaqs(reorderFaqsInput: $i) ${FAQ} }`,
      variables: (w) => ({ i: { faqCategoryId: w.own.faqCategoryId, faqIds: [w.own.faqId] } }),
      onForeign: (w) => ({
        i: { faqCategoryId: w.foreign.faqCategoryId, faqIds: [w.foreign.faqId] },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.addQuestionRegistryToFaq': {
      document: `mutation($i: AddQuestionRegistryToFaqInput!) { addQuestionRegistryToFaq(addQuestionRegistryToFaqInput: $i) ${FAQ} }`,
      variables: (w) => ({
        i: { questionRegistryId: w.own.faqRegistryItemId, faqCategoryId: w.own.faqCategory2Id },
      }),
      onForeign: (w) => ({
        i: {
          questionRegistryId: w.foreign.faqRegistryItemId,
          faqCategoryId: w.foreign.faqCategory2Id,
        },
      }),
      // Copying reads the registry, so it also needs the question registries area.
      expected: { ...editorsOfOwn, customNone: 'FORBIDDEN' },
    },
  },
};
