import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAQ, messages } from '@quorum/shared';
import { auditTrail, faqCategories, faqs, questionRegistries } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { listPublicFaq } from './index';

const t = useTestApp();
const text = messages.faq;

const FIELDS =
  '{ _id categoryName displayOrder faqs { _id question answer displayOrder faqCategoryId } }';
const LIST = `query($c: ID) { listFaqCategoryWithFaqs(companyId: $c) ${FIELDS} }`;
const CREATE_CATEGORY = `mutation($i: CreateFaqCategoryInput!) { createFaqCategory(createFaqCategoryInput: $i) ${FIELDS} }`;
const RENAME_CATEGORY = `mutation($i: UpdateFaqCategoryInput!) { updateFaqCategory(updateFaqCategoryInput: $i) ${FIELDS} }`;
const DELETE_CATEGORY = `mutation($id: ID!) { deleteFaqCategory(faqCategoryId: $id) ${FIELDS} }`;
const REORDER_CATEGORIES = `mutation($i: ReorderFaqCategoriesInput!) { reorderFaqCategories(reorderFaqCategoriesInput: $i) ${FIELDS} }`;
const CREATE_FAQ = `mutation($i: CreateFaqInput!) { createFaq(createFaqInput: $i) ${FIELDS} }`;
const UPDATE_FAQ = `mutation($i: UpdateFaqInput!) { updateFaq(updateFaqInput: $i) ${FIELDS} }`;
const MOVE_FAQ = `mutation($i: MoveFaqInput!) { moveFaq(moveFaqInput: $i) ${FIELDS} }`;
const DELETE_FAQ = `mutation($id: ID!) { deleteFaq(faqId: $id) ${FIELDS} }`;
const REORDER_FAQS = `mutation($i: ReorderFaqsInput!) { reorderFaqs(reorderFaqsInput: $i) ${FIELDS} }`;
const ADD_FROM_REGISTRY = `mutation($i: AddQuestionRegistryToFaqInput!) { addQuestionRegistryToFaq(addQuestionRegistryToFaqInput: $i) ${FIELDS} }`;

interface Faq {
  _id: string;
  question: string;
  answer: string;
  displayOrder: number;
  faqCategoryId: string;
}
interface Category {
  _id: string;
  categoryName: string;
  displayOrder: number;
  faqs: Faq[];
}
type Answer = Record<string, Category[]>;

/** A company and its admin, signed in, with helpers that answer the FAQ after each call. */
async function companyAdmin() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const { accessToken } = await signIn(t, admin.email, admin.password);
  const call = (query: string, variables: Record<string, unknown> = {}) =>
    gql<Answer>(t.app, query, variables, accessToken);
  const list = async () => (await call(LIST, { c: company.id })).data!.listFaqCategoryWithFaqs!;
  const addCategory = async (categoryName: string) =>
    (await call(CREATE_CATEGORY, { i: { categoryName } })).data!.createFaqCategory!.at(-1)!;
  const addFaq = async (faqCategoryId: string, question: string, answer = 'An answer.') =>
    (await call(CREATE_FAQ, { i: { faqCategoryId, question, answer } }))
      .data!.createFaq!.find((c) => c._id === faqCategoryId)!
      .faqs.at(-1)!;
  const registryItem = async (question: string, response: string, drafted = false) => {
    const [row] = await db
      .insert(questionRegistries)
      .values({ companyId: company.id, question, response, drafted })
      .returning({ id: questionRegistries.id });
    return row!.id;
  };
  return { db, admin, company, call, list, addCategory, addFaq, registryItem };
}

const names = (categories: Category[]) => categories.map((c) => c.categoryName);
const questions = (category: Category | undefined) => category?.faqs.map((f) => f.question);

