/** Duplicate questions (issue 17): a card's count, a question's duplicates, and "answer all". */
import { builder } from '../../graphql/builder';
import { BoardEnquiryType, editBoard, viewBoard } from '../board';
import { openDuplicateCount } from './duplicate-counts';
import * as duplicates from './service';
import { AnsweredQuestionsType, SimilarQuestionType } from './types';

builder.objectField(BoardEnquiryType, 'similarQuestionCount', (t) =>
  t.int({
    description:
      'How many other open questions ask the same thing; 0 unless this question is itself open (Outstanding).',
    resolve: (enquiry, _args, ctx) =>
      enquiry.boardStatus === 'outstanding'
        ? openDuplicateCount(ctx, ctx.deps.db, enquiry.companyId, enquiry.id)
        : 0,
  }),
);

const AnswerSimilarQuestionsInput = builder.inputType('AnswerSimilarQuestionsInput', {
  fields: (t) => ({
    enquiryIds: t.idList({ required: true }),
    content: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  getSimilarQuestions: t.field({
    type: [SimilarQuestionType],
    description:
      'The open (Outstanding) questions that ask the same thing as this one, most alike first.',
    authScopes: viewBoard,
    args: { enquiryId: t.arg.id({ required: true }) },
    resolve: (_root, { enquiryId }, ctx) =>
      duplicates.listSimilarQuestions(ctx.deps, ctx.requireMember(), enquiryId),
  }),
}));

builder.mutationFields((t) => ({
  answerSimilarQuestions: t.field({
    type: AnsweredQuestionsType,
    description:
      'Sends one reply to each question’s asker in their own thread, as a single reply would, and resolves each; all or none.',
    authScopes: editBoard,
    args: { input: t.arg({ type: AnswerSimilarQuestionsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      duplicates.answerAll(ctx.deps, ctx.requireMember(), {
        enquiryIds: input.enquiryIds.map(String),
        content: input.content,
      }),
  }),
}));
