import { lazy, type ComponentType } from 'react';

/**
 * Each feature's pages come in one lazy chunk: the first page of a feature loads the chunk, and
 * its other pages are then already there. The sign-in page does not pay for the dashboard.
 */
function lazyPage<TModule extends Record<string, unknown>>(
  load: () => Promise<TModule>,
  name: keyof TModule & string,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const auth = () => import('@/features/auth/routes');
const activity = () => import('@/features/activity/routes');
const analytics = () => import('@/features/analytics/routes');
const announcements = () => import('@/features/announcements/routes');
const billing = () => import('@/features/billing/routes');
const dashboard = () => import('@/features/dashboard/routes');
const board = () => import('@/features/board/routes');
const company = () => import('@/features/company/routes');
const events = () => import('@/features/events/routes');
const executives = () => import('@/features/executives/routes');
const faq = () => import('@/features/faq/routes');
const integrations = () => import('@/features/integrations/routes');
const market = () => import('@/features/market/routes');
const notifications = () => import('@/features/notifications/routes');
const privacy = () => import('@/features/privacy/routes');
const profile = () => import('@/features/profile/routes');
const registry = () => import('@/features/registry/routes');
const support = () => import('@/features/support/routes');
const team = () => import('@/features/team/routes');

export const SignInPage = lazyPage(auth, 'SignInPage');
export const ProviderCallbackPage = lazyPage(auth, 'ProviderCallbackPage');
export const RegisterPage = lazyPage(auth, 'RegisterPage');
export const RegisterInvitationPage = lazyPage(auth, 'RegisterInvitationPage');
export const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
export const ExtensionSignInPage = lazyPage(auth, 'ExtensionSignInPage');
export const ExtensionRedirectPage = lazyPage(auth, 'ExtensionRedirectPage');
export const UserConsentPage = lazyPage(auth, 'UserConsentPage');

export const HistoryOfActivityPage = lazyPage(activity, 'HistoryOfActivityPage');
export const DashboardHomePage = lazyPage(dashboard, 'DashboardHomePage');
export const DashboardOverviewPage = lazyPage(analytics, 'DashboardOverviewPage');
export const AnnouncementsPage = lazyPage(announcements, 'AnnouncementsPage');
export const AnnouncementPage = lazyPage(announcements, 'AnnouncementPage');
export const PaymentSuccessPage = lazyPage(billing, 'PaymentSuccessPage');
export const PaymentErrorPage = lazyPage(billing, 'PaymentErrorPage');
export const CheckoutPage = lazyPage(billing, 'CheckoutPage');
export const PlanPage = lazyPage(billing, 'PlanPage');
export const UpdatePlanPage = lazyPage(billing, 'UpdatePlanPage');
export const QuestionsPage = lazyPage(board, 'QuestionsPage');
export const CompanyProfileLayout = lazyPage(company, 'CompanyProfileLayout');
export const CompanyDetailsPage = lazyPage(company, 'CompanyDetailsPage');
export const CalendarPage = lazyPage(events, 'CalendarPage');
export const ExecutiveTeamPage = lazyPage(executives, 'ExecutiveTeamPage');
export const FaqPage = lazyPage(faq, 'FaqPage');
export const IntegrateQuorumPage = lazyPage(integrations, 'IntegrateQuorumPage');
export const EmailExtensionPage = lazyPage(integrations, 'EmailExtensionPage');
export const WebFormPage = lazyPage(integrations, 'WebFormPage');
export const MarketPage = lazyPage(market, 'MarketPage');
export const NotificationsPage = lazyPage(notifications, 'NotificationsPage');
export const PrivacyRequestsPage = lazyPage(privacy, 'PrivacyRequestsPage');
export const QuorumPrivacyPolicyPage = lazyPage(privacy, 'QuorumPrivacyPolicyPage');
export const ProfilePage = lazyPage(profile, 'ProfilePage');
export const QuestionRegistryPage = lazyPage(registry, 'QuestionRegistryPage');
export const QuestionRegistryEmailPage = lazyPage(registry, 'QuestionRegistryEmailPage');
export const ContactUsPage = lazyPage(support, 'ContactUsPage');
export const MyTeamPage = lazyPage(team, 'MyTeamPage');
export const MyTeamDetailsPage = lazyPage(team, 'MyTeamDetailsPage');
export const InviteTeamPage = lazyPage(team, 'InviteTeamPage');

/** The dashboard shell is lazy too: signed-out visitors never download it. */
export const DashboardShell = lazy(async () => ({
  default: (await import('@/app/shell/dashboard-shell')).DashboardShell,
}));
