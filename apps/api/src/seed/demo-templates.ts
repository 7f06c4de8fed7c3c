import type { Db } from '../db/client';
import { responseTemplates } from '../db/schema';

/**
 * Replies an investor-relations team writes again and again, for the demo company (Demo
 * Resources Ltd, a copper and gold explorer). Text only: attachments need stored files.
 */
const DEMO_TEMPLATES = [
  {
    title: 'Dividend policy',
    starred: true,
    content:
      'Thank you for your question. As an explorer and developer, Demo Resources does not ' +
      'currently pay a dividend: we reinvest our cash in the Red Hill project. The Board will ' +
      'review the dividend policy once the project is in production and generating free cash ' +
      'flow. Any change will be announced to the ASX first.',
  },
  {
    title: 'Change of address or bank details',
    starred: false,
    content:
      'Our share registry manages shareholdings on our behalf. To update your address, bank ' +
      'account or communication preferences, please log in to the registry’s investor centre ' +
      'with your SRN or HIN, or call the registry on the number shown on your holding statement. ' +
      'For your security, we cannot change these details for you.',
  },
  {
    title: 'Annual General Meeting',
    starred: false,
    content:
      'This year’s Annual General Meeting will be held in Perth and online. The Notice of ' +
      'Meeting, with the time, venue, resolutions and how to vote or appoint a proxy, is ' +
      'released to the ASX and mailed to shareholders at least 28 days before the meeting. ' +
      'You can lodge questions for the Board ahead of the meeting by replying here.',
  },
  {
    title: 'Red Hill project update',
    starred: false,
    content:
      'Thank you for your interest in Red Hill. Our latest results and the progress of the ' +
      'scoping study are set out in the most recent quarterly activities report on the ASX and ' +
      'our investor centre. We are unable to comment on results that have not yet been ' +
      'released to the market.',
  },
];

/** Adds the demo company's response templates, inside the seed's transaction. */
export async function seedDemoTemplates(tx: Db, companyId: string, userId: string) {
  await tx
    .insert(responseTemplates)
    .values(DEMO_TEMPLATES.map((template) => ({ ...template, companyId, createdBy: userId })));
}
