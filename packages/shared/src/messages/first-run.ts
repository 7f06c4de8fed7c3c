/** The first run: the welcome, the greeting, the integration promo, the quick-response info. */
export const firstRunMessages = {
  // Spec §2 first_time_login: "welcome and onboarding checklist; Continue". The words are ours.
  welcomeTitle: (firstName: string) => `Welcome to Quorum, ${firstName}!`,
  welcomeBody:
    'Your company is set up. These steps make your investor page ready for shareholders:',
  continue: 'Continue',
  /** The home's greeting: a person on their first-time login is new here, not back. (ours) */
  greetingNew: (firstName: string) => `Welcome to Quorum, ${firstName}`,
  greetingReturning: (firstName: string) => `Welcome back, ${firstName}`,
  // Spec: 'Integrate {product} questions into your platform!', the product being Quorum
  // (capitalised as the product's name is everywhere else).
  integrationPromoTitle: 'Integrate Quorum questions into your platform!',
  // Ours: the spec's promo has a video, which the product has no recording of; these words say
  // what the video would show.
  integrationPromoBody:
    'Put the Quorum web form on your own website: investors ask where they already read about you, and every question lands on your question board, ready to answer.',
  integrationPromoPaid: 'Get started now!',
  integrationPromoUpgrade: 'Upgrade',
  close: 'Close',
  // The reply box's one-time info on response templates (spec: setQuickResponseViewedInfo). Ours.
  quickResponseTitle: 'Quick responses',
  quickResponseBody:
    'Choose a response template and press Use: its words, and its files, go into your reply, ready to make personal before you send.',
  quickResponseGotIt: 'Got it',
} as const;

/** Monthly question prompts (spec §3 "Monthly question prompt"). All ours: the spec names the view only. */
export const monthlyPromptMessages = {
  title: 'Monthly prompts',
  intro:
    'The questions investors asked most each month that your registry does not answer yet. Add one to the registry to answer it once for everyone.',
  empty:
    'No prompts yet: no question was asked twice this month without an answer in your registry.',
  addToRegistry: 'Add to registry',
  added: 'Added',
  askedTimes: (count: number) => `Asked ${count} ${count === 1 ? 'time' : 'times'}`,
  copiedTimes: (count: number) =>
    `Added to the registry ${count} ${count === 1 ? 'time' : 'times'}`,
  monthInvalid: 'Choose a month as YYYY-MM, no later than this month.',
  notFound: 'This prompt is no longer available.',
} as const;
