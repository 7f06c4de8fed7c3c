import { Avatar, Box, Group, Menu, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBuilding, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { messages, timeOfDayGreeting } from '@quorum/shared';
import { Link } from 'react-router';
import {
  CompanySwitcherItems,
  useCompanySwitch,
  useLogout,
  useUserCompanyList,
} from '@/features/auth';
import { useNow } from '@/hooks/use-now';
import type { CompanyDetail, LoggedInUser } from '@/lib/account';
import { mayOpenCompanyProfile } from './company-profile-access';

/**
 * Spec §2: the profile menu holds the time-of-day greeting, the company switcher, Profile and
 * Logout, and here also the company profile link (enabled only as spec §2 says). The greeting sits beside the button from the sm breakpoint up, and inside the menu below
 * it, never both, so it appears once on every width.
 */
export function ProfileMenu({
  user,
  company,
  currentCompanyId,
}: {
  user: LoggedInUser;
  company: CompanyDetail | undefined;
  currentCompanyId: string | null;
}) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`);
  const now = useNow(60_000);
  const greeting = `${timeOfDayGreeting(new Date(now).getHours())}, ${user.firstName}`;
  const initials = `${user.firstName.slice(0, 1)}${user.lastName.slice(0, 1)}`;
  const { logout } = useLogout();
  const { switchTo } = useCompanySwitch();
  const companies = useUserCompanyList();

  const confirmLogout = () =>
    modals.openConfirmModal({
      title: 'Logout',
      centered: true,
      children: <Text size="sm">{messages.auth.logoutConfirm}</Text>,
      labels: { confirm: 'Logout', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void logout(),
    });

  return (
    <Group gap="sm" wrap="nowrap">
      <Text visibleFrom="sm" fw={500} size="sm">
        {greeting}
      </Text>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          {/* The initials are in the name so a voice-control user can say what they see
              (WCAG 2.5.3 Label in Name). */}
          <UnstyledButton
            aria-label={`Profile menu, ${initials}`}
            p={4}
            style={{ borderRadius: 999 }}
          >
            <Group gap={4} wrap="nowrap">
              <Avatar src={user.profileImageUrl} color="navy" radius="xl" size={36} aria-hidden>
                {initials}
              </Avatar>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py={6}>
            {wide ? null : (
              <Text size="sm" fw={600}>
                {greeting}
              </Text>
            )}
            <Text size="sm" fw={wide ? 600 : 400} truncate="end">
              {user.firstName} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {user.email}
            </Text>
          </Box>
          <Menu.Divider />
          <CompanySwitcherItems
            companies={companies.data}
            currentCompanyId={currentCompanyId}
            onSwitch={switchTo}
          />
          <Menu.Item
            component={Link}
            to="/dashboard/company-profile"
            disabled={!mayOpenCompanyProfile(company)}
            leftSection={<IconBuilding size={16} aria-hidden />}
          >
            Company profile
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/dashboard/profile"
            leftSection={<IconUser size={16} aria-hidden />}
          >
            Profile
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={confirmLogout}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
