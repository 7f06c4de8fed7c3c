// The answer to a guest's question, by email (spec issue 5: "when staff reply, the investor gets the
// answer by email"). A guest asked through the web form and has no app to read the thread in, so
// the email carries the whole answer: their question quoted, the reply, and its files as links.
import { Link, Section, Text } from '@react-email/components';
import { EmailFrame, Paragraphs } from './frame';
import type { EmailContent } from './render';
import { renderEmail } from './render';

/**
 * How long the file links in the email work. The signed addresses the dashboard uses last an hour,
 * as its pages refetch them; an email is read days later and cannot refetch, so its links get a
 * month, and the email says so and whom to ask afterwards. (ours)
 */
export const EMAILED_FILE_LINK_DAYS = 30;

export interface ReplyEmailFile {
  name: string;
  url: string;
}

export interface GuestReply {
  companyName: string;
  firstName: string | null;
  question: string;
  answer: string;
  attachments: ReplyEmailFile[];
  /** The signed address of a voice reply. */
  audioUrl: string | null;
}

/** The email's words, shared by its HTML and its plain text. */
function wordsOf(reply: GuestReply) {
  const files = [
    ...reply.attachments,
    ...(reply.audioUrl ? [{ name: 'Voice reply', url: reply.audioUrl }] : []),
  ];
  return {
    files,
    greeting: `Hi ${reply.firstName?.trim() || 'there'},`,
    intro: `${reply.companyName} has answered the question you asked:`,
    filesNote: `The links below work for ${EMAILED_FILE_LINK_DAYS} days. After that, please contact ${reply.companyName} for a copy.`,
    closing: `Replies to this email are not read. To ask ${reply.companyName} something else, please use the question form on their website again.`,
    answer: reply.answer || (reply.audioUrl ? 'Please listen to the voice reply below.' : ''),
  };
}

function plainText(reply: GuestReply, words: ReturnType<typeof wordsOf>) {
  const quoted = reply.question
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const fileLines = words.files.map((file) => `- ${file.name}: ${file.url}`).join('\n');
  return [
    words.greeting,
    words.intro,
    quoted,
    'Their answer:',
    words.answer,
    ...(words.files.length ? [words.filesNote, fileLines] : []),
    words.closing,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function guestReplyEmail(reply: GuestReply): Promise<EmailContent> {
  const words = wordsOf(reply);
  return renderEmail({
    subject: `${reply.companyName} has answered your question`,
    text: plainText(reply, words),
    body: (
      <EmailFrame heading={reply.companyName} footer={{ text: words.closing }}>
        <Paragraphs lines={[words.greeting, words.intro]} />
        <Section
          style={{
            margin: '0 0 16px',
            padding: '8px 16px',
            borderLeft: '4px solid #ced4da',
            color: '#495057',
          }}
        >
          <Text style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{reply.question}</Text>
        </Section>
        <Paragraphs lines={['Their answer:', ...(words.answer ? [words.answer] : [])]} />
        {words.files.length ? (
          <>
            <Paragraphs lines={[words.filesNote]} />
            <ul>
              {words.files.map((file) => (
                <li key={file.url}>
                  <Link href={file.url}>{file.name}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </EmailFrame>
    ),
  });
}
