import { Center, Loader } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { AppErrorPage } from '@/components/errors/app-error-page';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { usePageVisits } from './use-page-visits';
import { useLostAccessNotice } from './use-lost-access-notice';
import { useSessionEndRedirect } from './use-session-end-redirect';

export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/**
 * Above every route: page visits, the session-end redirect, the lost_access notice, the error page,
 * lazy loading.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  usePageVisits();
  useSessionEndRedirect();
  useLostAccessNotice();
  return (
    <ModalsProvider>
      <ErrorBoundary resetKey={pathname} fallback={(reset) => <AppErrorPage onTryAgain={reset} />}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ScrollRestoration />
    </ModalsProvider>
  );
}

/** For errors the router itself catches (outside RootLayout's boundary). */
export function RouterErrorPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <AppErrorPage onTryAgain={() => void navigate(pathname + search, { replace: true })} />;
}
