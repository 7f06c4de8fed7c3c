// Polls (spec §3 Poll data, §7 createPoll and updatePoll): a question with 2 to 6 options, single
// or multiple choice and an end, riding on an announcement or standing alone. Once someone has
// voted, the options and the kind of choice are fixed: the ballots name them.
import { messages, pollEndProblem, pollInputSchema } from '@quorum/shared';
import type { AnnouncementStatus, PollValues } from '@quorum/shared';
import { validate as isUuid } from 'uuid';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, conflict, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { validate } from '../../lib/validate';
import * as pollRepo from './poll-repo';
import * as repo from './repo';
import { withCode } from '../../graphql/context';
import type { SubscriptionContext } from '../../graphql/context';
import { announceAnnouncementUpdate, pollResults } from './live';
import { loadView } from './load';

const text = messages.announcements;
const pollText = messages.polls;

/** The fields of PollInput as GraphQL hands them over (an omitted optional field is null). */
export interface PollArg {
  title: string;
  options: readonly string[];
  multipleChoice?: boolean | null;
  endsAt: Date;
  audienceType?: string | null;
}

/** The form's poll, parsed with the shared rules. */
export function parsePoll(input: PollArg): PollValues {
  return validate(pollInputSchema, {
    title: input.title,
    options: input.options,
    multipleChoice: input.multipleChoice ?? undefined,
    endsAt: input.endsAt,
    audienceType: input.audienceType ?? undefined,
  });
}

/** A poll must end in the future (and within the longest a poll may run). */
export function assertOpenEnd(endsAt: Date, now: Date) {
  const problem = pollEndProblem(endsAt, now);
  if (problem) throw badInput(problem);
}

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((label, i) => label === b[i]);

/**
 * Writes the announcement's poll: a new one, or the changes to the one it has. A changed end must
 * be in the future; after the first vote the options and single or multiple choice stay as they
 * are. Options left as they were keep their ids (and counts).
 */
export async function writePoll(
  db: Db,
  companyId: string,
  announcementId: string,
  values: PollValues,
  now: Date,
) {
  const current = await pollRepo.lockPoll(db, companyId, announcementId);
  if (!current) {
    assertOpenEnd(values.endsAt, now);
    await pollRepo.insertPoll(db, companyId, announcementId, values, values.options);
    return;
  }
  if (current.endsAt.getTime() !== values.endsAt.getTime()) assertOpenEnd(values.endsAt, now);
  const unchanged = sameOptions(await pollRepo.optionLabels(db, announcementId), values.options);
  if (current.totalVotes > 0) {
    if (!unchanged) throw conflict(pollText.optionsLocked);
    if (current.multipleChoice !== values.multipleChoice) throw conflict(pollText.choiceLocked);
  }
  await pollRepo.updatePoll(db, announcementId, values, unchanged ? undefined : values.options);
}

/**
 * A poll: on one of the company's announcements (`announcementId`), or standing alone, an
 * announcement of type poll whose title is the question, in `status` (a draft unless said).
 */
export async function createPoll(
  deps: Deps,
  member: Member,
  args: { pollInput: PollArg; announcementId?: string | null; status?: AnnouncementStatus | null },
) {
  const values = parsePoll(args.pollInput);
  const companyId = member.companyId;
  const now = new Date();
  const { announcementId } = args;
  if (announcementId != null && !isUuid(announcementId)) throw notFound(text.notFound);
  const id = await deps.db.transaction(async (tx) => {
    if (announcementId != null) {
      const row = await repo.findForUpdate(tx, companyId, announcementId);
      if (!row) throw notFound(text.notFound);
      if (row.deletedAt) throw badInput(text.restoreFirst);
      if (await pollRepo.lockPoll(tx, companyId, announcementId))
        throw conflict(pollText.alreadyHasPoll);
      await writePoll(tx, companyId, announcementId, values, now);
      await repo.updateAnnouncement(tx, companyId, announcementId, {});
      return announcementId;
    }
    const status = args.status ?? 'draft';
    const row = await repo.insertAnnouncement(tx, companyId, member.user.id, {
      announcementType: 'poll',
      title: values.title,
      status,
      publishedAt: status === 'published' ? now : null,
    });
    await writePoll(tx, companyId, row.id, values, now);
    return row.id;
  });
  await announceAnnouncementUpdate(deps.events, {
    companyId,
    announcementId: id,
    kind: announcementId != null ? 'updated' : 'created',
    actorId: member.user.id,
  });
  return loadView(deps, companyId, id);
}

/** Changes the poll of one of the company's announcements; a standing poll's title follows it. */
export async function updatePoll(
  deps: Deps,
  member: Member,
  args: { announcementId: string; pollInput: PollArg },
) {
  const values = parsePoll(args.pollInput);
  const companyId = member.companyId;
  const { announcementId } = args;
  if (!isUuid(announcementId)) throw notFound(text.notFound);
  await deps.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, companyId, announcementId);
    if (!row) throw notFound(text.notFound);
    if (row.deletedAt) throw badInput(text.restoreFirst);
    if (!(await pollRepo.lockPoll(tx, companyId, announcementId))) throw badInput(pollText.noPoll);
    await writePoll(tx, companyId, announcementId, values, new Date());
    await repo.updateAnnouncement(
      tx,
      companyId,
      announcementId,
      row.announcementType === 'poll' ? { title: values.title } : {},
    );
  });
  await announceAnnouncementUpdate(deps.events, {
    companyId,
    announcementId,
    kind: 'updated',
    actorId: member.user.id,
  });
  return loadView(deps, companyId, announcementId);
}

/**
 * The results of one of the company's polls as votes arrive. A poll not the company's is refused
 * at once, rather than left silent: its topic names the caller's company, so it would hear nothing.
 */
export async function watchPoll(ctx: SubscriptionContext, member: Member, announcementId: string) {
  const found =
    isUuid(announcementId) &&
    (await pollRepo.hasPoll(ctx.deps.db, member.companyId, announcementId));
  // Refused before any event, over the WebSocket, which keeps only an error's extensions.
  if (!found) throw withCode(notFound(pollText.noPoll));
  return pollResults(ctx, member, announcementId);
}
