import { PROVIDER_SIGN_IN_CALLBACK_PATH, type ActivityModule } from '@quorum/shared';
import { matchPath } from 'react-router';
import type { PageVisitArea } from '@/lib/activity/record-page-visit';

export interface PageEntry {
  /** A React Router path pattern; the first entry that matches a path (exactly) wins. */
  path: string;
  /** What breadcrumbs call the page. */
  title: string;
  /** The spec §2 module a visit records under; null records nothing. */
  module: ActivityModule | null;
  area: PageVisitArea;
}

const publicPage = (path: string, title: string, module: ActivityModule | null): PageEntry => ({
  path,
  title,
  module,
  area: 'public',
});
const dashboardPage = (path: string, title: string, module: ActivityModule | null): PageEntry => ({
  path: `/dashboard${path}`,
  title,
  module,
  area: 'dashboard',
});

/**
 * Every route's name and activity module, in one place (spec §2). Readings we chose: the spec
 * names no module for sign-in ('/'), so it records none; '/dashboard/questions' is the Kanban board
 * ('kanban'); the executive team is part of the company profile; the email-extension pages record
 * as 'sign-in extension'; the market page (issue 19, no spec module) records as 'dashboard', the
 * group its menu entry sits in.
 */
export const PAGE_CATALOGUE: readonly PageEntry[] = [
  publicPage('/', 'Sign in', null),
  // Google's or Microsoft's way back to sign-in, passed through in a moment: it records no visit.
  publicPage(PROVIDER_SIGN_IN_CALLBACK_PATH, 'Signing you in', null),
  publicPage('/register', 'Create your account', 'register'),
  publicPage('/register/:token', 'Accept your invitation', 'register'),
  publicPage('/forgot-password', 'Forgot your password?', 'forgot password'),
  publicPage('/forgot-password/:token', 'Choose a new password', 'forgot password'),
  publicPage('/success', 'Payment successful', 'stripe success'),
  publicPage('/error', 'Payment failed', 'stripe error'),
  // The local driver's checkout page stands in for the provider's hosted page, which records
  // nothing of ours; the visits before and after it (plan, stripe success or error) tell the story.
  publicPage('/checkout/:id', 'Checkout', null),
  publicPage('/sign-in-extension', 'Sign in to the email extension', 'sign-in extension'),
  publicPage('/redirect-sign-in-extension', 'Email extension', 'sign-in extension'),
  publicPage('/user-consent/:id/:email', 'Allow the email extension', 'sign-in extension'),
  // Quorum's privacy policy and the privacy request tool are ours (issue 20); the spec names no
  // module for them, so their visits record none.
  publicPage('/privacy', 'Privacy policy', null),

  dashboardPage('', 'Dashboard', 'dashboard'),
  dashboardPage('/market', 'Market', 'dashboard'),
  dashboardPage('/history-of-activity', 'History of activity', 'history'),
  dashboardPage('/questions', 'Questions', 'kanban'),
  dashboardPage('/dashboard2', 'Analytics', 'dashboard'),
  dashboardPage('/faq', "Our FAQ's", 'faq'),
  dashboardPage('/profile', 'Profile', 'profile'),
  dashboardPage('/contact-us', 'Contact us', 'contact'),
  dashboardPage('/notifications', 'Notifications', 'notification'),
  dashboardPage('/calendar', 'Calendar', 'calendar'),
  dashboardPage('/announcements', 'Announcements', 'announcement'),
  dashboardPage('/announcements/:id', 'Announcement', 'announcement'),
  dashboardPage('/company-profile', 'Company profile', 'company profile'),
  dashboardPage('/company-profile/company-details', 'Company details', 'company profile'),
  dashboardPage('/company-profile/excutive-team', 'Executive team', 'company profile'),
  dashboardPage('/company-profile/integrate-quorum', 'Integrate Quorum', 'company profile'),
  dashboardPage(
    '/company-profile/integrate-quorum/email-extension',
    'Email extension',
    'company profile',
  ),
  dashboardPage('/company-profile/integrate-quorum/web-form', 'Web form', 'web form'),
  dashboardPage('/executive-team', 'Executive team', 'company profile'),
  dashboardPage('/my-team', 'My team', 'my team'),
  dashboardPage('/my-team-details', 'Team member', 'my team'),
  dashboardPage('/question-registry/:id?', 'Question registry', 'question registry'),
  dashboardPage('/question-registry-email/:id', 'Question registry', 'question registry extension'),
  dashboardPage('/invite-team', 'Invite your team', 'invite team'),
  dashboardPage('/privacy-requests', 'Privacy requests', null),
  dashboardPage('/plan', 'Plan', 'plan'),
  dashboardPage('/update-plan', 'Update plan', 'update plan'),
  // Unknown dashboard children redirect to /dashboard, which records the visit itself.
  dashboardPage('/*', 'Dashboard', null),

  publicPage('*', 'Access denied', 'forbidden'),
];

export function findPage(pathname: string): PageEntry | undefined {
  return PAGE_CATALOGUE.find((page) => matchPath({ path: page.path, end: true }, pathname));
}

/** The pages above this one, for breadcrumbs: each path prefix that names a page of its own. */
export function pageTrail(pathname: string): { path: string; title: string }[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: { path: string; title: string }[] = [];
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    const page = findPage(path);
    if (!page?.module) continue;
    // '/question-registry/:id?' names both the list and an item; show it once, as the deeper one.
    if (trail.at(-1)?.title === page.title) trail.pop();
    trail.push({ path, title: page.title });
  }
  return trail;
}
