import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { announcementPath } from '@/features/announcements';
import type { EnquiryDetail } from '../../api/get-enquiry-question';
import { PriceSensitiveLine } from '../price-sensitive/price-sensitive-line';

/**
 * The investor's question: subject, words, the voice question when there is one, and for a reply
 * to an announcement the spec's sentence naming it (§4 Investor display), its title opening the
 * announcement at the page the investor asked about; and the price-sensitive ASX announcement it
 * followed, when it did.
 */
export function EnquiryQuestionCard({ enquiry }: { enquiry: EnquiryDetail }) {
  const announcement =
    enquiry.enquiryType === 'announcement_reply' ? enquiry.announcementInfo : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Question">
      <Stack gap="xs">
        {enquiry.subject ? (
          <Title order={3} size="h4">
            {enquiry.subject}
          </Title>
        ) : null}
        {enquiry.enquiryType === 'announcement_reply' ? (
          <Alert
            color="blue"
            variant="light"
            p="xs"
            icon={<IconSpeakerphone size={18} aria-hidden />}
          >
            <Text size="sm">{messages.board.announcementReply}</Text>
            {announcement ? (
              <Anchor
                component={Link}
                to={announcementPath(announcement.announcementId, announcement.pageNumber)}
                size="sm"
                fw={600}
              >
                {announcement.announcementTitle}
                {announcement.pageNumber ? ` (page ${announcement.pageNumber})` : ''}
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        <PriceSensitiveLine announcement={enquiry.priceSensitiveAnnouncement} />
        {enquiry.question ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {enquiry.question}
          </Text>
        ) : null}
        {enquiry.audio ? (
          // An investor's own recording: there is no caption track to give it (no transcript yet).
          // eslint-disable-next-line jsx-a11y/media-has-caption -- a voice note, not published media
          <audio controls src={enquiry.audio} aria-label="Voice question" />
        ) : null}
      </Stack>
    </Paper>
  );
}
