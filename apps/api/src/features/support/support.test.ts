import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { outboxEmails, supportMessages } from '../../db/schema';
import { addMember, lastEmailTo, makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { listSupportMessages } from './repo';

const SUPPORT = `support-${randomUUID().slice(0, 8)}@quorum.example`;
const t = useTestApp({ supportEmail: SUPPORT });
const text = messages.feedback;

const FEEDBACK = `mutation($c: ID, $t: String, $d: String, $a: String) {
  submitFeedback(companyId: $c, title: $t, description: $d, attachment: $a) { message } }`;
const CONTACT = `mutation($s: String, $m: String) { sendMessageToQuorum(subject: $s, message: $m) { message } }`;

/** A company with its creator and a viewer, both signed in. */
async function company() {
  const db = t.database.db;
  const creator = await makeUser(db);
  const row = await makeCompany(db, creator.id, { name: `Swan River ${randomUUID().slice(0, 4)}` });
  const viewer = await makeUser(db);
  await addMember(db, row.id, viewer.id, 'viewer');
  const as = async (person: { email: string; password: string }) => {
    const { accessToken } = await signIn(t, person.email, person.password);
    return {
      token: accessToken,
      feedback: (variables: Record<string, unknown>) =>
        gql<{ submitFeedback: { message: string } }>(t.app, FEEDBACK, variables, accessToken),
      contact: (variables: Record<string, unknown>) =>
        gql<{ sendMessageToQuorum: { message: string } }>(t.app, CONTACT, variables, accessToken),
    };
  };
  return { row, creator, viewer, as };
}

const messagesOf = (companyId: string) =>
  t.database.db.select().from(supportMessages).where(eq(supportMessages.companyId, companyId));

describe('Give feedback', () => {
  it('is kept and emailed to the support address, saying whom to answer', async () => {
    const { row, viewer, as } = await company();
    const answer = await (
      await as(viewer)
    ).feedback({ c: row.id, t: 'Board speed', d: 'The board takes ten seconds to load.' });
    expect(answer.data?.submitFeedback.message).toBe('Feedback has been submitted');

    expect(await messagesOf(row.id)).toEqual([
      expect.objectContaining({
        kind: 'feedback',
        userId: viewer.id,
        subject: 'Board speed',
        body: 'The board takes ten seconds to load.',
        attachmentKey: null,
      }),
    ]);
    const mail = await lastEmailTo(t.database.db, SUPPORT);
    expect(mail?.subject).toBe(`Feedback from ${row.legalBusinessName}: Board speed`);
    expect(mail?.textBody).toContain(`<${viewer.email}>`);
    expect(mail?.textBody).toContain(`Please answer ${viewer.email} directly`);
    expect(mail?.textBody).toContain('The board takes ten seconds to load.');
  });

  it('refuses a missing reason or description in the spec’s words, and sends nothing', async () => {
    const { row, creator, as } = await company();
    const me = await as(creator);
    const noReason = await me.feedback({ t: '  ', d: 'Something' });
    expect(noReason.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Reason is required' });
    const noDescription = await me.feedback({ t: 'Something' });
    expect(noDescription.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Description is required',
    });
    expect(await messagesOf(row.id)).toEqual([]);
  });

  it('carries the sender’s uploaded file as a link support can open', async () => {
    const { row, creator, as } = await company();
    const me = await as(creator);
    const upload = await uploadFile(
      t.app,
      'feedback-attachment',
      { bytes: TINY_PNG, filename: 'board.png' },
      me.token,
    );
    expect(upload.status).toBe(201);
    const answer = await me.feedback({ t: 'Board', d: 'See the picture.', a: upload.body.key });
    expect(answer.data?.submitFeedback.message).toBe(text.submitted);

    expect((await messagesOf(row.id))[0]?.attachmentKey).toBe(upload.body.key);
    const mail = await lastEmailTo(t.database.db, SUPPORT);
    expect(mail?.textBody).toContain('Attachment: board.png.');
    const link = new RegExp(`${t.config.appUrl}(/files/${upload.body.key}\\?[^\\s"]+)`).exec(
      mail!.textBody,
    )?.[1];
    expect(link).toBeTruthy();
    const file = await t.app.inject({ method: 'GET', url: link! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a file someone else uploaded, as an unknown file, and keeps nothing', async () => {
    const { row, creator, viewer, as } = await company();
    const colleague = await as(viewer);
    const theirs = await uploadFile(
      t.app,
      'feedback-attachment',
      { bytes: TINY_PNG, filename: 'theirs.png' },
      colleague.token,
    );
    const answer = await (
      await as(creator)
    ).feedback({ t: 'Board', d: 'See the picture.', a: theirs.body.key });
    expect(answer.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.uploads.unknownFile,
    });
    expect(await messagesOf(row.id)).toEqual([]);
  });

  it('refuses a company id that is not the session’s', async () => {
    const { row, creator, as } = await company();
    const other = await company();
    const answer = await (
      await as(creator)
    ).feedback({ c: other.row.id, t: 'Board', d: 'Faster.' });
    expect(answer.error?.code).toBe('FORBIDDEN');
    expect(await messagesOf(row.id)).toEqual([]);
    expect(await messagesOf(other.row.id)).toEqual([]);
  });
});

describe('Contact', () => {
  it('keeps the message and emails it with its subject to the support address', async () => {
    const { row, creator, as } = await company();
    const answer = await (
      await as(creator)
    ).contact({ s: 'Yearly billing', m: 'Can we pay for a year at once?' });
    expect(answer.data?.sendMessageToQuorum.message).toBe(text.messageSent);
    expect(await messagesOf(row.id)).toEqual([
      expect.objectContaining({ kind: 'contact', subject: 'Yearly billing' }),
    ]);
    const mail = await lastEmailTo(t.database.db, SUPPORT);
    expect(mail?.subject).toBe(`Message from ${row.legalBusinessName}: Yearly billing`);
    expect(mail?.textBody).toContain('Subject: Yearly billing');
    expect(mail?.companyId).toBe(row.id);
  });

  it('refuses an empty subject or message', async () => {
    const { row, creator, as } = await company();
    const me = await as(creator);
    expect((await me.contact({ s: '', m: 'Hello' })).error?.message).toBe(text.subjectRequired);
    expect((await me.contact({ s: 'Hello' })).error?.message).toBe(text.messageRequired);
    expect(await messagesOf(row.id)).toEqual([]);
  });

  it('lets one person send 10 messages an hour, then asks them to wait', async () => {
    const { row, creator, as } = await company();
    const me = await as(creator);
    for (let sent = 0; sent < 10; sent++)
      expect((await me.contact({ s: `Question ${sent}`, m: 'Hello' })).error).toBeUndefined();
    const eleventh = await me.contact({ s: 'One more', m: 'Hello' });
    expect(eleventh.error?.code).toBe('TOO_MANY_REQUESTS');
    expect(await messagesOf(row.id)).toHaveLength(10);
    const queued = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.companyId, row.id));
    expect(queued).toHaveLength(10);
  });
});

describe('the operator’s listing', () => {
  it('shows the newest messages first with the sender’s address and company', async () => {
    const { row, creator, as } = await company();
    const me = await as(creator);
    await me.contact({ s: 'First', m: 'One' });
    await me.feedback({ t: 'Second', d: 'Two' });
    const listed = (await listSupportMessages(t.database.db, 500)).filter(
      (message) => message.companyName === row.legalBusinessName,
    );
    expect(listed.map((m) => [m.kind, m.subject, m.senderEmail])).toEqual([
      ['feedback', 'Second', creator.email],
      ['contact', 'First', creator.email],
    ]);
  });
});
