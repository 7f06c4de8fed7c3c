/** Module names a page visit is recorded under (spec §2). */
export const ACTIVITY_MODULES = [
  'dashboard',
  'history',
  'question',
  'faq',
  'profile',
  'contact',
  'announcement',
  'kanban',
  'company profile',
  'my team',
  'question registry',
  'calendar',
  'notification',
  'forbidden',
  'stripe error',
  'stripe success',
  'forgot password',
  'register',
  'plan',
  'update plan',
  'invite team',
  'sign-in extension',
  'web form',
  'question registry extension',
] as const;
export type ActivityModule = (typeof ACTIVITY_MODULES)[number];

/** Modules whose pages are public: their visits go to /activityLog/auth without a token. */
export const PUBLIC_ACTIVITY_MODULES: readonly ActivityModule[] = [
  'forbidden',
  'stripe error',
  'stripe success',
  'forgot password',
  'register',
  'sign-in extension',
];
