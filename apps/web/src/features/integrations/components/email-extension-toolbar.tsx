import { Button, Group } from '@mantine/core';
import { IconBook2, IconMailPlus } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { DownloadExtensionMenu } from './download-extension-menu';

const text = messages.extension;

/**
 * The page's three buttons (spec §2). Connect an email is there only for whoever may connect;
 * the guide and the download are for everyone who sees the page.
 */
export function EmailExtensionToolbar({
  onConnect,
  onOpenGuide,
}: {
  /** Left out: the member may not connect mailboxes. */
  onConnect?: () => void;
  onOpenGuide: () => void;
}) {
  return (
    <Group gap="sm">
      {onConnect ? (
        <Button leftSection={<IconMailPlus size={18} aria-hidden />} onClick={onConnect}>
          {text.connectEmail}
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconBook2 size={18} aria-hidden />}
        onClick={onOpenGuide}
      >
        {text.viewSetupGuide}
      </Button>
      <DownloadExtensionMenu />
    </Group>
  );
}
