import { ActionIcon, Button, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconHelp, IconMail, IconMessage2 } from '@tabler/icons-react';
import { EXTERNAL_LINKS, messages } from '@quorum/shared';
import { Link } from 'react-router';

/** Sending feedback comes with its own issue; until then the item says so and offers Contact. */
function openFeedbackNotice() {
  const id = modals.open({
    title: 'Give feedback',
    children: (
      <Stack gap="md">
        <Text size="sm">{messages.generic.pageBeingBuilt}</Text>
        <Button component={Link} to="/dashboard/contact-us" onClick={() => modals.close(id)}>
          Contact us instead
        </Button>
      </Stack>
    ),
  });
}

/** Spec §2: Help centre, Contact, Give feedback; the shell shows it to subscribed, validated companies. */
export function HelpMenu() {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Help menu">
          <IconHelp size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={EXTERNAL_LINKS.helpCentre}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Help centre
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/dashboard/contact-us"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          Contact
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMessage2 size={16} aria-hidden />}
          onClick={openFeedbackNotice}
        >
          Give feedback
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
