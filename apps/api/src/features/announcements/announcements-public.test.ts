import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { announcementViews } from '../../db/schema';
import { useTestApp } from '../../testing/test-app';
import { insertEnquiry, makeInvestor } from '../board/testing/board-test-kit';
import {
  SOFT_DELETE,
  agmPoll,
  announcementsKit,
  quarterly,
} from './testing/announcements-test-kit';
import type { Team } from './testing/announcements-test-kit';
import { gql } from '../../testing/graphql';
import { polls } from '../../db/schema';

// The limits as configured (no multiplier): each test reads from addresses of its own.
const t = useTestApp();
const text = messages.announcements;
const pollText = messages.polls;
const { makeTeam, storeFile, get, made, createPoll, view, vote } = announcementsKit(t);

let team: Team;
beforeAll(async () => {
  team = await makeTeam();
});

const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
const cookieOf = (response: Awaited<ReturnType<typeof view>>) => {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header[0] : header)!;
  return cookie.split(';')[0]!;
};

async function published(input: Record<string, unknown> = quarterly) {
  return made(team.admin, { ...input, status: 'published' });
}

describe('an investor reading an announcement', () => {
  it('counts a view each time, and a viewer once per browser', async () => {
    const announcement = await published();
    const ip = address();
    const first = await view(announcement._id, { ip });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect(first.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(first.headers['cache-control']).toBe('no-store');

    const reload = await view(announcement._id, { ip, cookie });
    expect(reload.statusCode).toBe(200);
    expect(reload.headers['set-cookie']).toBeUndefined();
    await view(announcement._id, { ip: address() });

    const counted = (await get(team.viewer, announcement._id)).data!.getCompanyAnnouncement;
    expect(counted).toMatchObject({ totalViews: 3, uniqueViewers: 2 });
    const rows = await t.database.db
      .select()
      .from(announcementViews)
      .where(eq(announcementViews.announcementId, announcement._id));
    expect(rows.map((row) => row.views).sort()).toEqual([1, 2]);
    // The viewer is kept only as a keyed hash, never the cookie itself.
    expect(rows.some((row) => cookie.includes(row.viewerKey))).toBe(false);
  });

  it('answers what investors may see: the words, signed files and the poll’s results', async () => {
    const thumbnail = await storeFile(team, {
      purpose: 'announcement-thumbnail',
      contentType: 'image/jpeg',
      name: 'page-1.jpg',
    });
    const pdf = await storeFile(team, {
      contentType: 'application/pdf',
      name: 'report.pdf',
      facts: { totalPages: 24, thumbnailKey: thumbnail },
    });
    const announcement = await published({ ...quarterly, attachment: pdf, poll: agmPoll() });
    const response = await view(announcement._id, { ip: address() });
    const body = response.json();
    expect(body).toMatchObject({
      announcementId: announcement._id,
      companyId: team.companyId,
      announcementType: 'announcement',
      ...quarterly,
      media: 'pdf',
      attachmentName: 'report.pdf',
      attachmentTotalPages: 24,
      poll: {
        title: agmPoll().title,
        multipleChoice: false,
        totalVotes: 0,
        options: [
          { option: 'Perth', voteCount: 0, share: 0 },
          { option: 'Online', voteCount: 0, share: 0 },
          { option: 'Both', voteCount: 0, share: 0 },
        ],
      },
    });
    expect(body.attachmentUrl).toMatch(/^\/files\//);
    expect(body.attachmentThumbnailUrl).toMatch(/^\/files\//);
    expect(body).not.toHaveProperty('author');
    expect(body).not.toHaveProperty('starred');
    expect(body.poll).not.toHaveProperty('userVotes');
    const served = await t.app.inject({ method: 'GET', url: body.attachmentUrl });
    expect(served.statusCode).toBe(200);
  });

  it('answers not found, counting nothing, for a draft, one in Deleted, an unknown id or a bad one', async () => {
    const draft = await made(team.admin, quarterly);
    const deleted = await published();
    await gql(t.app, SOFT_DELETE, { id: deleted._id }, team.admin);
    for (const id of [draft._id, deleted._id, randomUUID(), 'not-an-id', '%00']) {
      const response = await view(encodeURIComponent(id), { ip: address() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    for (const id of [draft._id, deleted._id]) {
      const rows = await t.database.db
        .select()
        .from(announcementViews)
        .where(eq(announcementViews.announcementId, id));
      expect(rows).toEqual([]);
    }
  });

  it('counts investors of the app by their account, as the share of the company’s investors who saw it', async () => {
    const company = await makeTeam();
    const announcement = await made(company.admin, { ...quarterly, status: 'published' });
    const investors = await Promise.all([1, 2, 3, 4].map(() => makeInvestor(t, company.companyId)));
    await view(announcement._id, { investorId: investors[0]!.id, ip: address() });
    // The same investor on another device is the same viewer.
    await view(announcement._id, { investorId: investors[0]!.id, ip: address() });
    const seen = (await get(company.viewer, announcement._id)).data!.getCompanyAnnouncement;
    expect(seen).toMatchObject({ totalViews: 2, uniqueViewers: 1, seenPercentage: 25 });
  });

  it('counts the questions asked about an announcement', async () => {
    const announcement = await published();
    const info = (pageNumber: number | null) => ({
      announcementInfo: {
        announcementId: announcement._id,
        announcementTitle: announcement.title,
        attachment: null,
        attachmentTitle: null,
        pageNumber,
      },
      enquiryType: 'announcement_reply' as const,
    });
    await insertEnquiry(t, team.companyId, info(3));
    await insertEnquiry(t, team.companyId, info(null));
    await insertEnquiry(t, team.companyId, { question: 'Not about it' });
    const counted = (await get(team.viewer, announcement._id)).data!.getCompanyAnnouncement;
    expect(counted.questionsAsked).toBe(2);
  });

  it('refuses the 121st read from one address within a minute', async () => {
    const announcement = await published();
    const ip = address();
    for (let i = 0; i < 120; i++)
      expect((await view(announcement._id, { ip })).statusCode).toBe(200);
    const refused = await view(announcement._id, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('an investor voting', () => {
  async function openPoll(multipleChoice = false) {
    const poll = (
      await createPoll(team.admin, { p: { ...agmPoll(), multipleChoice }, s: 'published' })
    ).data!.createPoll;
    return { id: poll._id, options: poll.poll!.options.map((o) => o.id) };
  }
  const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada.Lovelace@example.com' };

  it('takes one ballot per person: the same address again is refused', async () => {
    const poll = await openPoll();
    const first = await vote(poll.id, { optionIds: [poll.options[1]], ...ada }, address());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: pollText.voted,
      poll: {
        totalVotes: 1,
        options: [{ voteCount: 0 }, { voteCount: 1, share: 100 }, { voteCount: 0 }],
      },
    });
    const again = await vote(
      poll.id,
      { optionIds: [poll.options[0]], ...ada, email: ' ada.lovelace@EXAMPLE.com ' },
      address(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: pollText.alreadyVoted });
    const results = (await get(team.viewer, poll.id)).data!.getCompanyAnnouncement.poll!;
    expect(results.totalVotes).toBe(1);
    expect(results.options.map((o) => o.voteCount)).toEqual([0, 1, 0]);
  });

  it('takes an investor of the app by id, who is the same person as their address', async () => {
    const poll = await openPoll();
    const investor = await makeInvestor(t, team.companyId);
    const cast = await vote(poll.id, { optionIds: [poll.options[0]], investorId: investor.id });
    expect(cast.statusCode).toBe(201);
    const byAddress = await vote(poll.id, {
      optionIds: [poll.options[1]],
      firstName: 'Ivy',
      lastName: 'Investor',
      email: investor.email,
    });
    expect(byAddress.statusCode).toBe(409);
    const unknown = await vote(poll.id, { optionIds: [poll.options[0]], investorId: randomUUID() });
    expect(unknown.json()).toEqual({ code: 'BAD_USER_INPUT', message: pollText.unknownInvestor });
  });

  it('takes several options only in a multiple-choice poll', async () => {
    const single = await openPoll();
    const two = await vote(single.id, { optionIds: single.options.slice(0, 2), ...ada });
    expect(two.json()).toEqual({ code: 'BAD_USER_INPUT', message: pollText.chooseOne });
    const multiple = await openPoll(true);
    const both = await vote(multiple.id, { optionIds: multiple.options.slice(0, 2), ...ada });
    expect(both.statusCode).toBe(201);
    expect(both.json().poll.options.map((o: { share: number }) => o.share)).toEqual([100, 100, 0]);
  });

  it('refuses a vote after the poll has ended', async () => {
    const poll = await openPoll();
    await t.database.db
      .update(polls)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(polls.announcementId, poll.id));
    const late = await vote(poll.id, { optionIds: [poll.options[0]], ...ada });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'CONFLICT', message: pollText.ended });
  });

  it.each([
    ['no options', { optionIds: [], ...ada }, pollText.chooseAtLeastOne],
    ['an option of another poll', { optionIds: [randomUUID()], ...ada }, pollText.unknownOption],
    ['an option that is no id', { optionIds: ['perth'], ...ada }, pollText.unknownOption],
    ['no one voting', { optionIds: ['x'] }, pollText.voterRequired],
    ['a bad address', { optionIds: ['x'], ...ada, email: 'ada' }, messages.email.invalid],
    ['a list for a body', [], messages.generic.invalidRequest],
  ])('refuses a ballot with %s, counting nothing', async (_case, body, message) => {
    const poll = await openPoll();
    const response = await vote(poll.id, body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const results = (await get(team.viewer, poll.id)).data!.getCompanyAnnouncement.poll!;
    expect(results.totalVotes).toBe(0);
  });

  it('never answers a server error to a body that is not a ballot', async () => {
    const poll = await openPoll();
    const bodies: [string, string][] = [
      ['application/json', 'null'],
      ['application/json', '"ballot"'],
      ['application/json', '{"optionIds": "all"}'],
      ['application/json', '{"optionIds": [null, 5, {}], "investorId": 7}'],
      ['application/json', '{not json'],
      ['application/json', JSON.stringify({ optionIds: ['x'.repeat(10_000)], ...ada })],
      ['text/plain', 'vote'],
    ];
    for (const [type, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/public/polls/${poll.id}/votes`,
        headers: { 'content-type': type },
        payload,
        remoteAddress: address(),
      });
      expect([payload, response.statusCode < 500]).toEqual([payload, true]);
      expect([400, 413, 415]).toContain(response.statusCode);
    }
  });

  it('answers not found for a draft’s poll, an announcement without a poll, or a bad id', async () => {
    const draft = (await createPoll(team.admin, { p: agmPoll() })).data!.createPoll;
    const plain = await published();
    for (const [id, message] of [
      [draft._id, text.notFound],
      [plain._id, pollText.noPoll],
      ['nope', text.notFound],
    ] as const) {
      const response = await vote(id, { optionIds: [randomUUID()], ...ada });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses the 31st vote from one address within 15 minutes', async () => {
    const poll = await openPoll();
    const ip = address();
    for (let i = 0; i < 30; i++) {
      const response = await vote(
        poll.id,
        { optionIds: [poll.options[0]], ...ada, email: `voter-${i}@example.com` },
        ip,
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await vote(poll.id, { optionIds: [poll.options[0]], ...ada }, ip);
    expect(refused.statusCode).toBe(429);
  });
});
