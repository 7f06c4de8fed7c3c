import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconHelp, IconMail, IconMessage2 } from '@tabler/icons-react';
import { EXTERNAL_LINKS } from '@quorum/shared';
import { Link } from 'react-router';
import { FeedbackModal } from '@/features/support';

/** Spec §2: Help centre, Contact, Give feedback; the shell shows it to subscribed, validated companies. */
export function HelpMenu() {
  const [feedbackOpen, feedback] = useDisclosure(false);
  return (
    <>
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
          <Menu.Item leftSection={<IconMessage2 size={16} aria-hidden />} onClick={feedback.open}>
            Give feedback
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FeedbackModal opened={feedbackOpen} onClose={feedback.close} />
    </>
  );
}
