// The board report as a PDF, drawn with pdfkit page by page as the questions are read: the
// document is itself the stream the route sends, and pdfkit writes each page out when the next
// begins, so a long report is never held whole. Every page has the same frame (the logo, the
// company, the period, "Page n of N") and exactly BOARD_REPORT_QUESTIONS_PER_PAGE slots of one
// height, so a report of n questions has ceil(n / N) pages. Text longer than its slot is cut
// with an ellipsis rather than spilling onto a page of its own.
import PDFDocument from 'pdfkit';
import {
  BOARD_COLUMN_TITLES,
  BOARD_REPORT_QUESTIONS_PER_PAGE,
  ENQUIRY_STATUS_LABELS,
  messages,
} from '@quorum/shared';
import type { BoardReport } from './service';
import type { ReportQuestionView } from './presenters';

const text = messages.reports;
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const HEADER_BOTTOM = 118;
const FOOTER_TOP = A4.height - 44;
const SLOT = (FOOTER_TOP - HEADER_BOTTOM) / BOARD_REPORT_QUESTIONS_PER_PAGE;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

/** A day as the report prints it, in the report's zone: "3 Mar 2026". */
function dayFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  return (date: Date) => format.format(date);
}

/** "2026-03-01" as "1 Mar 2026" (a calendar day, no zone of its own). */
const calendarDay = (day: string) => dayFormat('UTC')(new Date(`${day}T00:00:00Z`));

/** Starts drawing and answers the document, a readable stream of the PDF's bytes. */
export function boardReportPdf(report: BoardReport): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${text.title} – ${report.companyName}`, Author: report.companyName },
  });
  draw(doc, report).catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}

async function draw(doc: PDFKit.PDFDocument, report: BoardReport) {
  const day = dayFormat(report.input.timeZone);
  let page = 0;
  let slot = 0;
  const newPage = () => {
    page += 1;
    slot = 0;
    doc.addPage();
    frame(doc, report, page);
  };
  newPage();
  if (report.total === 0)
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(text.none, MARGIN, HEADER_BOTTOM + 16);
  let number = 0;
  for await (const question of report.questions()) {
    if (slot === BOARD_REPORT_QUESTIONS_PER_PAGE) newPage();
    number += 1;
    drawQuestion(doc, question, number, HEADER_BOTTOM + slot * SLOT, day);
    slot += 1;
  }
  doc.end();
}

function frame(doc: PDFKit.PDFDocument, report: BoardReport, page: number) {
  let left = MARGIN;
  if (report.logo) {
    doc.image(report.logo, MARGIN, MARGIN - 6, { fit: [96, 44] });
    left = MARGIN + 108;
  }
  const width = A4.width - MARGIN - left;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK);
  doc.text(report.companyName, left, MARGIN - 4, { width, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(text.title, left, MARGIN + 16, { width, lineBreak: false });
  const { from, to, status } = report.input;
  const included = status === 'all' ? text.allQuestions : BOARD_COLUMN_TITLES[status];
  doc.text(
    `${text.period(calendarDay(from), calendarDay(to))} · ${text.included(included)}`,
    left,
    MARGIN + 30,
    { width, lineBreak: false, ellipsis: true },
  );
  doc
    .moveTo(MARGIN, HEADER_BOTTOM - 12)
    .lineTo(A4.width - MARGIN, HEADER_BOTTOM - 12)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  // The footer sits in the bottom margin: pdfkit would start a new page for text written there.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(text.pageOf(page, report.pages), MARGIN, A4.height - 30, {
    width: WIDTH,
    align: 'right',
    lineBreak: false,
  });
  doc.text(report.companyName, MARGIN, A4.height - 30, { width: WIDTH / 2, lineBreak: false });
  doc.page.margins.bottom = bottom;
}

function drawQuestion(
  doc: PDFKit.PDFDocument,
  question: ReportQuestionView,
  number: number,
  top: number,
  day: (date: Date) => string,
) {
  const bottom = top + SLOT - 10;
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
  const heading = question.subject ? `${number}. ${question.subject}` : `${number}.`;
  doc.text(heading, MARGIN, top, { width: WIDTH, lineBreak: false, ellipsis: true });
  const asker = question.isGuest
    ? `${question.askedBy} (${messages.board.guestLabel})`
    : question.askedBy;
  const details = [
    `${text.askedBy} ${asker}`,
    day(question.askedAt),
    `${BOARD_COLUMN_TITLES[question.boardStatus]} (${ENQUIRY_STATUS_LABELS[question.status]})`,
    question.categories.length ? question.categories.join(', ') : text.uncategorised,
  ].join(' · ');
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(details, MARGIN, doc.y + 2, { width: WIDTH, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  doc.text(question.question, MARGIN, doc.y + 4, { width: WIDTH, height: 36, ellipsis: true });
  const answerTop = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(text.answer, MARGIN, answerTop);
  const answers = question.answers.length
    ? question.answers.map((a) => `${a.responderName}, ${day(a.sentAt)}: ${a.content}`).join('\n')
    : text.noAnswer;
  doc.font(question.answers.length ? 'Helvetica' : 'Helvetica-Oblique').fontSize(9);
  doc.text(answers, MARGIN, doc.y + 1, {
    width: WIDTH,
    height: Math.max(12, bottom - doc.y - 1),
    ellipsis: true,
  });
  doc
    .moveTo(MARGIN, top + SLOT - 6)
    .lineTo(A4.width - MARGIN, top + SLOT - 6)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}
