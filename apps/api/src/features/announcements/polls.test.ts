import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLL_LIMITS, messages } from '@quorum/shared';
import { polls } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  VOTES,
  agmPoll,
  announcementsKit,
  daysFromNow,
  quarterly,
} from './testing/announcements-test-kit';
import type { Team } from './testing/announcements-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const pollText = messages.polls;
const { makeTeam, storeFile, stored, create, update, createPoll, updatePoll, made, vote } =
  announcementsKit(t);

let team: Team;
beforeAll(async () => {
  team = await makeTeam();
});

const voter = (n: number) => ({
  firstName: 'Voter',
  lastName: `Number ${n}`,
  email: `voter-${n}-${Date.now()}@example.com`,
});

describe('creating and changing a poll', () => {
  it('makes a standing poll: an announcement of type poll titled by its question, a draft', async () => {
    const response = await createPoll(team.admin, { p: { ...agmPoll(), multipleChoice: true } });
    expect(response.error).toBeUndefined();
    const announcement = response.data!.createPoll;
    expect(announcement).toMatchObject({
      announcementType: 'poll',
      title: agmPoll().title,
      status: 'draft',
      attachment: null,
      poll: {
        announcementId: announcement._id,
        title: agmPoll().title,
        multipleChoice: true,
        audienceType: 'all',
        totalVotes: 0,
        durationDays: 7,
        options: [
          { option: 'Perth', voteCount: 0, share: 0 },
          { option: 'Online', voteCount: 0, share: 0 },
          { option: 'Both', voteCount: 0, share: 0 },
        ],
      },
    });
    const remaining = announcement.poll!.remainingPollTime;
    expect(remaining).toBeGreaterThan(7 * 24 * 3600 - 120);
    expect(remaining).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it('adds a poll to an announcement, once', async () => {
    const announcement = await made(team.admin, quarterly);
    const added = await createPoll(team.admin, { p: agmPoll(), id: announcement._id });
    expect(added.data!.createPoll).toMatchObject({
      _id: announcement._id,
      announcementType: 'announcement',
      title: quarterly.title,
      poll: { title: agmPoll().title, multipleChoice: false },
    });
    const again = await createPoll(team.admin, { p: agmPoll(), id: announcement._id });
    expect(again.error).toEqual({ code: 'CONFLICT', message: pollText.alreadyHasPoll });
  });

  it('creates an announcement with its poll in one call', async () => {
    const announcement = await made(team.admin, { ...quarterly, poll: agmPoll(['Yes', 'No']) });
    expect(announcement.poll!.options.map((o) => o.option)).toEqual(['Yes', 'No']);
  });

  it.each([
    ['2 options', ['Yes', 'No']],
    ['6 options', ['One', 'Two', 'Three', 'Four', 'Five', 'Six']],
  ])('takes a poll of %s', async (_case, options) => {
    const response = await createPoll(team.admin, { p: agmPoll(options) });
    expect(response.error).toBeUndefined();
    expect(response.data!.createPoll.poll!.options).toHaveLength(options.length);
  });

  it.each([
    ['1 option', { options: ['Only'] }, pollText.optionCount(2, 6)],
    ['7 options', { options: ['1', '2', '3', '4', '5', '6', '7'] }, pollText.optionCount(2, 6)],
    ['an empty option', { options: ['Yes', '  '] }, pollText.optionRequired],
    ['the same option twice', { options: ['Yes', ' yes '] }, pollText.optionsDistinct],
    ['no question', { title: ' ' }, pollText.questionRequired],
    ['an end in the past', { endsAt: daysFromNow(-1) }, pollText.endInPast],
    [
      'an end beyond 90 days',
      { endsAt: daysFromNow(POLL_LIMITS.maxDurationDays + 1) },
      pollText.tooLong(90),
    ],
  ])('refuses a poll with %s and writes nothing', async (_case, change, message) => {
    const before = await stored(team.companyId);
    const standing = await createPoll(team.admin, { p: { ...agmPoll(), ...change } });
    expect(standing.error).toEqual({ code: 'BAD_USER_INPUT', message });
    const riding = await create(team.admin, { ...quarterly, poll: { ...agmPoll(), ...change } });
    expect(riding.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await stored(team.companyId)).toEqual(before);
  });

  it('changes the options freely until someone votes, then only the end and the question', async () => {
    const poll = (await createPoll(team.admin, { p: agmPoll(), s: 'published' })).data!.createPoll;
    const changed = await updatePoll(team.admin, poll._id, agmPoll(['Perth', 'Sydney']));
    expect(changed.data!.updatePoll.poll!.options.map((o) => o.option)).toEqual([
      'Perth',
      'Sydney',
    ]);

    const [perth] = changed.data!.updatePoll.poll!.options;
    expect((await vote(poll._id, { optionIds: [perth!.id], ...voter(1) })).statusCode).toBe(201);

    const locked = await updatePoll(team.admin, poll._id, agmPoll(['Perth', 'Melbourne']));
    expect(locked.error).toEqual({ code: 'CONFLICT', message: pollText.optionsLocked });
    const choice = await updatePoll(team.admin, poll._id, {
      ...agmPoll(['Perth', 'Sydney']),
      multipleChoice: true,
    });
    expect(choice.error).toEqual({ code: 'CONFLICT', message: pollText.choiceLocked });

    const later = daysFromNow(14);
    const extended = await updatePoll(team.admin, poll._id, {
      ...agmPoll(['Perth', 'Sydney']),
      title: 'Where should the AGM be held this year?',
      endsAt: later,
    });
    expect(extended.error).toBeUndefined();
    expect(extended.data!.updatePoll).toMatchObject({
      title: 'Where should the AGM be held this year?',
      poll: {
        endsAt: later,
        totalVotes: 1,
        options: [
          { id: perth!.id, option: 'Perth', voteCount: 1, share: 100 },
          { option: 'Sydney', voteCount: 0, share: 0 },
        ],
      },
    });
  });

  it('refuses publishing a draft whose poll has ended', async () => {
    const draft = (await createPoll(team.admin, { p: agmPoll() })).data!.createPoll;
    await t.database.db
      .update(polls)
      .set({ endsAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(polls.announcementId, draft._id));
    const response = await update(team.admin, { announcementId: draft._id, status: 'published' });
    expect(response.error).toEqual({ code: 'BAD_USER_INPUT', message: pollText.endInPast });
  });

  it('keeps a file off a standing poll, and its poll on it', async () => {
    const standing = (await createPoll(team.admin, { p: agmPoll() })).data!.createPoll;
    const pdf = await storeFile(team, { contentType: 'application/pdf', name: 'notice.pdf' });
    const attached = await update(team.admin, { announcementId: standing._id, attachment: pdf });
    expect(attached.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.announcements.pollHasNoAttachment,
    });
    const removed = await update(team.admin, { announcementId: standing._id, poll: null });
    expect(removed.error?.message).toBe(messages.announcements.standingPollNeedsPoll);
  });

  it('removes a poll from an announcement when sent null', async () => {
    const announcement = await made(team.admin, { ...quarterly, poll: agmPoll() });
    const response = await update(team.admin, { announcementId: announcement._id, poll: null });
    expect(response.data!.updateAnnouncement.poll).toBeNull();
  });
});

describe('results', () => {
  it('counts each option and its share of the ballots, and lists who voted, newest first', async () => {
    const poll = (
      await createPoll(team.admin, { p: { ...agmPoll(), multipleChoice: true }, s: 'published' })
    ).data!.createPoll;
    const [perth, online, both] = poll.poll!.options;
    await vote(poll._id, { optionIds: [perth!.id, online!.id], ...voter(1) });
    await vote(poll._id, { optionIds: [perth!.id], ...voter(2) });
    await vote(poll._id, { optionIds: [both!.id], ...voter(3) });

    const read = await gql<{ getCompanyAnnouncement: { poll: unknown } }>(
      t.app,
      'query($id: ID!) { getCompanyAnnouncement(announcementId: $id) { poll { totalVotes options { option voteCount share } } } }',
      { id: poll._id },
      team.viewer,
    );
    expect(read.data!.getCompanyAnnouncement.poll).toEqual({
      totalVotes: 3,
      options: [
        { option: 'Perth', voteCount: 2, share: 66.67 },
        { option: 'Online', voteCount: 1, share: 33.33 },
        { option: 'Both', voteCount: 1, share: 33.33 },
      ],
    });

    const votes = await gql<{
      getCompanyAnnouncement: {
        poll: { userVotes: { lastName: string; choosenOption: string[]; investorType: string }[] };
      };
    }>(t.app, VOTES, { id: poll._id, limit: 2 }, team.viewer);
    expect(votes.data!.getCompanyAnnouncement.poll.userVotes).toEqual([
      expect.objectContaining({
        lastName: 'Number 3',
        choosenOption: ['Both'],
        investorType: 'guest',
      }),
      expect.objectContaining({ lastName: 'Number 2', choosenOption: ['Perth'] }),
    ]);
    const next = await gql<{ getCompanyAnnouncement: { poll: { userVotes: unknown[] } } }>(
      t.app,
      VOTES,
      { id: poll._id, page: 2, limit: 2 },
      team.viewer,
    );
    expect(next.data!.getCompanyAnnouncement.poll.userVotes).toEqual([
      expect.objectContaining({ lastName: 'Number 1', choosenOption: ['Perth', 'Online'] }),
    ]);
  });
});
