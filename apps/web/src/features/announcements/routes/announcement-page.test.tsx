import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { formatExactTime } from '@/lib/format/relative-time';
import { asxMessages } from '../components/asx-messages';
import {
  asxDraft,
  makeAnnouncement,
  pdfAnnouncement,
  pollAnnouncement,
  renderAnnouncementPage,
  sentTo,
  videoAnnouncement,
} from '../testing/announcements-fixtures';

vi.mock('../hooks/use-announcement-updates', () => ({ useAnnouncementUpdates: () => undefined }));
// pdf.js draws on a canvas jsdom lacks; the stand-in says which page it was asked for.
vi.mock('../components/detail/pdf-page-canvas', () => ({
  default: ({ page, label }: { page: number; label: string }) => (
    <p aria-label={label}>Drawn page {page}</p>
  ),
}));

const text = messages.announcementScreens;

describe('An announcement’s page', () => {
  it('shows a PDF’s page count and thumbnail, and opens it at the page in the address', async () => {
    const { user, router } = renderAnnouncementPage({
      announcement: pdfAnnouncement,
      path: '/dashboard/announcements/pdf-1?page=12',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investor presentation' }),
    ).toBeInTheDocument();
    const attachment = screen.getByRole('region', { name: text.attachmentLabel });
    expect(within(attachment).getByText('PDF · 24 pages · 2.3 MB')).toBeInTheDocument();
    expect(await within(attachment).findByText('Drawn page 12')).toBeInTheDocument();
    expect(within(attachment).getByText('Page 12 of 24')).toBeInTheDocument();
    expect(attachment.querySelector('img')).toHaveAttribute(
      'src',
      pdfAnnouncement.attachmentThumbnailUrl,
    );

    await user.click(within(attachment).getByRole('button', { name: 'Next' }));
    expect(await within(attachment).findByText('Drawn page 13')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=13');

    const pageNumber = within(attachment).getByRole('textbox', { name: text.openPdfAtPage });
    await user.clear(pageNumber);
    await user.type(pageNumber, '24{Enter}');
    expect(await within(attachment).findByText('Drawn page 24')).toBeInTheDocument();
    expect(within(attachment).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('plays a video with the browser’s player, which seeks, and says how long it is', async () => {
    renderAnnouncementPage({ announcement: videoAnnouncement });
    const attachment = await screen.findByRole('region', { name: text.attachmentLabel });
    expect(within(attachment).getByText(/Video · Length 4:05/)).toBeInTheDocument();
    const player = attachment.querySelector('video');
    expect(player).toHaveAttribute('src', videoAnnouncement.attachmentUrl);
    expect(player).toHaveAttribute('controls');
  });

  it('plays a sound with its length', async () => {
    renderAnnouncementPage({
      announcement: makeAnnouncement({
        media: 'audio',
        attachment: 'stored/call.mp3',
        attachmentUrl: '/files/stored/call.mp3?expires=1&signature=abc',
        attachmentName: 'results-call.mp3',
        attachmentType: 'audio/mpeg',
        attachmentDuration: 3725,
      }),
    });
    const attachment = await screen.findByRole('region', { name: text.attachmentLabel });
    expect(within(attachment).getByText(/Sound · Length 1:02:05/)).toBeInTheDocument();
    expect(attachment.querySelector('audio')).toHaveAttribute('controls');
  });

  it('shows the poll’s votes and shares for each option, and the total', async () => {
    renderAnnouncementPage({ announcement: pollAnnouncement });
    const results = await screen.findByRole('region', { name: text.pollResults });
    expect(within(results).getByText('6 votes · 60%')).toBeInTheDocument();
    expect(within(results).getByText('3 votes · 30%')).toBeInTheDocument();
    expect(within(results).getByText('1 vote · 10%')).toBeInTheDocument();
    expect(within(results).getByText('10 votes in all')).toBeInTheDocument();
    // A poll standing alone is titled by its question: said once, as the page's heading.
    expect(screen.getAllByText('Which meeting format do you prefer?')).toHaveLength(1);
    expect(within(results).getByText(/^Voting ends in 3 days/)).toBeInTheDocument();
    expect(
      within(results).getByRole('progressbar', { name: 'In person: 6 votes, 60%' }),
    ).toBeInTheDocument();
  });

  it('shows what investors did: views, unique viewers, questions asked', async () => {
    renderAnnouncementPage({ announcement: pdfAnnouncement });
    const engagement = await screen.findByRole('region', { name: text.engagementTitle });
    expect(within(engagement).getByText('Views').nextSibling).toHaveTextContent('130');
    expect(within(engagement).getByText('Unique viewers').nextSibling).toHaveTextContent('88');
    expect(within(engagement).getByText('Questions asked').nextSibling).toHaveTextContent('4');
  });

  it('gives a viewer no way to edit, pin or delete', async () => {
    renderAnnouncementPage({ announcement: pdfAnnouncement, access: 'view' });
    await screen.findByRole('heading', { level: 1, name: 'Investor presentation' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Star|Pin) “/ })).not.toBeInTheDocument();
  });

  it('sends it to Deleted after asking, and goes back to the list', async () => {
    const { calls, user, router } = renderAnnouncementPage({
      announcement: pdfAnnouncement,
      handlers: {
        SoftDeleteAnnouncement: () => ({
          data: { softDeleteAnnouncement: { _id: 'pdf-1', deleted: true } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: text.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/announcements'));
    expect(sentTo(calls, 'SoftDeleteAnnouncement')).toEqual([{ announcementId: 'pdf-1' }]);
  });

  it('opens the editor with the announcement’s own words', async () => {
    const { user } = renderAnnouncementPage({ announcement: pdfAnnouncement });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: text.editorEditTitle });
    expect(within(editor).getByLabelText('Title')).toHaveValue('Investor presentation');
    expect(within(editor).getByText('presentation.pdf')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('marks one imported from the ASX with its code and Price sensitive, and says when the ASX released it', async () => {
    renderAnnouncementPage({ announcement: asxDraft });
    await screen.findByRole('heading', { level: 1, name: asxDraft.title });
    expect(screen.getByText('ASX: ACM')).toBeInTheDocument();
    expect(screen.getByText(asxMessages.priceSensitiveBadge)).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`· ${asxMessages.released(formatExactTime(asxDraft.releasedAt!))}$`),
      ),
    ).toBeInTheDocument();
  });

  it('publishes a draft imported from the ASX from Edit, keeping its PDF', async () => {
    const { calls, user } = renderAnnouncementPage({
      announcement: asxDraft,
      handlers: {
        UpdateAnnouncement: () => ({
          data: {
            updateAnnouncement: { _id: 'asx-1', announcementId: 'asx-1', status: 'published' },
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: text.editorEditTitle });
    expect(within(editor).getByText(asxDraft.attachmentName!)).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(text.published)).toBeInTheDocument();
    expect(sentTo(calls, 'UpdateAnnouncement')).toEqual([
      {
        announcementInput: {
          announcementId: 'asx-1',
          title: 'Half Year Results and Investor Presentation',
          body: '',
          status: 'published',
          poll: null,
        },
      },
    ]);
  });

  it('says so when the announcement does not exist', async () => {
    renderAnnouncementPage({ announcement: null });
    expect(await screen.findByText(text.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToList })).toHaveAttribute(
      'href',
      '/dashboard/announcements',
    );
  });
});
