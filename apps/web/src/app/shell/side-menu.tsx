import { AppShell, Button, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconRocket } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useCanViewPage } from '@/lib/permissions/use-permissions';
import { sideMenuFor, type SideMenuPageItem } from './side-menu-items';
import { UnreadQuestionsChip } from './unread-questions-chip';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

/** The scroll area clips anything outside it, so the keyboard focus ring is drawn inside the link. */
const insetFocusRing = { outlineOffset: -2 };

function isActive(item: SideMenuPageItem, pathname: string) {
  return item.exact ? pathname === item.to : pathname.startsWith(item.to);
}

/**
 * The left navigation: the spec's three groups, less the pages the member may not view, and the
 * upgrade button for Freemium companies.
 */
export function SideMenu({
  showUpgrade,
  onNavigate,
}: {
  showUpgrade: boolean;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const newTabNoteId = useId();
  const menu = sideMenuFor(useCanViewPage());

  return (
    <>
      <AppShell.Section grow component={ScrollArea} px="sm" py="md">
        <Stack gap="lg">
          {menu.map((group) => (
            <div key={group.label} role="group" aria-label={group.label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6} aria-hidden>
                {group.label}
              </Text>
              {group.items.map((item) =>
                'to' in item ? (
                  <NavLink
                    key={item.label}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                    rightSection={item.counter ? <UnreadQuestionsChip /> : undefined}
                    active={isActive(item, pathname)}
                    aria-current={isActive(item, pathname) ? 'page' : undefined}
                    onClick={onNavigate}
                    variant="light"
                    style={insetFocusRing}
                  />
                ) : (
                  <NavLink
                    key={item.label}
                    component="a"
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={newTabNoteId}
                    label={item.label}
                    leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                    rightSection={<IconExternalLink size={14} aria-hidden />}
                    style={insetFocusRing}
                  />
                ),
              )}
            </div>
          ))}
        </Stack>
        <VisuallyHidden id={newTabNoteId}>Opens in a new tab</VisuallyHidden>
      </AppShell.Section>
      {showUpgrade ? (
        <AppShell.Section p="md">
          <Button
            component={Link}
            to={UPGRADE_PLAN_PATH}
            fullWidth
            leftSection={<IconRocket size={18} aria-hidden />}
            onClick={onNavigate}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            h="auto"
            py={8}
          >
            {messages.plan.upgradeButton}
          </Button>
        </AppShell.Section>
      ) : null}
    </>
  );
}
