import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PROVIDER_SIGN_IN_CALLBACK_PATH } from '@quorum/shared';
import { ForbiddenPage } from '@/components/errors/forbidden-page';
import * as page from './lazy-pages';
import { RequireSession } from './require-session';
import { RootLayout, RouterErrorPage } from './root-layout';

/** Every route of spec §2; `{product}` is quorum. Names and modules live in page-catalogue.ts. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { path: '/', element: <page.SignInPage /> },
      { path: PROVIDER_SIGN_IN_CALLBACK_PATH, element: <page.ProviderCallbackPage /> },
      { path: '/register', element: <page.RegisterPage /> },
      { path: '/register/:token', element: <page.RegisterInvitationPage /> },
      { path: '/forgot-password', element: <page.ForgotPasswordPage /> },
      { path: '/forgot-password/:token', element: <page.ResetPasswordPage /> },
      { path: '/success', element: <page.PaymentSuccessPage /> },
      { path: '/error', element: <page.PaymentErrorPage /> },
      { path: '/checkout/:id', element: <page.CheckoutPage /> },
      { path: '/sign-in-extension', element: <page.ExtensionSignInPage /> },
      { path: '/redirect-sign-in-extension', element: <page.ExtensionRedirectPage /> },
      { path: '/user-consent/:id/:email', element: <page.UserConsentPage /> },
      { path: '/privacy', element: <page.QuorumPrivacyPolicyPage /> },
      {
        path: '/dashboard',
        element: (
          <RequireSession>
            <page.DashboardShell />
          </RequireSession>
        ),
        children: [
          { index: true, element: <page.DashboardHomePage /> },
          { path: 'market', element: <page.MarketPage /> },
          { path: 'history-of-activity', element: <page.HistoryOfActivityPage /> },
          { path: 'questions', element: <page.QuestionsPage /> },
          { path: 'dashboard2', element: <page.DashboardOverviewPage /> },
          { path: 'faq', element: <page.FaqPage /> },
          { path: 'profile', element: <page.ProfilePage /> },
          { path: 'contact-us', element: <page.ContactUsPage /> },
          { path: 'notifications', element: <page.NotificationsPage /> },
          { path: 'calendar', element: <page.CalendarPage /> },
          { path: 'announcements', element: <page.AnnouncementsPage /> },
          { path: 'announcements/:id', element: <page.AnnouncementPage /> },
          {
            path: 'company-profile',
            element: <page.CompanyProfileLayout />,
            children: [
              { index: true, element: <Navigate to="company-details" replace /> },
              { path: 'company-details', element: <page.CompanyDetailsPage /> },
              { path: 'excutive-team', element: <page.ExecutiveTeamPage /> },
              {
                path: 'integrate-quorum',
                element: <Outlet />,
                children: [
                  { index: true, element: <page.IntegrateQuorumPage /> },
                  { path: 'email-extension', element: <page.EmailExtensionPage /> },
                  { path: 'web-form', element: <page.WebFormPage /> },
                ],
              },
            ],
          },
          { path: 'executive-team', element: <page.ExecutiveTeamPage /> },
          { path: 'my-team', element: <page.MyTeamPage /> },
          { path: 'my-team-details', element: <page.MyTeamDetailsPage /> },
          { path: 'question-registry/:id?', element: <page.QuestionRegistryPage /> },
          { path: 'question-registry-email/:id', element: <page.QuestionRegistryEmailPage /> },
          { path: 'invite-team', element: <page.InviteTeamPage /> },
          { path: 'privacy-requests', element: <page.PrivacyRequestsPage /> },
          { path: 'plan', element: <page.PlanPage /> },
          { path: 'update-plan', element: <page.UpdatePlanPage /> },
          // Spec §2: /dashboard is the fallback for unknown child paths.
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
      { path: '*', element: <ForbiddenPage /> },
    ],
  },
]);
