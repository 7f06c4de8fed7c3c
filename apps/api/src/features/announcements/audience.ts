// The investor-facing side of announcements (issue 15's page and the mobile app use it): reading
// a published announcement, which counts a view, and voting in its poll. Investors do not sign in
// here, so who they are is a keyed hash: of a browser's anonymous cookie or an investor's id for a
// view, of the email address (or the investor) for a ballot, so one person votes once.
import { validate as isUuid } from 'uuid';
import { messages, pollVoteSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, conflict, notFound } from '../../core/errors';
import { recordChange } from '../../core/audit';
import { keyedHash } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import * as audience from './audience-repo';
import { announceAnnouncementUpdate, announcePollResults } from './live';
import * as pollRepo from './poll-repo';
import { publicAnnouncement, publicPoll } from './presenters';
import * as repo from './repo';
import type { RequestClient } from '../../lib/request-client';

const text = messages.announcements;
const pollText = messages.polls;

/** The hashes of one person under every key of the ring, the current first. */
const audienceKeys = (deps: Deps, who: string) =>
  deps.keys.allKeys('audience-key').map(({ key }) => keyedHash(key, who));

export interface PublicRead {
  announcementId: string;
  /** The browser's anonymous id (the route's first-party cookie). */
  browserId: string;
  /** An investor of the app, when the app says who reads. */
  investorId?: string | undefined;
  ip: string;
}

/**
 * A published announcement, not in Deleted, with signed addresses for its files and its poll's
 * results, counting the view: a reload by the same viewer adds a view, not a viewer. A viewer is
 * the investor when known, else the browser. Anything else is not found, and counts nothing.
 */
export async function readAnnouncement(deps: Deps, read: PublicRead) {
  await deps.rateLimits.consume('announcementReadsPerAddress', read.ip);
  if (!isUuid(read.announcementId)) throw notFound(text.notFound);
  const investor =
    read.investorId && isUuid(read.investorId)
      ? await audience.findInvestor(deps.db, read.investorId)
      : undefined;
  const viewer = investor ? `view:investor:${investor.id}` : `view:browser:${read.browserId}`;
  // The current key only: a key rotation counts each viewer once more, which a count can bear.
  const [viewerKey] = audienceKeys(deps, viewer);
  const counted = await audience.recordView(
    deps.db,
    read.announcementId,
    viewerKey!,
    investor?.id ?? null,
  );
  const row = counted ? await repo.findPublished(deps.db, read.announcementId) : undefined;
  if (!row) throw notFound(text.notFound);
  const poll = await pollRepo.findPoll(deps.db, row.companyId, row);
  return publicAnnouncement(deps, row, poll, new Date());
}

/** Who votes, and the key of their one ballot. */
async function voterOf(deps: Deps, vote: ReturnType<typeof parseVote>) {
  if (vote.investorId !== undefined) {
    const investor = isUuid(vote.investorId)
      ? await audience.findInvestor(deps.db, vote.investorId)
      : undefined;
    if (!investor) throw badInput(pollText.unknownInvestor);
    // Keyed by the address where there is one, so the same person voting on the web is known.
    const who = investor.email
      ? `ballot:email:${investor.email.toLowerCase()}`
      : `ballot:investor:${investor.id}`;
    return {
      keys: audienceKeys(deps, who),
      investorId: investor.id,
      firstName: investor.firstName,
      lastName: investor.lastName,
      investorType: 'investor',
    };
  }
  return {
    keys: audienceKeys(deps, `ballot:email:${vote.email!.toLowerCase()}`),
    investorId: null,
    firstName: vote.firstName!,
    lastName: vote.lastName!,
    investorType: 'guest',
  };
}

/** A ballot is a JSON object; anything else is not understood (and no zod words for it). */
function parseVote(body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badInput(messages.generic.invalidRequest);
  return validate(pollVoteSchema, body);
}

/**
 * One ballot in an open poll of a published announcement: one option, or several in a
 * multiple-choice poll, from the poll's own. A second ballot from the same person, or a vote after
 * the end, is refused (CONFLICT). The staff watching the poll see the new counts at once.
 */
export async function vote(
  deps: Deps,
  request: { announcementId: string; body: unknown; client: RequestClient },
) {
  await deps.rateLimits.consume('pollVotesPerAddress', request.client.ip);
  if (!isUuid(request.announcementId)) throw notFound(text.notFound);
  const ballot = parseVote(request.body);
  const announcement = await repo.findPublished(deps.db, request.announcementId);
  if (!announcement) throw notFound(text.notFound);
  const voter = await voterOf(deps, ballot);
  const { companyId, id } = announcement;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const poll = await pollRepo.lockPoll(tx, companyId, id);
    if (!poll) throw notFound(pollText.noPoll);
    if (poll.endsAt.getTime() <= now.getTime()) throw conflict(pollText.ended);
    const chosen = [...new Set(ballot.optionIds)];
    const options = await pollRepo.optionIds(tx, id);
    if (!chosen.every((optionId) => options.has(optionId))) throw badInput(pollText.unknownOption);
    if (!poll.multipleChoice && chosen.length > 1) throw badInput(pollText.chooseOne);
    if (await pollRepo.hasVoted(tx, id, voter.keys)) throw conflict(pollText.alreadyVoted);
    const cast = await pollRepo.castBallot(tx, id, {
      ...voter,
      voterKey: voter.keys[0]!,
      optionIds: chosen,
    });
    if (!cast) throw conflict(pollText.alreadyVoted);
    // The investor's ballot in the history of activity: who (as they gave it) and what they chose.
    const labels = await pollRepo.optionLabelsById(tx, id);
    await recordChange(
      tx,
      {
        kind: 'investor',
        companyId,
        name: `${voter.firstName ?? ''} ${voter.lastName ?? ''}`.trim() || null,
        email: ballot.email ?? null,
        client: request.client,
      },
      {
        area: 'polls',
        action: 'poll.voted',
        subject: { type: 'poll', id, label: poll.question },
        after: { options: chosen.map((optionId) => labels.get(optionId) ?? optionId) },
      },
    );
  });
  const results = (await pollRepo.findPoll(deps.db, companyId, announcement))!;
  await announcePollResults(deps.events, results);
  await announceAnnouncementUpdate(deps.events, {
    companyId,
    announcementId: id,
    kind: 'voted',
    actorId: null,
  });
  return { message: pollText.voted, poll: publicPoll(results, now) };
}
