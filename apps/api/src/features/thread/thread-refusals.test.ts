import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { questionRegistries } from '../../db/schema';
import { uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { SAMPLE_ATTACHMENTS } from '../uploads/sample-attachments';
import {
  attachReplyFile,
  countEmailsTo,
  enquiryRow,
  insertEnquiry,
  reply,
  storedReplies,
  makeTeam,
} from './testing/thread-test-kit';
import type { Team } from './testing/thread-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t, 'Swan River Gold Ltd');
  theirs = await makeTeam(t);
});

const attach = (token: string, filename?: string) => attachReplyFile(t, token, filename);
const emailsTo = (address: string) => countEmailsTo(t, address);

describe('refusing a reply', () => {
  it('refuses an empty reply and writes nothing', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await reply(t, ours.admin, { enquiryId: enquiry.id, content: '   ' });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.replyRequired });
    expect(await storedReplies(t, enquiry.id)).toHaveLength(0);
    expect((await enquiryRow(t, enquiry.id)).boardStatus).toBe('outstanding');
  });

  it('refuses a sixth attachment and writes nothing', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const keys = [];
    for (let n = 1; n <= 6; n++) keys.push(await attach(ours.admin, `page-${n}.pdf`));
    const answer = await reply(t, ours.admin, {
      enquiryId: enquiry.id,
      content: 'See attached.',
      attachments: keys,
    });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.tooManyAttachments });
    expect(await storedReplies(t, enquiry.id)).toHaveLength(0);
    expect(await emailsTo(enquiry.guestEmail!)).toBe(0);
  });

  it.each([
    ['an unknown key', async () => 'no-such-file.pdf'],
    ["another company's upload", async () => attach(theirs.admin)],
    [
      'a recording offered as an attachment',
      async () =>
        (
          await uploadFile(
            t.app,
            'enquiry-audio',
            { ...SAMPLE_ATTACHMENTS.mp3, filename: 'answer.mp3' },
            ours.admin,
          )
        ).body.key!,
    ],
  ])('refuses %s as an attachment and writes nothing', async (_case, keyOf) => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await reply(t, ours.admin, {
      enquiryId: enquiry.id,
      content: 'See attached.',
      attachments: [await keyOf()],
    });
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.uploads.unknownFile,
    });
    expect(await storedReplies(t, enquiry.id)).toHaveLength(0);
    expect(await emailsTo(enquiry.guestEmail!)).toBe(0);
  });

  it('refuses an attachment offered as the voice reply', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await reply(t, ours.admin, {
      enquiryId: enquiry.id,
      audio: await attach(ours.admin),
    });
    expect(answer.error?.message).toBe(messages.uploads.unknownFile);
    expect(await storedReplies(t, enquiry.id)).toHaveLength(0);
  });

  it("refuses a reply to another company's enquiry and changes nothing there", async () => {
    const enquiry = await insertEnquiry(t, theirs.companyId);
    for (const draft of [false, true]) {
      const answer = await reply(t, ours.admin, {
        enquiryId: enquiry.id,
        content: 'Not ours to answer.',
        draft,
      });
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    expect(await storedReplies(t, enquiry.id)).toHaveLength(0);
    expect(await enquiryRow(t, enquiry.id)).toMatchObject({
      boardStatus: 'outstanding',
      status: 'outstanding',
      respondedAt: null,
    });
    expect(await emailsTo(enquiry.guestEmail!)).toBe(0);
  });

  it('refuses a viewer, who may read the thread but not write to it', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await reply(t, ours.viewer, { enquiryId: enquiry.id, content: 'Hello' });
    expect(answer.error?.code).toBe('FORBIDDEN');
    expect(await storedReplies(t, enquiry.id)).toHaveLength(0);
  });
});

describe('adding the question to the registry', () => {
  const ADD = `mutation Add($i: AddQuestionRegistryInput!) {
    addQuestionRegistry(addQuestionRegistryInput: $i) { message questionRegistry { _id question } }
  }`;
  const entry = {
    question: 'When is the record date for the interim dividend?',
    response: 'The record date is 1 March.',
  };
  const registryCount = async (companyId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(questionRegistries)
      .where(eq(questionRegistries.companyId, companyId));
    return row!.n;
  };

  it('marks the enquiry it came from, with the new registry question', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await gql(t.app, ADD, { i: { ...entry, enquiryId: enquiry.id } }, ours.editor);
    expect(answer.error).toBeUndefined();
    expect((await enquiryRow(t, enquiry.id)).addedToRegistry).toBe(true);
  });

  it("refuses another company's enquiry and adds nothing", async () => {
    const enquiry = await insertEnquiry(t, theirs.companyId);
    const before = await registryCount(ours.companyId);
    for (const enquiryId of [enquiry.id, 'not-an-id']) {
      const answer = await gql(t.app, ADD, { i: { ...entry, enquiryId } }, ours.admin);
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    expect(await registryCount(ours.companyId)).toBe(before);
    expect((await enquiryRow(t, enquiry.id)).addedToRegistry).toBe(false);
  });
});
