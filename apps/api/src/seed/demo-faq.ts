import type { Db } from '../db/client';
import { faqCategories, faqs } from '../db/schema';

/**
 * The FAQ investors of Demo Resources Ltd (a Perth copper and gold explorer) read first: a few
 * categories, each with its questions in order.
 */
const DEMO_FAQ = [
  {
    categoryName: 'Shares and dividends',
    faqs: [
      {
        question: 'Does Demo Resources pay a dividend?',
        answer:
          'Not yet. As an explorer and developer we reinvest our cash in the Red Hill project. ' +
          'The Board will review the dividend policy once the project is in production.',
      },
      {
        question: 'How do I update my address or bank details?',
        answer:
          'Our share registry keeps shareholdings on our behalf. Log in to its investor centre ' +
          'with your SRN or HIN, or call the number on your holding statement.',
      },
    ],
  },
  {
    categoryName: 'Meetings',
    faqs: [
      {
        question: 'When is the Annual General Meeting?',
        answer:
          'Our AGM is held each November in Perth and online. The notice of meeting is ' +
          'released to the ASX at least 28 days before.',
      },
      {
        question: 'Can I vote if I cannot attend?',
        answer:
          'Yes. Lodge a proxy form with the share registry by the deadline in the notice of ' +
          'meeting, or vote online during the meeting.',
      },
    ],
  },
  {
    categoryName: 'Red Hill project',
    faqs: [
      {
        question: 'Where is the Red Hill project?',
        answer: 'In the Pilbara region of Western Australia, about 80 km south of Port Hedland.',
      },
    ],
  },
];

export async function seedDemoFaq(tx: Db, companyId: string, userId: string) {
  for (const [index, category] of DEMO_FAQ.entries()) {
    const [row] = await tx
      .insert(faqCategories)
      .values({ companyId, categoryName: category.categoryName, displayOrder: index + 1 })
      .returning({ id: faqCategories.id });
    await tx.insert(faqs).values(
      category.faqs.map((faq, place) => ({
        companyId,
        faqCategoryId: row!.id,
        ...faq,
        displayOrder: place + 1,
        createdBy: userId,
      })),
    );
  }
}
