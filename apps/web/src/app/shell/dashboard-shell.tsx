import { AppShell, Button, Center, Loader, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useId } from 'react';
import { Outlet } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { PublishingBox } from '@/features/announcements';
import { PlanNoticeModal } from '@/features/billing';
import { FirstRunModals } from '@/features/onboarding';
import { SecondFactorSetupGate } from '@/features/profile';
import { useSession } from '@/lib/session';
import { DashboardBreadcrumbs } from './dashboard-breadcrumbs';
import { ShellHeader } from './shell-header';
import { SideMenu } from './side-menu';
import { SubscriptionBanner } from './subscription-banner';
import { useDashboardBootstrap } from './use-dashboard-bootstrap';
import { useStripeReturnNotice } from './use-stripe-return-notice';

function ContentLoader() {
  return (
    <Center py="xl" role="status" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/**
 * Spec §2 "Dashboard shell": fixed header, a navbar that collapses (closed by default below the
 * lg breakpoint, 992 px), breadcrumb and the page. Pages render once the member and company are
 * known, so every page can rely on them.
 */
export function DashboardShell() {
  const session = useSession();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const navbarId = useId();
  const { user, company, error, retry, mustSetUpSecondFactor } = useDashboardBootstrap();
  const planNotice = useStripeReturnNotice(company);

  let content;
  if (mustSetUpSecondFactor) {
    content = <SecondFactorSetupGate onDone={retry} />;
  } else if (user && company) {
    content = (
      <Suspense fallback={<ContentLoader />}>
        <Outlet />
      </Suspense>
    );
  } else if (error) {
    content = (
      <Stack gap="sm" align="flex-start">
        <FormError message={error.message} />
        <Button variant="light" onClick={retry}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    content = <ContentLoader />;
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 264,
        breakpoint: 'lg',
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <ShellHeader
          navigation={{ mobileOpened, desktopOpened, toggleMobile, toggleDesktop }}
          navbarId={navbarId}
          user={user}
          company={company}
          currentCompanyId={session?.companyId ?? null}
        />
      </AppShell.Header>
      <AppShell.Navbar id={navbarId} aria-label="Main navigation">
        <SideMenu
          showUpgrade={company?.subscription.plan === 'freemium'}
          onNavigate={closeMobile}
        />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Stack gap="md" maw={1280} mx="auto">
          {company ? <SubscriptionBanner subscription={company.subscription} /> : null}
          <DashboardBreadcrumbs />
          {content}
        </Stack>
        {company ? (
          <PlanNoticeModal
            notice={planNotice.notice}
            subscription={company.subscription}
            onClose={planNotice.dismiss}
          />
        ) : null}
        {/* Announcement uploads go on, and show, on every dashboard page. */}
        {user && company ? <PublishingBox /> : null}
        {user && company ? <FirstRunModals /> : null}
      </AppShell.Main>
    </AppShell>
  );
}
