// Duplicate questions in the API: a question's open duplicates with their askers, and what
// "answer all" did.
import { builder } from '../../graphql/builder';

export interface SimilarQuestion {
  id: string;
  subject: string | null;
  question: string;
  askerName: string;
  isGuest: boolean;
  similarity: number;
  createdAt: Date;
}

export const SimilarQuestionType = builder.objectRef<SimilarQuestion>('SimilarQuestion').implement({
  description: 'An open question of the board that asks the same thing as another.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    subject: t.exposeString('subject', { nullable: true }),
    question: t.exposeString('question'),
    askerName: t.exposeString('askerName', {
      description: 'The guest’s or investor’s name, as the board shows it.',
    }),
    isGuest: t.exposeBoolean('isGuest'),
    similarity: t.exposeFloat('similarity', {
      description: 'How alike the two questions are, 0 to 1 (at least the duplicate threshold).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export interface AnsweredQuestions {
  answered: number;
  enquiryIds: string[];
}

export const AnsweredQuestionsType = builder
  .objectRef<AnsweredQuestions>('AnsweredQuestions')
  .implement({
    fields: (t) => ({
      answered: t.exposeInt('answered', { description: 'How many askers were sent the reply.' }),
      enquiryIds: t.exposeIDList('enquiryIds'),
    }),
  });
