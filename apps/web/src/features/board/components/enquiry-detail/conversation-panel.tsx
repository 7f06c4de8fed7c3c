import {
  Alert,
  Button,
  Center,
  Collapse,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBooks, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EnquiryReply } from '../../api/get-enquiry-reply-list';
import { AnswerFromRegistry } from './answer-from-registry';
import { ReplyComposer } from './reply-composer';
import { ReplyThread } from './reply-thread';
import type { ReplyComposerControls } from './use-reply-composer';

/**
 * The thread and, for members who may answer, the composer. On phones the registry search sits
 * here as a folded section above the composer instead of beside it.
 */
export function ConversationPanel({
  replies,
  investorName,
  composer,
  canReply,
  registryInline,
}: {
  replies: UseQueryResult<EnquiryReply[]>;
  investorName: string;
  composer: ReplyComposerControls;
  canReply: boolean;
  registryInline: boolean;
}) {
  const [registryOpen, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="md">
      {replies.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading the replies" />
        </Center>
      ) : replies.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{replies.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void replies.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <ReplyThread replies={replies.data} investorName={investorName} />
      )}
      {canReply ? (
        <>
          <Divider />
          {registryInline ? (
            <Paper withBorder radius="md" p="xs">
              <Button
                variant="subtle"
                fullWidth
                justify="space-between"
                onClick={toggle}
                aria-expanded={registryOpen}
                leftSection={<IconBooks size={16} aria-hidden />}
                rightSection={
                  registryOpen ? (
                    <IconChevronUp size={16} aria-hidden />
                  ) : (
                    <IconChevronDown size={16} aria-hidden />
                  )
                }
              >
                Answer from registry
              </Button>
              <Collapse expanded={registryOpen}>
                <Stack pt="xs">
                  <AnswerFromRegistry composer={composer} withTitle={false} />
                </Stack>
              </Collapse>
            </Paper>
          ) : null}
          <ReplyComposer composer={composer} />
        </>
      ) : null}
    </Stack>
  );
}
