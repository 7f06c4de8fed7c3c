import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { appEvents, listen } from '../../testing/live';
import { useTestApp } from '../../testing/test-app';
import { PIN, agmPoll, announcementsKit, quarterly } from './testing/announcements-test-kit';
import type { Team } from './testing/announcements-test-kit';
import { watchAnnouncements, watchPollResults } from './testing/announcements-live-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const { makeTeam, made, createPoll, vote } = announcementsKit(t);

let url: string;
let team: Team;
let other: Team;
beforeAll(async () => {
  url = await listen(t);
  team = await makeTeam();
  other = await makeTeam();
});

const voter = (n: number) => ({
  firstName: 'Live',
  lastName: `Voter ${n}`,
  email: `live-${n}-${Date.now()}@example.com`,
});

describe('live results of a poll', () => {
  it('sends the staff watching a poll its counts and shares as each vote arrives', async () => {
    const poll = (await createPoll(team.admin, { p: agmPoll(), s: 'published' })).data!.createPoll;
    const [perth, online] = poll.poll!.options;
    const watching = watchPollResults(url, team.viewer, poll._id, appEvents(t));
    await watching.ready(team.companyId);

    await vote(poll._id, { optionIds: [perth!.id], ...voter(1) });
    await vote(poll._id, { optionIds: [online!.id], ...voter(2) });
    await vote(poll._id, { optionIds: [perth!.id], ...voter(3) });
    const [first, , third] = await watching.received(3);
    expect(first).toMatchObject({
      announcementId: poll._id,
      totalVotes: 1,
      options: [
        { option: 'Perth', voteCount: 1, share: 100 },
        { option: 'Online', voteCount: 0, share: 0 },
        { option: 'Both', voteCount: 0, share: 0 },
      ],
    });
    expect(third).toMatchObject({
      totalVotes: 3,
      options: [
        { voteCount: 2, share: 66.67 },
        { voteCount: 1, share: 33.33 },
        { voteCount: 0, share: 0 },
      ],
    });
    expect(third!.remainingPollTime).toBeGreaterThan(0);
    await watching.close();
  });

  it('refuses watching another company’s poll, or with no permission for announcements', async () => {
    const poll = (await createPoll(team.admin, { p: agmPoll(), s: 'published' })).data!.createPoll;
    const stranger = watchPollResults(url, other.admin, poll._id, appEvents(t));
    expect(await stranger.refused()).toEqual([
      expect.objectContaining({
        message: messages.polls.noPoll,
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);
    const none = watchPollResults(url, team.customNone, poll._id, appEvents(t));
    expect(await none.refused()).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    ]);
    await Promise.all([stranger.close(), none.close()]);
  });
});

describe('live changes to the announcements', () => {
  it('tells the company’s open pages of a new announcement, a pin and a vote, and no one else', async () => {
    const page = watchAnnouncements(url, team.viewer, appEvents(t));
    await page.ready(team.companyId);
    const elsewhere = watchAnnouncements(url, other.viewer, appEvents(t));
    await elsewhere.ready(other.companyId);

    const announcement = await made(team.admin, {
      ...quarterly,
      status: 'published',
      poll: agmPoll(),
    });
    await gql(t.app, PIN, { id: announcement._id, p: true }, team.member);
    await vote(announcement._id, { optionIds: [announcement.poll!.options[0]!.id], ...voter(9) });
    const [created, pinned, voted] = await page.received(3);
    expect(created).toMatchObject({
      companyId: team.companyId,
      announcementId: announcement._id,
      kind: 'created',
      actorId: team.adminId,
    });
    expect(pinned).toMatchObject({ kind: 'updated', announcementId: announcement._id });
    expect(voted).toMatchObject({ kind: 'voted', actorId: null });
    await elsewhere.settle(other.companyId);
    expect(elsewhere.seen).toEqual([]);
    await Promise.all([page.close(), elsewhere.close()]);
  });
});
