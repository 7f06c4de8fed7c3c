/**
 * The FAQ page (spec screens §2 "/faq", entity "FAQ category"). The spec names the entity and
 * `listFaqCategoryWithFaqs` but shows no messages for it; the question's wording follows the
 * registry's ('Please provide a question.'), the rest is ours.
 */
export const faqMessages = {
  categoryNameRequired: 'Please provide a category name.', // (ours)
  categoryNameTooLong: (max: number) => `The category name can be at most ${max} characters.`, // (ours)
  categoryNameTaken: 'A category with this name already exists.', // (ours)
  questionRequired: 'Please provide a question.', // as the registry's
  questionTooLong: (max: number) => `The question can be at most ${max} characters.`, // (ours)
  answerRequired: 'Please provide an answer.', // (ours)
  answerTooLong: (max: number) => `The answer can be at most ${max} characters.`, // (ours)
  maxCategories: (n: number) => `A FAQ can have at most ${n} categories.`, // (ours)
  maxFaqs: (n: number) => `A category can hold at most ${n} questions.`, // (ours)
  categoryNotFound: 'This FAQ category no longer exists. Please refresh the page.', // (ours)
  faqNotFound: 'This FAQ question no longer exists. Please refresh the page.', // (ours)
  registryItemNotFound: 'This registry question no longer exists. Please refresh the page.', // (ours)
  registryItemHasNoResponse:
    'This question has no response yet. Add one in the question registry before adding it to the FAQ.', // (ours)
  reorderIdsRequired: 'Please send the order of every item.', // (ours)
  reorderDuplicate: 'Each item may appear only once in the order.', // (ours)
  reorderMismatch: 'The FAQ changed while you were moving it. Please try again.', // (ours)
  categoryCreated: 'Category added.', // (ours)
  categoryRenamed: 'Category renamed.', // (ours)
  categoryDeleted: 'Category deleted.', // (ours)
  faqCreated: 'Question added.', // (ours)
  faqUpdated: 'Question saved.', // (ours)
  faqDeleted: 'Question deleted.', // (ours)
  addedToFaq: (categoryName: string) => `Added to the FAQ under "${categoryName}".`, // (ours)
  deleteCategoryConfirm: (name: string, questions: number) =>
    questions === 0
      ? `Delete the category "${name}"?`
      : `Delete the category "${name}" and its ${questions === 1 ? 'question' : `${questions} questions`}? This cannot be undone.`, // (ours)
  deleteFaqConfirm: (question: string) => `Delete the question "${question}"?`, // (ours)
  none: 'No FAQ yet. Add a category, then the questions investors ask most.', // (ours)
  noneToRead: 'No FAQ yet.', // (ours)
  emptyCategory: 'No questions in this category yet.', // (ours)
  noMatches: (search: string) => `No questions match "${search}".`, // (ours)
  needCategory: 'Add a category first, then add questions to it.', // (ours)
  readOnly: 'You can read the FAQ; your role does not let you change it.', // (ours)
} as const;
