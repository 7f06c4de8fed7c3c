import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import {
  EXTENSION_BROWSER_NAMES,
  EXTENSION_BROWSERS,
  extensionDownloadPath,
  messages,
} from '@quorum/shared';

/**
 * Download extension: Chrome, Edge or Firefox, each a plain link the server answers with the
 * built zip or the store's listing. Spec §9: a download-extension link opens in a new tab.
 */
export function DownloadExtensionMenu() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {messages.extension.downloadExtension}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXTENSION_BROWSERS.map((browser) => (
          <Menu.Item
            key={browser}
            component="a"
            href={extensionDownloadPath(browser)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {EXTENSION_BROWSER_NAMES[browser]}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
