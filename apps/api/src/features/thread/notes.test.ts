import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOARD_LIMITS, messages } from '@quorum/shared';
import { companyMembers, enquiryNoteEdits, enquiryNotes } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { GET_NOTE, LOCK_NOTE, SAVE_NOTE, insertEnquiry, makeTeam } from './testing/thread-test-kit';
import type { NoteView, Team } from './testing/thread-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;

type SaveData = { createUpdateEnquiryNotes: NoteView };
type LockData = { lockUnlockNotes: NoteView };

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

const save = (token: string, id: string, d: string) =>
  gql<SaveData>(t.app, SAVE_NOTE, { id, d }, token);
const lock = (token: string, id: string, locked: boolean) =>
  gql<LockData>(t.app, LOCK_NOTE, { id, locked }, token);
const read = (token: string, id: string) =>
  gql<{ getNote: NoteView | null }>(t.app, GET_NOTE, { id }, token);

async function storedNote(enquiryId: string) {
  const [note] = await t.database.db
    .select()
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, enquiryId));
  return note;
}

async function storedVersions(enquiryId: string) {
  const note = await storedNote(enquiryId);
  if (!note) return [];
  const rows = await t.database.db
    .select({ editedText: enquiryNoteEdits.editedText })
    .from(enquiryNoteEdits)
    .where(eq(enquiryNoteEdits.noteId, note.id));
  return rows.map((row) => row.editedText);
}

describe('the internal note', () => {
  it('is null until someone writes one', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await read(ours.viewer, enquiry.id);
    expect(answer.error).toBeUndefined();
    expect(answer.data!.getNote).toBeNull();
  });

  it('keeps every saved version, naming who wrote it', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    await save(ours.admin, enquiry.id, 'Check the share register.');
    const second = await save(ours.editor, enquiry.id, 'Checked: holder since 2019.');
    expect(second.error).toBeUndefined();
    expect(second.data!.createUpdateEnquiryNotes).toMatchObject({
      description: 'Checked: holder since 2019.',
      createdBy: { _id: ours.adminId },
      editedBy: { _id: ours.editorId },
      editedTexts: [
        { editedText: 'Check the share register.', editedBy: { _id: ours.adminId } },
        { editedText: 'Checked: holder since 2019.', editedBy: { _id: ours.editorId } },
      ],
    });
    const seen = await read(ours.viewer, enquiry.id);
    expect(seen.data!.getNote!.description).toBe('Checked: holder since 2019.');
  });

  it('refuses a note over the length limit and writes nothing', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const answer = await save(ours.admin, enquiry.id, 'x'.repeat(BOARD_LIMITS.noteMaxLength + 1));
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.noteTooLong(BOARD_LIMITS.noteMaxLength),
    });
    expect(await storedNote(enquiry.id)).toBeUndefined();
  });

  it("refuses another company's enquiry and writes nothing there", async () => {
    const enquiry = await insertEnquiry(t, theirs.companyId);
    const saved = await save(ours.admin, enquiry.id, 'Not ours.');
    expect(saved.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    const locked = await lock(ours.admin, enquiry.id, true);
    expect(locked.error?.code).toBe('NOT_FOUND');
    expect((await read(ours.admin, enquiry.id)).error?.code).toBe('NOT_FOUND');
    expect(await storedNote(enquiry.id)).toBeUndefined();
  });

  it('refuses a viewer, who may read the note but not change it', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    expect((await save(ours.viewer, enquiry.id, 'Hello')).error?.code).toBe('FORBIDDEN');
    expect(await storedNote(enquiry.id)).toBeUndefined();
  });
});

describe('locking the note', () => {
  it('lets only the person who locked it change or unlock it', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    await save(ours.editor, enquiry.id, 'Draft answer agreed with the CFO.');
    const locked = await lock(ours.editor, enquiry.id, true);
    expect(locked.data!.lockUnlockNotes).toMatchObject({
      locked: true,
      lockedBy: { _id: ours.editorId, firstName: 'Test', lastName: 'Person' },
    });

    const refusal = { code: 'CONFLICT', message: text.noteLocked('Test Person') };
    expect((await save(ours.admin, enquiry.id, 'Overwritten')).error).toEqual(refusal);
    expect((await lock(ours.admin, enquiry.id, false)).error).toEqual(refusal);
    expect(await storedNote(enquiry.id)).toMatchObject({
      description: 'Draft answer agreed with the CFO.',
      locked: true,
      lockedBy: ours.editorId,
    });
    expect(await storedVersions(enquiry.id)).toEqual(['Draft answer agreed with the CFO.']);

    expect((await save(ours.editor, enquiry.id, 'Final wording.')).error).toBeUndefined();
    const unlocked = await lock(ours.editor, enquiry.id, false);
    expect(unlocked.data!.lockUnlockNotes).toMatchObject({ locked: false, lockedBy: null });
    expect((await save(ours.admin, enquiry.id, 'Sent.')).error).toBeUndefined();
  });

  it('can be locked before anything is written', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const locked = await lock(ours.admin, enquiry.id, true);
    expect(locked.data!.lockUnlockNotes).toMatchObject({ description: '', locked: true });
    expect((await save(ours.editor, enquiry.id, 'Mine now')).error?.code).toBe('CONFLICT');
  });

  it('lapses when the person who locked it leaves the team', async () => {
    const team = await makeTeam(t);
    const enquiry = await insertEnquiry(t, team.companyId);
    await lock(team.editor, enquiry.id, true);
    await t.database.db
      .delete(companyMembers)
      .where(
        and(eq(companyMembers.companyId, team.companyId), eq(companyMembers.userId, team.editorId)),
      );
    expect((await read(team.admin, enquiry.id)).data!.getNote).toMatchObject({
      locked: false,
      lockedBy: null,
    });
    const saved = await save(team.admin, enquiry.id, 'Picked up by the admin.');
    expect(saved.error).toBeUndefined();
  });
});
