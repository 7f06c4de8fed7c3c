// What investors asked Demo Resources over the last six months, with the answers the team gave and
// the investors' follow-ups: demo-history-questions.ts draws the questions from these.
import type { CategoryKey } from './demo-board-data';

export type Tone = 'positive' | 'neutral' | 'negative';

export interface HistoryQuestion {
  category: CategoryKey;
  tone: Tone;
  subject: string;
  question: string;
  answer: string;
}

/**
 * What investors ask Demo Resources, worded as they word it: pleased, matter-of-fact or cross.
 * A question may be asked more than once over six months, as real ones are.
 */
export const HISTORY_QUESTIONS_ASKED: HistoryQuestion[] = [
  {
    category: 'projects',
    tone: 'positive',
    subject: 'Drilling results',
    question:
      'Great drilling results at Red Hill, congratulations to the team. When will the next assays be released?',
    answer:
      'Thank you. Assays from the remaining holes are with the laboratory; we expect to release them within four to six weeks.',
  },
  {
    category: 'projects',
    tone: 'neutral',
    subject: 'Scoping study scope',
    question: 'Will the scoping study consider an on-site processing plant or toll treatment?',
    answer:
      'The study compares both: a standalone flotation plant at Red Hill and toll treatment at a nearby mill.',
  },
  {
    category: 'projects',
    tone: 'negative',
    subject: 'Delays at Red Hill',
    question:
      'The scoping study has slipped again. Why should shareholders believe the new timeline after so many delays?',
    answer:
      'We understand the frustration. The study was extended to include the northern extension, which we expect to add to the resource; it remains on track for the March quarter.',
  },
  {
    category: 'projects',
    tone: 'neutral',
    subject: 'Drill rigs',
    question: 'How many drill rigs are currently operating at Red Hill?',
    answer: 'Two reverse-circulation rigs and one diamond rig are on site.',
  },
  {
    category: 'projects',
    tone: 'positive',
    subject: 'Maiden resource',
    question:
      'Really pleased to see the maiden resource. Is there potential to grow it with the northern step-out holes?',
    answer:
      'Yes. The resource is open to the north and at depth, and the step-out program is designed to test both.',
  },
  {
    category: 'projects',
    tone: 'negative',
    subject: 'Resource grade',
    question:
      'The resource grade is disappointing compared with the early drilling. Was the market misled by the first holes?',
    answer:
      'No. The early holes were reported as drilled; a resource averages every hole, including the lower-grade margins. The high-grade core is shown separately in the announcement.',
  },
  {
    category: 'projects',
    tone: 'neutral',
    subject: 'Heritage approvals',
    question: 'Are heritage surveys complete for the northern drilling area?',
    answer:
      'Yes. Surveys with the Traditional Owners were completed in the June quarter and the area is cleared for drilling.',
  },
  {
    category: 'projects',
    tone: 'neutral',
    subject: 'Water supply',
    question: 'Where would a future operation at Red Hill source its water?',
    answer:
      'The scoping study is assessing a borefield east of the deposit; hydrogeological drilling is planned for next year.',
  },
  {
    category: 'capital',
    tone: 'negative',
    subject: 'Dilution',
    question:
      'Another placement at a discount, and retail holders are diluted again. Why was there no share purchase plan?',
    answer:
      'The Board needed certainty of funding quickly. We hear the concern, and the Board will consider a share purchase plan alongside any future raising.',
  },
  {
    category: 'capital',
    tone: 'neutral',
    subject: 'Use of funds',
    question: 'How will the proceeds of the placement be spent?',
    answer:
      'About 60% funds resource drilling at Red Hill, 25% the scoping study and metallurgy, and the rest working capital.',
  },
  {
    category: 'capital',
    tone: 'neutral',
    subject: 'Cash runway',
    question: 'How many quarters of funding does the current cash balance cover?',
    answer:
      'At the planned spending, the cash at the end of the last quarter covers about six quarters; the Appendix 5B sets this out.',
  },
  {
    category: 'capital',
    tone: 'negative',
    subject: 'Share price',
    question:
      'The share price has fallen 30% since the placement. Is management worried, and what is being done about it?',
    answer:
      'We do not comment on share price movements, but we are focused on the milestones that add value: the resource update and the scoping study.',
  },
  {
    category: 'capital',
    tone: 'positive',
    subject: 'Placement support',
    question:
      'Good to see strong institutional support in the placement. Did any directors participate?',
    answer:
      'Yes. Three directors subscribed for shares on the same terms, subject to shareholder approval at the AGM.',
  },
  {
    category: 'capital',
    tone: 'neutral',
    subject: 'Options',
    question: 'Were options issued to the lead manager of the placement?',
    answer:
      'Yes, 3 million options exercisable at $0.48; the details are in the Appendix 3B lodged with the placement.',
  },
  {
    category: 'capital',
    tone: 'negative',
    subject: 'Impairment',
    question:
      'Why was there an impairment of the Yilgarn tenements in the accounts? That looks like a write-off of money spent.',
    answer:
      'The Board decided not to renew two tenements that did not meet our targets, so their carrying value was written off; the rest of the Yilgarn ground is unaffected.',
  },
  {
    category: 'capital',
    tone: 'neutral',
    subject: 'Debt funding',
    question: 'Is the company considering debt to fund construction at Red Hill?',
    answer:
      'It is too early to decide; a funding plan, likely a mix of debt and equity, will follow the feasibility study.',
  },
  {
    category: 'agm',
    tone: 'neutral',
    subject: 'Proxy form',
    question: 'What is the deadline to lodge my proxy form for the AGM?',
    answer:
      'Proxy forms must reach the share registry at least 48 hours before the meeting; the Notice of Meeting gives the exact time.',
  },
  {
    category: 'agm',
    tone: 'negative',
    subject: 'Remuneration',
    question:
      'Director fees went up while shareholders lost money. Why should I vote for the remuneration report?',
    answer:
      'The increase brings fees into line with peers and was the first in three years; the remuneration report explains how the Board benchmarked it.',
  },
  {
    category: 'agm',
    tone: 'positive',
    subject: 'AGM online',
    question:
      'Thanks for holding the AGM online as well. Will a recording be available afterwards?',
    answer: 'Yes, a recording will be on the investor centre within a week of the meeting.',
  },
  {
    category: 'agm',
    tone: 'neutral',
    subject: 'Questions for the AGM',
    question: 'Can I submit questions for the Board before the AGM?',
    answer:
      'Yes. Send them through Quorum or to the company secretary before the meeting, and the Chair will answer the common themes.',
  },
  {
    category: 'dividends',
    tone: 'neutral',
    subject: 'Dividend policy',
    question: 'Does the company have a dividend policy?',
    answer:
      'Not yet. As an explorer without revenue we reinvest in the projects; the Board will set a policy once Red Hill is producing.',
  },
  {
    category: 'dividends',
    tone: 'negative',
    subject: 'No returns',
    question:
      'I have held for five years and never received a cent. When will shareholders see any return?',
    answer:
      'We understand. Returns for an explorer come through discoveries and development; Red Hill is the path to production and, in time, dividends.',
  },
  {
    category: 'dividends',
    tone: 'neutral',
    subject: 'Franking credits',
    question: 'Would future dividends be franked?',
    answer:
      'Dividends could only be franked once the company pays Australian tax, which depends on production.',
  },
  {
    category: 'register',
    tone: 'neutral',
    subject: 'Change of address',
    question: 'How do I update my registered address with the share registry?',
    answer:
      'You can update your address online with the share registry using your SRN or HIN, or by the change of address form on its website.',
  },
  {
    category: 'register',
    tone: 'neutral',
    subject: 'Holding statement',
    question: 'I have lost my holding statement. How can I get a replacement?',
    answer:
      'The share registry can issue a replacement statement; request it through its investor centre or by phone.',
  },
  {
    category: 'register',
    tone: 'positive',
    subject: 'Electronic communications',
    question:
      'Happy to go paperless. How do I elect to receive shareholder communications by email?',
    answer:
      'Thank you. Log in to the share registry’s investor centre and choose email under communication preferences.',
  },
  {
    category: 'register',
    tone: 'negative',
    subject: 'Registry service',
    question:
      'I have called the share registry three times and still cannot get my deceased estate transfer processed. This is unacceptable.',
    answer:
      'We are sorry. We have raised it with the registry directly, and their estates team will call you this week.',
  },
  {
    category: 'projects',
    tone: 'positive',
    subject: 'Site visit',
    question: 'Enjoyed the site visit photos. Are there plans for a shareholder site tour?',
    answer:
      'We plan a shareholder tour once the scoping study is out; we will announce dates through Quorum.',
  },
  {
    category: 'capital',
    tone: 'neutral',
    subject: 'Guidance',
    question: 'What is the exploration spending guidance for this financial year?',
    answer: 'Guidance is $12 to $14 million, as set out in the June quarterly report.',
  },
  {
    category: 'capital',
    tone: 'negative',
    subject: 'Guidance cut',
    question:
      'Why was the drilling guidance cut in the latest quarterly? It looks like the company is running out of money.',
    answer:
      'Drilling was reduced while the rigs moved to the northern extension, not for funding reasons; cash covers the program as planned.',
  },
];

/** Investors' follow-ups on a reply, by how they felt about it. */
export const FOLLOW_UPS: Record<'pleased' | 'unhappy', string[]> = {
  pleased: [
    'Thanks, that is very helpful.',
    'Appreciate the quick and clear answer.',
    'Thank you, that answers my question.',
  ],
  unhappy: ['That does not really answer my question.', 'I was hoping for more detail than that.'],
};
