import { Anchor, Burger, Group } from '@mantine/core';
import { isSubscribed } from '@quorum/shared';
import { Link } from 'react-router';
import { QuorumLogo } from '@/components/brand/quorum-logo';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UpcomingEventButton } from '@/features/events';
import type { CompanyDetail, LoggedInUser } from '@/lib/account';
import { HelpMenu } from './help-menu';
import { ProfileMenu } from './profile-menu';

interface ShellHeaderProps {
  navigation: {
    mobileOpened: boolean;
    desktopOpened: boolean;
    toggleMobile: () => void;
    toggleDesktop: () => void;
  };
  navbarId: string;
  user: LoggedInUser | undefined;
  company: CompanyDetail | undefined;
  currentCompanyId: string | null;
}

export function ShellHeader({
  navigation,
  navbarId,
  user,
  company,
  currentCompanyId,
}: ShellHeaderProps) {
  // Spec §2: the help menu only for a subscribed company that has been validated.
  const showHelp = company ? isSubscribed(company.subscription.status) && company.validated : false;

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* Two burgers: below lg the navbar overlays the page, from lg it sits beside it. */}
        <Burger
          opened={navigation.mobileOpened}
          onClick={navigation.toggleMobile}
          hiddenFrom="lg"
          size="sm"
          aria-label="Navigation"
          aria-expanded={navigation.mobileOpened}
          aria-controls={navbarId}
        />
        <Burger
          opened={navigation.desktopOpened}
          onClick={navigation.toggleDesktop}
          visibleFrom="lg"
          size="sm"
          aria-label="Navigation"
          aria-expanded={navigation.desktopOpened}
          aria-controls={navbarId}
        />
        <Anchor component={Link} to="/dashboard" underline="never" aria-label="Quorum dashboard">
          <QuorumLogo size="md" />
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {company ? <UpcomingEventButton /> : null}
        {showHelp ? <HelpMenu /> : null}
        {company ? <NotificationBell /> : null}
        {user ? (
          <ProfileMenu user={user} company={company} currentCompanyId={currentCompanyId} />
        ) : null}
      </Group>
    </Group>
  );
}
