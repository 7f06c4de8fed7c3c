import { messages } from '@quorum/shared';
import type { BoardStatus, EnquiryStatus } from '@quorum/shared';
import type { ReportRow } from './repo';

export interface ReportAnswerView {
  content: string;
  sentAt: Date;
  responderName: string;
}

/** A question as the report shows it: who asked, when, its column and status, its answers. */
export interface ReportQuestionView {
  _id: string;
  subject: string | null;
  question: string;
  askedBy: string;
  isGuest: boolean;
  askedAt: Date;
  boardStatus: BoardStatus;
  status: EnquiryStatus;
  categories: string[];
  answers: ReportAnswerView[];
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ');

export function reportQuestionView(row: ReportRow): ReportQuestionView {
  return {
    _id: row.id,
    subject: row.subject,
    question: row.question,
    askedBy: row.askerDeleted
      ? messages.board.deletedUserName
      : fullName(row.askerFirstName, row.askerLastName),
    isGuest: row.isGuest,
    askedAt: row.createdAt,
    boardStatus: row.boardStatus,
    status: row.status,
    categories: row.categories,
    answers: row.answers.map((answer) => ({
      content: answer.content,
      sentAt: new Date(answer.sentAt),
      responderName: fullName(answer.firstName, answer.lastName),
    })),
  };
}
