import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pollBallotChoices, pollBallots, pollOptions, polls } from '../../db/schema';
import { pagingOf } from '../../core/paging';
import type { PollView } from './types';

/** What a poll's form writes (the shared schema's output). */
export interface PollColumns {
  title: string;
  multipleChoice: boolean;
  endsAt: Date;
  audienceType: string;
}

/** How many ballots one page of a poll's voters shows unless asked, and at most. */
const BALLOTS_PAGE = 10;
const BALLOTS_PAGE_MAX = 100;

/**
 * The company's polls on these announcements, with their options in order. `publishedAt` is the
 * announcement's: a published poll opened then, a draft's is counted from the poll's creation.
 */
export async function findPolls(
  db: Db,
  companyId: string,
  owners: readonly { id: string; publishedAt: Date | null }[],
): Promise<Map<string, PollView>> {
  if (owners.length === 0) return new Map();
  const ids = owners.map((owner) => owner.id);
  const [pollRows, optionRows] = await Promise.all([
    db
      .select()
      .from(polls)
      .where(and(eq(polls.companyId, companyId), inArray(polls.announcementId, ids))),
    db
      .select()
      .from(pollOptions)
      .where(inArray(pollOptions.announcementId, ids))
      .orderBy(asc(pollOptions.announcementId), asc(pollOptions.position)),
  ]);
  const publishedAt = new Map(owners.map((owner) => [owner.id, owner.publishedAt]));
  return new Map(
    pollRows.map((poll) => [
      poll.announcementId,
      {
        companyId: poll.companyId,
        announcementId: poll.announcementId,
        title: poll.question,
        multipleChoice: poll.multipleChoice,
        startsAt: publishedAt.get(poll.announcementId) ?? poll.createdAt,
        endsAt: poll.endsAt,
        audienceType: poll.audienceType,
        totalVotes: poll.totalVotes,
        options: optionRows
          .filter((option) => option.announcementId === poll.announcementId)
          .map((option) => ({ id: option.id, option: option.label, voteCount: option.voteCount })),
      },
    ]),
  );
}

export async function findPoll(
  db: Db,
  companyId: string,
  owner: { id: string; publishedAt: Date | null },
) {
  return (await findPolls(db, companyId, [owner])).get(owner.id);
}

export async function hasPoll(db: Db, companyId: string, announcementId: string) {
  const [row] = await db
    .select({ id: polls.announcementId })
    .from(polls)
    .where(and(eq(polls.companyId, companyId), eq(polls.announcementId, announcementId)));
  return row !== undefined;
}

/** The poll's row, locked until the transaction ends: votes and edits wait for each other. */
export async function lockPoll(db: Db, companyId: string, announcementId: string) {
  const [row] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.companyId, companyId), eq(polls.announcementId, announcementId)))
    .for('update');
  return row;
}

export async function insertPoll(
  db: Db,
  companyId: string,
  announcementId: string,
  values: PollColumns,
  options: readonly string[],
) {
  await db.insert(polls).values({
    companyId,
    announcementId,
    question: values.title,
    multipleChoice: values.multipleChoice,
    endsAt: values.endsAt,
    audienceType: values.audienceType,
  });
  await insertOptions(db, announcementId, options);
}

function insertOptions(db: Db, announcementId: string, options: readonly string[]) {
  return db
    .insert(pollOptions)
    .values(options.map((label, position) => ({ announcementId, position, label })));
}

export async function updatePoll(
  db: Db,
  announcementId: string,
  values: PollColumns,
  /** New options, only while no one has voted; the old ones go. */
  options?: readonly string[],
) {
  await db
    .update(polls)
    .set({
      question: values.title,
      multipleChoice: values.multipleChoice,
      endsAt: values.endsAt,
      audienceType: values.audienceType,
      updatedAt: new Date(),
    })
    .where(eq(polls.announcementId, announcementId));
  if (options) {
    await db.delete(pollOptions).where(eq(pollOptions.announcementId, announcementId));
    await insertOptions(db, announcementId, options);
  }
}

/** A standing poll's question is its announcement's title. */
export async function renamePoll(db: Db, announcementId: string, title: string) {
  await db
    .update(polls)
    .set({ question: title, updatedAt: new Date() })
    .where(eq(polls.announcementId, announcementId));
}

