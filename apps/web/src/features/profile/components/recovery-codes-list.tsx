import { Button, CopyButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/** A file of the codes, for the person's password manager or a printout. */
function download(codes: string[]) {
  const text = `Quorum recovery codes\nEach code works once, in place of your authenticator app's code.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'quorum-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Recovery codes, shown this once: the list, and ways to keep it (copy, download). */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Keep these codes somewhere safe, such as your password manager. Each one signs you in once
        if you lose your phone. They will not be shown again.
      </Text>
      <Paper withBorder p="sm" radius="sm">
        <List
          aria-label="Recovery codes"
          listStyleType="none"
          spacing={4}
          ff="monospace"
          style={{ columns: 2 }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes)}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}
