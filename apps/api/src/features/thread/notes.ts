// The team's internal note on an enquiry (spec §3 Enquiry note, §4 "Notes can be locked or
// unlocked"): one per enquiry, every saved version kept, and a lock that keeps the note to the
// person who took it. Never shown to the investor.
import { validate as isUuid } from 'uuid';
import { enquiryNoteSchema, messages } from '@quorum/shared';
import { recordChange } from '../../core/audit';
import { enquiryLabels } from '../board';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { announceBoardUpdate } from '../board';
import { personOrNobody } from './service';
import * as repo from './repo';
import type { NoteRow } from './repo';
import type { NoteView } from './types';

const text = messages.board;

/**
 * Who holds the note's lock, if it binds. A lock holds against everyone else, admins too: the note
 * says only its holder can change it, and an admin who needs it can ask them. A lock lapses when
 * its holder is no longer in the team (their account gone, or removed from the company), so a
 * note is never stuck. (ours: the spec says only that notes can be locked and unlocked.)
 */
async function lockHolder(db: Db, note: NoteRow | undefined) {
  if (!note?.locked || !note.lockedBy) return null;
  return (await repo.isCompanyMember(db, note.companyId, note.lockedBy)) ? note.lockedBy : null;
}

async function noteView(deps: Deps, db: Db, note: NoteRow): Promise<NoteView> {
  const holder = await lockHolder(db, note);
  const edits = await repo.listNoteEdits(db, note.companyId, note.id);
  const ids = [holder, note.createdBy, note.editedBy, ...edits.map((e) => e.editedBy)];
  const people = await repo.findPeople(
    db,
    ids.filter((id): id is string => id !== null),
  );
  const person = (id: string | null) =>
    personOrNobody(deps, people.find((candidate) => candidate.id === id) ?? null);
  return {
    id: note.id,
    companyId: note.companyId,
    enquiryId: note.enquiryId,
    description: note.description,
    locked: holder !== null,
    lockedBy: person(holder),
    createdBy: person(note.createdBy),
    editedBy: person(note.editedBy),
    editedTexts: edits.map((edit) => ({
      editedBy: person(edit.editedBy),
      editedText: edit.editedText,
      createdAt: edit.createdAt,
    })),
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
}

/** The note, or null when nobody has written one yet. */
export async function getNote(
  deps: Deps,
  member: Member,
  enquiryId: string,
): Promise<NoteView | null> {
  const companyId = member.companyId;
  if (!isUuid(enquiryId) || !(await repo.enquiryExists(deps.db, companyId, enquiryId)))
    throw notFound(text.notFound);
  const note = await repo.findNote(deps.db, companyId, enquiryId);
  return note ? noteView(deps, deps.db, note) : null;
}

/**
 * The note, read under the enquiry's row lock so two saves take turns, after checking that no
 * one else holds its lock.
 */
async function noteToChange(tx: Db, member: Member, enquiryId: string) {
  const companyId = member.companyId;
  if (!isUuid(enquiryId) || !(await repo.lockEnquiry(tx, companyId, enquiryId)))
    throw notFound(text.notFound);
  const note = await repo.findNote(tx, companyId, enquiryId);
  const holder = await lockHolder(tx, note);
  if (holder && holder !== member.user.id) {
    const [person] = await repo.findPeople(tx, [holder]);
    throw conflict(text.noteLocked(`${person!.firstName} ${person!.lastName}`.trim()));
  }
  return note;
}

/** Writes the note and keeps the version in its history (an unchanged text adds no version). */
export async function saveNote(
  deps: Deps,
  member: Member,
  args: { enquiryId: string; description: string },
): Promise<NoteView> {
  const { description } = validate(enquiryNoteSchema, { description: args.description });
  const companyId = member.companyId;
  const userId = member.user.id;
  const note = await deps.db.transaction(async (tx) => {
    const current = await noteToChange(tx, member, args.enquiryId);
    if (current?.description === description) return current;
    const saved = current
      ? await repo.updateNote(tx, companyId, current.id, { description, editedBy: userId })
      : await repo.insertNote(tx, {
          companyId,
          enquiryId: args.enquiryId,
          description,
          createdBy: userId,
          editedBy: userId,
        });
    await repo.insertNoteEdit(tx, {
      companyId,
      noteId: saved.id,
      editedBy: userId,
      editedText: description,
    });
    const labels = await enquiryLabels(tx, companyId, [args.enquiryId]);
    await recordChange(tx, member, {
      area: 'questions',
      action: 'enquiry.note-edited',
      subject: { type: 'enquiry', id: args.enquiryId, label: labels.get(args.enquiryId) ?? '' },
      before: { note: current?.description ?? null },
      after: { note: description },
    });
    return saved;
  });
  await announceNote(deps, member, args.enquiryId);
  return noteView(deps, deps.db, note);
}

/**
 * Locks the note to the caller, or unlocks it. A note can be locked before anything is written
 * in it, so taking the lock creates an empty one.
 */
export async function setNoteLock(
  deps: Deps,
  member: Member,
  args: { enquiryId: string; locked: boolean },
): Promise<NoteView> {
  const companyId = member.companyId;
  const lock = { locked: args.locked, lockedBy: args.locked ? member.user.id : null };
  const note = await deps.db.transaction(async (tx) => {
    const current = await noteToChange(tx, member, args.enquiryId);
    return current
      ? repo.updateNote(tx, companyId, current.id, lock)
      : repo.insertNote(tx, {
          companyId,
          enquiryId: args.enquiryId,
          createdBy: member.user.id,
          ...lock,
        });
  });
  await announceNote(deps, member, args.enquiryId);
  return noteView(deps, deps.db, note);
}

function announceNote(deps: Deps, member: Member, enquiryId: string) {
  return announceBoardUpdate(deps.events, {
    companyId: member.companyId,
    kind: 'note',
    enquiryIds: [enquiryId],
    boardStatus: null,
    actorId: member.user.id,
  });
}
