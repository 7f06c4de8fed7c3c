import { gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubMessages, messages } from '@quorum/shared';
import { auditTrail, companies, enquiries, polls } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  SOFT_DELETE,
  agmPoll,
  announcementsKit,
  quarterly,
} from '../announcements/testing/announcements-test-kit';
import type { Team } from '../announcements/testing/announcements-test-kit';
import { insertEvent } from '../events/repo';
import { insertCategory, insertFaq } from '../faq/repo';

const t = useTestApp();
const text = hubMessages;
const { makeTeam, storeFile, made, createPoll, get } = announcementsKit(t);

const SWITCH =
  'mutation($on: Boolean!) { updateInvestorHub(enabled: $on) { enabled asxCode link } }';
const SETTING = '{ getInvestorHub { enabled asxCode link } }';

/** Each test's posts come from an address of their own, so the limits do not meet. */
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;

async function asxCodeOf(companyId: string) {
  const [row] = await t.database.db
    .select({ asxCode: companies.asxCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.asxCode;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: address() });

/** The investor's phone, which the history of activity names beside their question or vote. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A form post as a browser sends one without script. */
const formPost = (url: string, fields: Record<string, string | string[]>, json = false) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(name, one);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': IPHONE_SAFARI,
      ...(json ? { accept: 'application/json' } : {}),
    },
    payload: body.toString(),
    remoteAddress: address(),
  });
};

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

let team: Team;
let code: string;
let home: string;
beforeAll(async () => {
  team = await makeTeam();
  code = await asxCodeOf(team.companyId);
  home = `/hub/${code}`;
});

