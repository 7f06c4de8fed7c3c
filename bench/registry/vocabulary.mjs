// The words the registry benchmark's questions and answers are made of. Investor-relations text of
// an ASX resources or industrial company: a head of common words in roughly falling frequency, then
// a long tail of made-up project, place and people names, most of which appear in only a handful of
// questions, as the rare words of a real registry do. The seed draws content words by Zipf's law
// over this list (rank r with probability about 1/r), so word frequencies span common to very rare.

/** Function words between the content words; the english configuration drops them when indexing. */
export const FUNCTION_WORDS = (
  'the the the the of of of and and and to to to in in in a a is is for for on on ' +
  'that that we we our our are are with with as as be be at by this this it it from ' +
  'will will has have has an or its not been any their there which what when how can ' +
  'do does if all more about into over than these those were was also each per'
).split(' ');

/** How questions open. */
export const QUESTION_OPENINGS = [
  'What is',
  'What are',
  'When will',
  'How does',
  'How do',
  'Can you explain',
  'Could you comment on',
  'Why has',
  'Is there',
  'Will the company',
  'Has the board considered',
  'Please update shareholders on',
  'What impact will',
  'Where is',
  'Who is responsible for',
];

/** Real words, most common first. */
export const COMMON_WORDS = `
company shares dividend board project year market shareholders price production capital cost
growth quarter revenue guidance results report investors management strategy cash operations
financial share period update announcement profit outlook annual half performance plan costs
business exploration drilling resource mine gold copper development funding debt earnings
meeting general acquisition sale assets value return returns balance sheet expenditure
reserves tonnes ounces grade ore processing plant study feasibility scoping approval approvals
permit permits environmental safety community native title heritage agreement contract
contracts customers customer demand supply pricing margin margins ebitda net gross income tax
franking franked interim final record payment date buyback placement entitlement offer rights
issue options performance rights remuneration executive director chair chief officer ceo cfo
auditor audit accounts statements disclosure continuous asx listing rules trading halt
suspension volume liquidity register registry holding holdings substantial holder
institutional retail broker analyst analysts coverage valuation target forecast forecasts
consensus estimate estimates material information sensitive release releases presentation
webinar conference call briefing investor relations contact email website portal
sustainability esg emissions carbon climate scope renewable energy solar wind hydrogen lithium
nickel zinc iron uranium rare earths graphite cobalt vanadium manganese bauxite alumina
coal gas oil offshore onshore pipeline infrastructure rail port road power water
workforce employees staff contractors hiring recruitment training culture diversity gender
governance policy policies charter committee committees independent nonexecutive
appointment resignation succession tenure election reelection vote votes voting proxy
resolution resolutions notice constitution amendment spill strike
dividends distribution distributions payout ratio yield reinvestment plan drp
convertible notes bonds facility facilities refinancing lender lenders covenant covenants
hedging hedge currency exchange rate rates inflation interest commodity commodities spot
prices volatility risk risks mitigation insurance litigation dispute claim claims regulator
regulatory government royalty royalties stamp duty jurisdiction overseas international
africa america canada chile peru asia china japan korea india europe indonesia
queensland victoria tasmania pilbara yilgarn goldfields kimberley northern territory
south australia wales western perth sydney melbourne brisbane adelaide darwin
joint venture partner partners partnership farmin offtake binding nonbinding memorandum
understanding term sheet merger demerger takeover scheme arrangement bid bidder target
takeovers panel due diligence independent expert report fairness reasonableness
impairment writedown goodwill depreciation amortisation provision provisions closure
rehabilitation bond bonds obligations liabilities contingent subsequent events
pipeline tenements tenement licence licences lease leases application granted renewal
expiry expenditure commitments drill holes metres intercepts assays assay results
mineralisation deposit deposits prospect prospects targets geophysics geochemistry
survey surveys aircore diamond reverse circulation rc core samples sampling laboratory
jorc compliant inferred indicated measured probable proved mineral estimate upgrade
metallurgical testwork recovery recoveries flotation leaching heap carbon leach cil
concentrate concentrates smelter refinery shipment shipments vessel logistics freight
schedule timeline delay delays milestone milestones commissioning construction
first pour ramp nameplate capacity throughput availability utilisation maintenance shutdown
technology software platform digital data cyber security systems automation artificial
intelligence innovation research patents intellectual property product products launch
sales channel channels distributor distributors subscription recurring annualised arr
churn retention pipeline backlog orders order book tender tenders awarded win wins
healthcare medical clinical trial trials patients regulatory tga fda approval device
property portfolio occupancy tenants leasing valuation valuations cap rates development
banking loan loans deposits credit arrears provisions capital ratio apra
agriculture harvest crop crops rainfall season livestock exports tariffs trade
retail stores store footprint online ecommerce like traffic basket inventory stock
working receivables payables creditors debtors liquidity runway burn raise raising
underwritten underwriter shortfall dilution discount premium vwap closing
annual report sustainability statement corporate tax transparency modern slavery
whistleblower code conduct securities dealing blackout window trading policy
`
  .trim()
  .split(/\s+/);

const SYLLABLES = (
  'ka ro bi na ta lu mer wa ri go don el be ya mun dal ar ko min te sa lo vi ' +
  'ne pa tu gan bor quin ze ma li dor sen ha ol ru fe'
).split(' ');

/**
 * Made-up proper names (projects, deposits, towns, people), three or four syllables each, in a
 * fixed order so every seed of the benchmark uses the same words at the same ranks.
 */
export function tailWords(count) {
  const words = [];
  const n = SYLLABLES.length;
  for (let i = 0; words.length < count; i++) {
    const parts = [
      SYLLABLES[i % n],
      SYLLABLES[Math.floor(i / n) % n],
      SYLLABLES[Math.floor(i / n / n) % n],
    ];
    if (i >= n * n * n) parts.push(SYLLABLES[Math.floor(i / n / n / n) % n]);
    words.push(parts.join(''));
  }
  return words;
}

/** Content words by rank: the real words first, then the names. */
export function contentWords(tailCount = 40_000) {
  const seen = new Set();
  return [...COMMON_WORDS, ...tailWords(tailCount)].filter((word) => {
    if (seen.has(word)) return false;
    seen.add(word);
    return true;
  });
}