export async function deletePoll(db: Db, announcementId: string) {
  await db.delete(polls).where(eq(polls.announcementId, announcementId));
}

/** The poll's option labels, in order. */
export async function optionLabels(db: Db, announcementId: string) {
  const rows = await db
    .select({ label: pollOptions.label })
    .from(pollOptions)
    .where(eq(pollOptions.announcementId, announcementId))
    .orderBy(asc(pollOptions.position));
  return rows.map((row) => row.label);
}

/** The poll's option labels by their ids. */
export async function optionLabelsById(db: Db, announcementId: string) {
  const rows = await db
    .select({ id: pollOptions.id, label: pollOptions.label })
    .from(pollOptions)
    .where(eq(pollOptions.announcementId, announcementId));
  return new Map(rows.map((row) => [row.id, row.label]));
}

/** The poll's option ids. */
export async function optionIds(db: Db, announcementId: string) {
  const rows = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(eq(pollOptions.announcementId, announcementId));
  return new Set(rows.map((row) => row.id));
}

/** Whether any of these keys (one voter under each key of the ring) has voted already. */
export async function hasVoted(db: Db, announcementId: string, voterKeys: readonly string[]) {
  const [row] = await db
    .select({ voterKey: pollBallots.voterKey })
    .from(pollBallots)
    .where(
      and(
        eq(pollBallots.announcementId, announcementId),
        inArray(pollBallots.voterKey, [...voterKeys]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface Ballot {
  voterKey: string;
  investorId: string | null;
  firstName: string;
  lastName: string;
  investorType: string;
  optionIds: readonly string[];
}

/**
 * Casts one ballot: the ballot, its choices and every count, in the caller's transaction. Answers
 * false when this voter has a ballot already (the primary key is the rule), writing nothing.
 */
export async function castBallot(db: Db, announcementId: string, ballot: Ballot) {
  const [cast] = await db
    .insert(pollBallots)
    .values({
      announcementId,
      voterKey: ballot.voterKey,
      investorId: ballot.investorId,
      firstName: ballot.firstName,
      lastName: ballot.lastName,
      investorType: ballot.investorType,
    })
    .onConflictDoNothing()
    .returning({ voterKey: pollBallots.voterKey });
  if (!cast) return false;
  await db
    .insert(pollBallotChoices)
    .values(
      ballot.optionIds.map((optionId) => ({ announcementId, voterKey: ballot.voterKey, optionId })),
    );
  await db
    .update(pollOptions)
    .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
    .where(
      and(
        eq(pollOptions.announcementId, announcementId),
        inArray(pollOptions.id, [...ballot.optionIds]),
      ),
    );
  await db
    .update(polls)
    .set({ totalVotes: sql`${polls.totalVotes} + 1` })
    .where(eq(polls.announcementId, announcementId));
  return true;
}

interface BallotRow {
  first_name: string;
  last_name: string;
  investor_type: string | null;
  created_at: Date | string;
  choosen: string[] | null;
}

/** Who voted in the company's poll, newest first, with the options each chose by their text. */
export async function listBallots(
  db: Db,
  companyId: string,
  announcementId: string,
  args: { page?: number | null; limit?: number | null },
) {
  const window = pagingOf(args, BALLOTS_PAGE, BALLOTS_PAGE_MAX);
  const rows = rowsOf<BallotRow>(
    await db.execute(sql`
      SELECT b.first_name, b.last_name, b.investor_type, b.created_at,
        array(SELECT o.label FROM poll_ballot_choices c JOIN poll_options o ON o.id = c.option_id
              WHERE c.announcement_id = b.announcement_id AND c.voter_key = b.voter_key
              ORDER BY o.position) AS choosen
      FROM poll_ballots b JOIN polls p ON p.announcement_id = b.announcement_id
      WHERE p.company_id = ${companyId} AND b.announcement_id = ${announcementId}
      ORDER BY b.created_at DESC, b.voter_key
      LIMIT ${window.limit} OFFSET ${window.offset}`),
  );
  return rows.map((row) => ({
    firstName: row.first_name,
    lastName: row.last_name,
    investorType: row.investor_type,
    createdAt: new Date(row.created_at),
    choosenOption: row.choosen ?? [],
  }));
}