describe('the FAQ', () => {
  it('lists categories in their order with their questions in order', async () => {
    const { addCategory, addFaq, list } = await companyAdmin();
    const dividends = await addCategory('Dividends');
    await addCategory('Meetings');
    await addFaq(dividends._id, 'When is the dividend paid?', 'In March and September.');
    await addFaq(dividends._id, 'Is there a reinvestment plan?', 'Yes.');
    const faq = await list();
    expect(names(faq)).toEqual(['Dividends', 'Meetings']);
    expect(faq.map((c) => c.displayOrder)).toEqual([1, 2]);
    expect(faq[0]!.faqs).toEqual([
      expect.objectContaining({
        question: 'When is the dividend paid?',
        answer: 'In March and September.',
        displayOrder: 1,
        faqCategoryId: dividends._id,
      }),
      expect.objectContaining({ question: 'Is there a reinvestment plan?', displayOrder: 2 }),
    ]);
    expect(faq[1]!.faqs).toEqual([]);
  });

  it('refuses another company’s id in listFaqCategoryWithFaqs', async () => {
    const { call } = await companyAdmin();
    const other = await companyAdmin();
    const answer = await call(LIST, { c: other.company.id });
    expect(answer.error?.code).toBe('FORBIDDEN');
  });

  it('refuses a category without a name, too long, or named twice whatever the case', async () => {
    const { call, addCategory, list } = await companyAdmin();
    await addCategory('Dividends');
    const blank = await call(CREATE_CATEGORY, { i: { categoryName: '   ' } });
    expect(blank.error).toEqual({ code: 'BAD_USER_INPUT', message: text.categoryNameRequired });
    const long = await call(CREATE_CATEGORY, { i: { categoryName: 'x'.repeat(101) } });
    expect(long.error?.message).toBe('The category name can be at most 100 characters.');
    const twice = await call(CREATE_CATEGORY, { i: { categoryName: 'DIVIDENDS' } });
    expect(twice.error).toEqual({ code: 'BAD_USER_INPUT', message: text.categoryNameTaken });
    expect(names(await list())).toEqual(['Dividends']);
  });

  it('refuses a question without a question or an answer', async () => {
    const { call, addCategory, list } = await companyAdmin();
    const category = await addCategory('Dividends');
    const noQuestion = await call(CREATE_FAQ, {
      i: { faqCategoryId: category._id, question: '', answer: 'Yes.' },
    });
    expect(noQuestion.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please provide a question.',
    });
    const noAnswer = await call(CREATE_FAQ, {
      i: { faqCategoryId: category._id, question: 'Why?', answer: ' ' },
    });
    expect(noAnswer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please provide an answer.',
    });
    expect((await list())[0]!.faqs).toEqual([]);
  });

  it('renames a category, edits a question and records the before and after', async () => {
    const { call, addCategory, addFaq, list, db, company } = await companyAdmin();
    const category = await addCategory('Dividends');
    const faq = await addFaq(category._id, 'When is it paid?', 'March.');
    await call(RENAME_CATEGORY, { i: { faqCategoryId: category._id, categoryName: 'Payouts' } });
    await call(UPDATE_FAQ, {
      i: { faqId: faq._id, question: 'When is it paid?', answer: 'April.' },
    });
    const [after] = await list();
    expect(after).toMatchObject({ categoryName: 'Payouts', faqs: [{ answer: 'April.' }] });
    const trail = await db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.companyId, company.id), eq(auditTrail.area, 'faq')));
    expect(trail.map((row) => row.action).sort()).toEqual([
      'faq-category.created',
      'faq-category.updated',
      'faq.created',
      'faq.updated',
    ]);
    expect(trail.find((row) => row.action === 'faq.updated')).toMatchObject({
      subjectType: 'faq',
      subjectId: faq._id,
      before: { answer: 'March.' },
      after: { answer: 'April.' },
    });
  });

  it('deletes a category with its questions and closes the gap in the order', async () => {
    const { call, addCategory, addFaq, list, db } = await companyAdmin();
    const first = await addCategory('Dividends');
    await addCategory('Meetings');
    await addFaq(first._id, 'When is it paid?');
    await call(DELETE_CATEGORY, { id: first._id });
    const faq = await list();
    expect(faq.map((c) => [c.categoryName, c.displayOrder])).toEqual([['Meetings', 1]]);
    expect(await db.select().from(faqs).where(eq(faqs.faqCategoryId, first._id))).toEqual([]);
  });

  it('edits a question and moves it to another category in one change', async () => {
    const { call, addCategory, addFaq, list } = await companyAdmin();
    const from = await addCategory('Dividends');
    const to = await addCategory('Meetings');
    const faq = await addFaq(from._id, 'Where is the AGM?', 'Perth.');
    const refused = await call(UPDATE_FAQ, {
      i: { faqId: faq._id, question: 'Where is the AGM held?', answer: '', faqCategoryId: to._id },
    });
    expect(refused.error?.code).toBe('BAD_USER_INPUT');
    expect(questions((await list())[0])).toEqual(['Where is the AGM?']);
    await call(UPDATE_FAQ, {
      i: {
        faqId: faq._id,
        question: 'Where is the AGM held?',
        answer: 'Perth.',
        faqCategoryId: to._id,
      },
    });
    const after = await list();
    expect(after.map(questions)).toEqual([[], ['Where is the AGM held?']]);
  });

  it('moves a question to the end of another category and deletes one', async () => {
    const { call, addCategory, addFaq, list } = await companyAdmin();
    const from = await addCategory('Dividends');
    const to = await addCategory('Meetings');
    const moving = await addFaq(from._id, 'Is there a reinvestment plan?');
    await addFaq(from._id, 'When is it paid?');
    await addFaq(to._id, 'Where is the AGM?');
    await call(MOVE_FAQ, { i: { faqId: moving._id, faqCategoryId: to._id } });
    let faq = await list();
    expect(faq[0]!.faqs.map((f) => [f.question, f.displayOrder])).toEqual([
      ['When is it paid?', 1],
    ]);
    expect(questions(faq[1])).toEqual(['Where is the AGM?', 'Is there a reinvestment plan?']);
    await call(DELETE_FAQ, { id: faq[1]!.faqs[0]!._id });
    faq = await list();
    expect(faq[1]!.faqs.map((f) => [f.question, f.displayOrder])).toEqual([
      ['Is there a reinvestment plan?', 1],
    ]);
  });

  describe('reordering', () => {
    it('puts the categories in the order sent', async () => {
      const { call, addCategory, list } = await companyAdmin();
      const a = await addCategory('Dividends');
      const b = await addCategory('Meetings');
      const c = await addCategory('Reports');
      const answer = await call(REORDER_CATEGORIES, {
        i: { faqCategoryIds: [c._id, a._id, b._id] },
      });
      expect(answer.error).toBeUndefined();
      expect(names(await list())).toEqual(['Reports', 'Dividends', 'Meetings']);
    });

    it('refuses a list missing a category, naming one twice or naming another company’s', async () => {
      const { call, addCategory, list } = await companyAdmin();
      const other = await companyAdmin();
      const foreign = await other.addCategory('Theirs');
      const a = await addCategory('Dividends');
      const b = await addCategory('Meetings');
      const missing = await call(REORDER_CATEGORIES, { i: { faqCategoryIds: [b._id] } });
      expect(missing.error).toEqual({ code: 'BAD_USER_INPUT', message: text.reorderMismatch });
      const twice = await call(REORDER_CATEGORIES, {
        i: { faqCategoryIds: [b._id, b._id, a._id] },
      });
      expect(twice.error).toEqual({ code: 'BAD_USER_INPUT', message: text.reorderDuplicate });
      const foreignList = await call(REORDER_CATEGORIES, {
        i: { faqCategoryIds: [b._id, a._id, foreign._id] },
      });
      expect(foreignList.error).toEqual({ code: 'NOT_FOUND', message: text.categoryNotFound });
      const empty = await call(REORDER_CATEGORIES, { i: { faqCategoryIds: [] } });
      expect(empty.error?.code).toBe('BAD_USER_INPUT');
      expect(names(await list())).toEqual(['Dividends', 'Meetings']);
      expect(names(await other.list())).toEqual(['Theirs']);
    });

    it('puts a category’s questions in the order sent, and refuses a question of another category', async () => {
      const { call, addCategory, addFaq, list } = await companyAdmin();
      const a = await addCategory('Dividends');
      const b = await addCategory('Meetings');
      const first = await addFaq(a._id, 'First?');
      const second = await addFaq(a._id, 'Second?');
      const elsewhere = await addFaq(b._id, 'Elsewhere?');
      const wrong = await call(REORDER_FAQS, {
        i: { faqCategoryId: a._id, faqIds: [second._id, elsewhere._id] },
      });
      expect(wrong.error).toEqual({ code: 'NOT_FOUND', message: text.faqNotFound });
      expect(questions((await list())[0])).toEqual(['First?', 'Second?']);
      await call(REORDER_FAQS, { i: { faqCategoryId: a._id, faqIds: [second._id, first._id] } });
      expect(questions((await list())[0])).toEqual(['Second?', 'First?']);
    });
  });

  describe('another company’s category', () => {
    it('is not found for a new question, a rename, a move or a delete, and nothing is written', async () => {
      const { call, addCategory, addFaq } = await companyAdmin();
      const other = await companyAdmin();
      const theirs = await other.addCategory('Theirs');
      const theirFaq = await other.addFaq(theirs._id, 'Their question?');
      const mine = await addFaq((await addCategory('Mine'))._id, 'My question?');
      const before = await other.list();
      const refusals = await Promise.all([
        call(CREATE_FAQ, { i: { faqCategoryId: theirs._id, question: 'Q?', answer: 'A.' } }),
        call(RENAME_CATEGORY, { i: { faqCategoryId: theirs._id, categoryName: 'Ours' } }),
        call(MOVE_FAQ, { i: { faqId: mine._id, faqCategoryId: theirs._id } }),
        call(DELETE_CATEGORY, { id: theirs._id }),
        call(UPDATE_FAQ, { i: { faqId: theirFaq._id, question: 'Q?', answer: 'A.' } }),
        call(DELETE_FAQ, { id: theirFaq._id }),
        call(DELETE_CATEGORY, { id: randomUUID() }),
        call(DELETE_CATEGORY, { id: 'not-an-id' }),
      ]);
      expect(refusals.map((r) => r.error?.code)).toEqual(Array(8).fill('NOT_FOUND'));
      expect(await other.list()).toEqual(before);
    });
  });

  describe('add to FAQ', () => {
    it('copies a registry question and its response to the end of the chosen category', async () => {
      const { call, addCategory, addFaq, registryItem, list } = await companyAdmin();
      const category = await addCategory('Meetings');
      await addFaq(category._id, 'Where is the AGM?');
      const itemId = await registryItem('Can I vote online?', 'Yes, through the share registry.');
      const answer = await call(ADD_FROM_REGISTRY, {
        i: { questionRegistryId: itemId, faqCategoryId: category._id },
      });
      expect(answer.error).toBeUndefined();
      expect((await list())[0]!.faqs.at(-1)).toMatchObject({
        question: 'Can I vote online?',
        answer: 'Yes, through the share registry.',
        displayOrder: 2,
      });
    });

    it('refuses another company’s registry question, a deleted one and a draft without a response', async () => {
      const { call, addCategory, registryItem, list, db } = await companyAdmin();
      const other = await companyAdmin();
      const category = await addCategory('Meetings');
      const foreignItem = await other.registryItem('Their question?', 'Their answer.');
      const deleted = await registryItem('Old?', 'Old answer.');
      await db
        .update(questionRegistries)
        .set({ deletedAt: new Date() })
        .where(eq(questionRegistries.id, deleted));
      const draft = await registryItem('Draft?', '', true);
      const add = (questionRegistryId: string) =>
        call(ADD_FROM_REGISTRY, { i: { questionRegistryId, faqCategoryId: category._id } });
      expect((await add(foreignItem)).error).toEqual({
        code: 'NOT_FOUND',
        message: text.registryItemNotFound,
      });
      expect((await add(deleted)).error?.code).toBe('NOT_FOUND');
      expect((await add(draft)).error).toEqual({
        code: 'BAD_USER_INPUT',
        message: text.registryItemHasNoResponse,
      });
      expect((await list())[0]!.faqs).toEqual([]);
    });

    it('refuses a category of another company for an own registry question', async () => {
      const { call, registryItem } = await companyAdmin();
      const other = await companyAdmin();
      const theirs = await other.addCategory('Theirs');
      const itemId = await registryItem('Can I vote online?', 'Yes.');
      const answer = await call(ADD_FROM_REGISTRY, {
        i: { questionRegistryId: itemId, faqCategoryId: theirs._id },
      });
      expect(answer.error?.code).toBe('NOT_FOUND');
      expect((await other.list())[0]!.faqs).toEqual([]);
    });
  });

  it('lets a viewer read it and change nothing', async () => {
    const { db, company, addCategory, list } = await companyAdmin();
    await addCategory('Dividends');
    const viewer = await makeUser(db);
    await addMember(db, company.id, viewer.id, 'viewer');
    const { accessToken } = await signIn(t, viewer.email, viewer.password);
    const read = await gql<Answer>(t.app, LIST, {}, accessToken);
    expect(names(read.data!.listFaqCategoryWithFaqs!)).toEqual(['Dividends']);
    const change = await gql(
      t.app,
      CREATE_CATEGORY,
      { i: { categoryName: 'Meetings' } },
      accessToken,
    );
    expect(change.error?.code).toBe('FORBIDDEN');
    expect(names(await list())).toEqual(['Dividends']);
  });

  it(`refuses a category beyond ${FAQ.maxCategories}`, async () => {
    const { call, company, db } = await companyAdmin();
    await db.insert(faqCategories).values(
      Array.from({ length: 50 }, (_, n) => ({
        companyId: company.id,
        categoryName: `Category ${n + 1}`,
        displayOrder: n + 1,
      })),
    );
    const answer = await call(CREATE_CATEGORY, { i: { categoryName: 'One more' } });
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A FAQ can have at most 50 categories.',
    });
  });

  it('is read for the public page by listPublicFaq, in order', async () => {
    const { call, addCategory, addFaq, company } = await companyAdmin();
    const a = await addCategory('Dividends');
    const b = await addCategory('Meetings');
    await addFaq(b._id, 'Where is the AGM?', 'In Perth.');
    await call(REORDER_CATEGORIES, { i: { faqCategoryIds: [b._id, a._id] } });
    const faq = await listPublicFaq(t.database.db, company.id);
    expect(faq.map((c) => [c.categoryName, questions(c)])).toEqual([
      ['Meetings', ['Where is the AGM?']],
      ['Dividends', []],
    ]);
  });
});