describe('the investor page’s switch', () => {
  it('is off for a new company, and its address is then not found', async () => {
    const setting = await gql<{ getInvestorHub: { enabled: boolean; link: string } }>(
      t.app,
      SETTING,
      {},
      team.admin,
    );
    expect(setting.data!.getInvestorHub).toMatchObject({ enabled: false, asxCode: code });
    expect(setting.data!.getInvestorHub.link).toMatch(new RegExp(`/hub/${code}$`));
    const off = await page(home);
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain(text.notFoundTitle);
  });

  it('turned on by an admin, opens the page at its code in any case, and is in the history of activity', async () => {
    const on = await gql(t.app, SWITCH, { on: true }, team.admin);
    expect(on.data).toMatchObject({ updateInvestorHub: { enabled: true, asxCode: code } });
    expect((await page(home)).statusCode).toBe(200);
    expect((await page(`/hub/${code.toLowerCase()}`)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.companyId, team.companyId), eq(auditTrail.action, 'hub.enabled')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('cannot be turned on by a viewer', async () => {
    const refused = await gql(t.app, SWITCH, { on: false }, team.viewer);
    expect(refused.error?.code).toBe('FORBIDDEN');
    expect((await page(home)).statusCode).toBe(200);
  });

  it('answers not found for a code no company has', async () => {
    expect((await page('/hub/ZZZQQ9')).statusCode).toBe(404);
    expect((await page('/hub/not-a-code!')).statusCode).toBe(404);
  });
});

describe('the investor page', () => {
  beforeAll(() => gql(t.app, SWITCH, { on: true }, team.admin));

  it('shows published announcements only: never a draft or one in Deleted', async () => {
    const shown = await made(team.admin, { ...quarterly, status: 'published' });
    const draft = await made(team.admin, { title: 'Draft results', body: 'x', status: 'draft' });
    const gone = await made(team.admin, {
      title: 'Withdrawn notice',
      body: 'x',
      status: 'published',
    });
    await gql(t.app, SOFT_DELETE, { id: gone._id }, team.admin);
    const body = (await page(home)).body;
    expect(body).toContain(quarterly.title);
    expect(body).not.toContain('Draft results');
    expect(body).not.toContain('Withdrawn notice');
    expect((await page(`${home}/announcements/${shown._id}`)).statusCode).toBe(200);
    expect((await page(`${home}/announcements/${draft._id}`)).statusCode).toBe(404);
    expect((await page(`${home}/announcements/${gone._id}`)).statusCode).toBe(404);
  });

  it('does not open another company’s announcement under this company’s code', async () => {
    const other = await makeTeam();
    const theirs = await made(other.admin, { title: 'Theirs', body: 'x', status: 'published' });
    const answer = await page(`${home}/announcements/${theirs._id}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Theirs');
  });

  it('escapes the company’s words: a title with markup is text', async () => {
    const hostile = await made(team.admin, {
      title: '<script>alert(1)</script> & "quotes"',
      body: '<img src=x onerror=alert(2)>',
      status: 'published',
    });
    const list = (await page(home)).body;
    expect(list).not.toContain('<script>alert(1)');
    expect(list).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
    const one = (await page(`${home}/announcements/${hostile._id}`)).body;
    expect(one).not.toContain('<img src=x');
  });

  it('is indexable: title, description, canonical, Open Graph and the Organization', async () => {
    const answer = await page(home);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.body).toMatch(/<title>[^<]+\(ASX: [A-Z0-9]+\) — Investor page<\/title>/);
    expect(answer.body).toContain('<meta name="description"');
    expect(answer.body).toContain(
      `<link rel="canonical" href="${new URL(t.config.appUrl).origin}${home}" />`,
    );
    expect(answer.body).toContain('<meta property="og:title"');
    expect(answer.body).toContain('"@type":"Organization"');
    expect(answer.body).toContain(`<a class="skip" href="#main">${text.skipLink}</a>`);
  });

  it('is under 100 KB for the first view, compressed: the page and its script', async () => {
    for (let n = 0; n < 12; n++)
      await made(team.admin, {
        title: `Update ${n}`,
        body: 'Words. '.repeat(200),
        status: 'published',
      });
    const answer = await page(home, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    const script = await page('/hub-assets/hub.js');
    const total = answer.rawPayload.length + gzipSync(script.rawPayload).length;
    expect(total).toBeLessThan(100 * 1024);
  });
});

describe('the investor page’s events and FAQ', () => {
  beforeAll(() => gql(t.app, SWITCH, { on: true }, team.admin));

  it('lists an upcoming AGM at 10:00 Perth time, with its calendar file in the Perth zone', async () => {
    const agm = await insertEvent(t.database.db, team.companyId, team.adminId, {
      title: 'Annual general meeting',
      description: null,
      location: 'Perth Convention Centre',
      onlineUrl: null,
      startsAt: new Date('2027-04-07T02:00:00Z'),
      endsAt: new Date('2027-04-07T04:00:00Z'),
      timeZone: 'Australia/Perth',
      allDay: false,
      allTeam: true,
      attendeeIds: [],
      attachments: [],
    });
    const body = (await page(home)).body;
    expect(body).toContain('Annual general meeting');
    expect(body).toMatch(/7 Apr 2027, 10:00\s?am AWST/);
    expect(body).toContain(`href="${home}/events/${agm.id}.ics"`);
    const file = await page(`${home}/events/${agm.id}.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.body).toContain('DTSTART;TZID=Australia/Perth:20270407T100000');
    const other = await makeTeam();
    expect(
      (await page(`/hub/${await asxCodeOf(other.companyId)}/events/${agm.id}.ics`)).statusCode,
    ).toBe(404);
  });

  it('shows the FAQ with its categories and questions in their order', async () => {
    const meetings = await insertCategory(t.database.db, team.companyId, 'Meetings');
    const dividends = await insertCategory(t.database.db, team.companyId, 'Dividends');
    for (const [category, question] of [
      [dividends.id, 'When is the dividend paid?'],
      [meetings.id, 'Where is the AGM?'],
    ] as const)
      await insertFaq(t.database.db, team.companyId, {
        faqCategoryId: category,
        question,
        answer: 'See the notice.',
        createdBy: team.adminId,
      });
    const body = (await page(home)).body;
    expect(body.indexOf('Meetings')).toBeLessThan(body.indexOf('Dividends'));
    expect(body).toContain('<summary>Where is the AGM?</summary>');
  });
});

describe('a question asked on the investor page', () => {
  beforeAll(() => gql(t.app, SWITCH, { on: true }, team.admin));

  it('about page 3 of a PDF becomes a guest enquiry with its announcement and page, then the page says so', async () => {
    const pdf = await storeFile(team, {
      contentType: 'application/pdf',
      name: 'presentation.pdf',
      facts: { totalPages: 12 },
    });
    const report = await made(team.admin, {
      title: 'Investor presentation',
      body: 'Our half-year presentation.',
      status: 'published',
      attachment: pdf,
    });
    const answer = await formPost(`${home}/questions`, {
      ...ada,
      question: 'What is the grade on page 3?',
      announcementId: report._id,
      pageNumber: '3',
      website: '',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `${home}/announcements/${report._id}?sent=question-sent#ask`,
    );
    const [stored] = await t.database.db
      .select()
      .from(enquiries)
      .where(
        and(
          eq(enquiries.companyId, team.companyId),
          eq(enquiries.question, 'What is the grade on page 3?'),
        ),
      );
    expect(stored).toMatchObject({
      isGuest: true,
      channel: 'investor_page',
      guestEmail: 'ada@example.com',
      boardStatus: 'outstanding',
      announcementInfo: { announcementId: report._id, pageNumber: 3 },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.subjectId, stored!.id), eq(auditTrail.action, 'enquiry.asked')));
    expect(audit).toMatchObject({
      actorKind: 'investor',
      actorName: 'Ada Lovelace',
      ip: expect.stringMatching(/^10\.\d+\.\d+\.\d+$/),
      device: 'Safari on iOS',
    });
    const thanks = await page(answer.headers.location as string);
    expect(thanks.body).toContain(text.questionSent);
  });

  it('refuses a missing email with the field’s words, as JSON for the script, and writes nothing', async () => {
    const answer = await formPost(
      `${home}/questions`,
      { firstName: 'Ada', email: '', question: 'Nothing stored?' },
      true,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.email.required,
      fields: { email: messages.email.required },
    });
    const stored = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.question, 'Nothing stored?'));
    expect(stored).toHaveLength(0);
  });

  it('without script, shows the page again with the refusal beside the field and what was typed', async () => {
    const answer = await formPost(`${home}/questions`, {
      firstName: '<b>Ada</b>',
      email: 'ada@example.com',
      question: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(messages.webform.questionRequired);
    expect(answer.body).toContain('aria-invalid="true" aria-describedby="ask-question-error"');
    expect(answer.body).toContain('value="&#60;b&#62;Ada&#60;/b&#62;"');
  });

  it('is refused when the honeypot is filled', async () => {
    const answer = await formPost(
      `${home}/questions`,
      { ...ada, question: 'Bot?', website: 'https://spam.example' },
      true,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: messages.webform.rejected });
  });

  it('is not found on a page that is switched off', async () => {
    const other = await makeTeam();
    const answer = await formPost(
      `/hub/${await asxCodeOf(other.companyId)}/questions`,
      { ...ada, question: 'Anyone?' },
      true,
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe('a vote on the investor page', () => {
  beforeAll(() => gql(t.app, SWITCH, { on: true }, team.admin));

  async function openPoll() {
    const made = (await createPoll(team.admin, { p: agmPoll(), s: 'published' })).data!.createPoll;
    return { id: made._id, options: made.poll!.options.map((o) => o.id) };
  }

  it('counts once per person: a second vote is refused, and the ballot is in the history', async () => {
    const poll = await openPoll();
    const url = `${home}/polls/${poll.id}/votes`;
    const first = await formPost(url, { ...ada, optionIds: poll.options[0]! });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${home}?sent=vote-counted#polls`);
    const again = await formPost(url, { ...ada, optionIds: poll.options[1]! }, true);
    const grace = { ...ada, email: 'grace@example.com' };
    const withScript = await formPost(url, { ...grace, optionIds: poll.options[1]! }, true);
    expect(withScript.statusCode).toBe(201);
    expect(withScript.json()).toMatchObject({
      message: text.voteCounted,
      results: [
        text.pollShare('Perth', 50, 1),
        text.pollShare('Online', 50, 1),
        text.pollShare('Both', 0, 0),
        text.pollTotal(2),
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.polls.alreadyVoted });
    const counted = (await get(team.viewer, poll.id)).data!.getCompanyAnnouncement;
    expect(counted.poll!.totalVotes).toBe(2);
    const rows = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.subjectId, poll.id), eq(auditTrail.action, 'poll.voted')));
    expect(rows.map((row) => row.actorEmail).sort()).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
    expect(rows[0]).toMatchObject({ actorKind: 'investor', device: 'Safari on iOS' });
  });

  it('is refused once the poll has ended', async () => {
    const poll = await openPoll();
    await t.database.db
      .update(polls)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(polls.announcementId, poll.id));
    const late = await formPost(
      `${home}/polls/${poll.id}/votes`,
      { ...ada, optionIds: poll.options[0]! },
      true,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: messages.polls.ended });
  });

  it('in another company’s poll under this code is not found', async () => {
    const other = await makeTeam();
    const theirs = (await createPoll(other.admin, { p: agmPoll(), s: 'published' })).data!
      .createPoll;
    const answer = await formPost(
      `${home}/polls/${theirs._id}/votes`,
      { ...ada, optionIds: theirs.poll!.options[0]!.id },
      true,
    );
    expect(answer.statusCode).toBe(404);
  });
});
