import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar-feed';

const text = messages.events;

export function CalendarFeedPanel() {
  const feed = useCalendarFeed(true);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const [madeUrl, setMadeUrl] = useState<string | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setMadeUrl(made.url);
        setAsking(null);
      },
    });

  const active = feed.data?.active ?? false;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Text id="calendar-feed-title" fw={700}>
          Calendar feed
        </Text>
        <Text size="sm" c="dimmed">
          Subscribe to the company’s events from Google Calendar or Outlook. Anyone with the address
          can read the events, so share it only with your team.
        </Text>
        {feed.isPending ? <Text size="sm">Loading…</Text> : null}
        {feed.isError ? <FormError message={feed.error.message} /> : null}
        {madeUrl ? (
          <Alert color="green" variant="light" title={text.feedCreated}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Feed address"
                value={madeUrl}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={madeUrl}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        ) : null}
        {feed.isSuccess && !madeUrl ? (
          <Text size="sm">
            {active
              ? `A feed address is live since ${new Date(feed.data.createdAt!).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}.`
              : 'No feed address yet.'}
          </Text>
        ) : null}
        <FormError message={create.error?.message} />
        <Group gap="sm">
          <Button
            variant={active ? 'default' : 'filled'}
            loading={create.isPending}
            onClick={() => (active ? setAsking('rotate') : make())}
            disabled={feed.isPending}
          >
            {active ? 'Make a new address' : 'Make a feed address'}
          </Button>
          {active ? (
            <Button variant="default" color="red" onClick={() => setAsking('revoke')}>
              Revoke
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDeleteModal
        focusCancel
        opened={asking === 'revoke'}
        title="Revoke calendar feed"
        confirmLabel="Revoke"
        question={text.feedRevokeConfirm}
        error={revoke.error?.message}
        pending={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setMadeUrl(null);
              setAsking(null);
            },
          })
        }
      />
      <ConfirmDeleteModal
        focusCancel
        opened={asking === 'rotate'}
        title="New feed address"
        confirmLabel="Make a new address"
        question={text.feedRotateConfirm}
        error={create.error?.message}
        pending={create.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={make}
      />
    </Paper>
  );
}
