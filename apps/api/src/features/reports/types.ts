import { builder } from '../../graphql/builder';
import { pageMetaType } from '../../core/paging';
import type { ReportAnswerView, ReportQuestionView } from './presenters';
import type { BoardReportPage } from './service';

export const BoardReportInputType = builder.inputType('BoardReportInput', {
  description:
    'A board report’s period and questions: its first and last day (YYYY-MM-DD, both included, at most 5 years apart), status all (the default) or one board column (outstanding, drafted, resolved, archived), and the IANA zone whose days those are (Australia/Sydney when none).',
  fields: (t) => ({
    from: t.string(),
    to: t.string(),
    status: t.string(),
    timeZone: t.string(),
  }),
});

const ReportAnswerType = builder.objectRef<ReportAnswerView>('BoardReportAnswer').implement({
  description: 'A team reply sent to the investor.',
  fields: (t) => ({
    content: t.exposeString('content'),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
    responderName: t.exposeString('responderName'),
  }),
});

const ReportQuestionType = builder.objectRef<ReportQuestionView>('BoardReportQuestion').implement({
  description: 'A question of the report, with who asked, its column, status and answers.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    subject: t.exposeString('subject', { nullable: true }),
    question: t.exposeString('question'),
    askedBy: t.exposeString('askedBy'),
    isGuest: t.exposeBoolean('isGuest'),
    askedAt: t.expose('askedAt', { type: 'DateTime' }),
    boardStatus: t.exposeString('boardStatus'),
    status: t.exposeString('status'),
    categories: t.exposeStringList('categories'),
    answers: t.field({ type: [ReportAnswerType], resolve: (q) => q.answers }),
  }),
});

const ReportPageMetaType = pageMetaType('BoardReportPageMeta');

export const BoardReportPageType = builder.objectRef<BoardReportPage>('BoardReportPage').implement({
  fields: (t) => ({
    meta: t.field({ type: ReportPageMetaType, resolve: (p) => p.meta }),
    questionsPerPage: t.exposeInt('questionsPerPage', {
      description: 'Questions on each page of the PDF.',
    }),
    reportPages: t.exposeInt('reportPages', {
      description:
        'The PDF’s pages for the whole period: ceil(totalItems / questionsPerPage), at least 1.',
    }),
    items: t.field({ type: [ReportQuestionType], resolve: (p) => p.items }),
  }),
});
