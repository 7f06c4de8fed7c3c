import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { formatExactTime } from '@/lib/format/relative-time';
import { graphQLError } from '@/testing/fake-graphql';
import type { Announcement } from '../api/announcement-fields';
import { asxMessages } from '../components/asx-messages';
import {
  announcementsAnswer,
  asxDraft,
  makeAnnouncement,
  pdfAnnouncement,
  renderAnnouncementsPage,
  sentTo,
  videoAnnouncement,
  type Counts,
} from '../testing/announcements-fixtures';

vi.mock('../hooks/use-announcement-updates', () => ({ useAnnouncementUpdates: () => undefined }));

const text = messages.announcementScreens;

/** Seven announcements in the server's order: the pinned one first, then the newest. */
const seven: Announcement[] = [
  makeAnnouncement({ announcementId: 'pinned', title: 'AGM notice', isPinned: true }),
  pdfAnnouncement,
  videoAnnouncement,
  makeAnnouncement({ announcementId: 'a4', title: 'Drilling update', status: 'draft' }),
  makeAnnouncement({ announcementId: 'a5', title: 'Quarterly activities report' }),
  makeAnnouncement({ announcementId: 'a6', title: 'Dividend declared' }),
  makeAnnouncement({ announcementId: 'a7', title: 'Board changes' }),
];
const counts: Counts = { publishedCount: 6, draftCount: 1, deletedCount: 2 };

const listed = (all: readonly Announcement[], answerCounts = counts) => ({
  GetCompanyAnnouncements: (variables: Record<string, unknown>) =>
    announcementsAnswer(all, variables, answerCounts),
});

const cards = () => screen.findAllByRole('article');

describe('The announcements page', () => {
  it('shows 5 announcements a page, the pinned one first with its mark, and the footer counting published and drafted', async () => {
    const { calls } = renderAnnouncementsPage({ handlers: listed(seven) });
    const shown = await cards();
    expect(shown).toHaveLength(5);
    expect(shown[0]).toHaveAccessibleName('AGM notice');
    expect(within(shown[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(within(shown[1]!).queryByText('Pinned')).not.toBeInTheDocument();
    expect(screen.getByText('6 announcement(s) published and 1 drafted')).toBeInTheDocument();
    expect(sentTo(calls, 'GetCompanyAnnouncements')[0]).toMatchObject({
      page: 1,
      limit: 5,
      deleted: false,
    });
  });

  it('says on each card what is attached: a PDF’s pages, a video’s length, who wrote it and what investors did', async () => {
    renderAnnouncementsPage({ handlers: listed(seven) });
    const pdf = (await cards())[1]!;
    expect(within(pdf).getByText('PDF · 24 pages')).toBeInTheDocument();
    expect(within(pdf).getByText('130 views')).toBeInTheDocument();
    expect(within(pdf).getByText('4 questions')).toBeInTheDocument();
    expect(within(pdf).getByText(/by Jane Citizen/)).toBeInTheDocument();
    const video = (await cards())[2]!;
    expect(within(video).getByText('Video · 4:05')).toBeInTheDocument();
  });

  it('marks one imported from the ASX with its code and Price sensitive, and says when the ASX released it', async () => {
    const routine = makeAnnouncement({
      announcementId: 'asx-2',
      title: 'Change of Director’s Interest Notice',
      status: 'draft',
      author: null,
      fromAsx: true,
      asxCode: 'ACM',
      releasedAt: '2026-02-24T05:00:00.000Z',
    });
    renderAnnouncementsPage({ handlers: listed([asxDraft, routine, videoAnnouncement]) });
    const [imported, notSensitive, own] = await cards();
    expect(within(imported!).getByText('ASX: ACM')).toBeInTheDocument();
    expect(within(imported!).getByText(asxMessages.priceSensitiveBadge)).toBeInTheDocument();
    expect(
      within(imported!).getByText(
        new RegExp(`Released on the ASX ${formatExactTime(asxDraft.releasedAt!)}$`),
      ),
    ).toBeInTheDocument();
    expect(within(imported!).queryByText(new RegExp(text.noAuthor))).not.toBeInTheDocument();
    expect(within(notSensitive!).getByText('ASX: ACM')).toBeInTheDocument();
    expect(within(notSensitive!).queryByText(asxMessages.priceSensitiveBadge)).toBeNull();
    expect(within(own!).queryByText(/^ASX/)).toBeNull();
    expect(within(own!).queryByText(/Released on the ASX/)).toBeNull();
  });

  it('moves to the next page with the pagination, keeping the page in the address', async () => {
    const { calls, user, router } = renderAnnouncementsPage({ handlers: listed(seven) });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Dividend declared');
    expect(sentTo(calls, 'GetCompanyAnnouncements').at(-1)).toMatchObject({ page: 2, limit: 5 });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('counts drafts as “{n} out of {m} drafted” in Drafts', async () => {
    const drafts = [
      makeAnnouncement({ announcementId: 'd1', title: 'Draft one', status: 'draft' }),
      makeAnnouncement({ announcementId: 'd2', title: 'Draft two', status: 'draft' }),
    ];
    const { calls, user } = renderAnnouncementsPage({
      handlers: listed(drafts, { publishedCount: 6, draftCount: 2, deletedCount: 0 }),
    });
    await cards();
    await user.click(screen.getByRole('tab', { name: /Drafts/ }));
    expect(await screen.findByText('2 out of 2 drafted')).toBeInTheDocument();
    expect(sentTo(calls, 'GetCompanyAnnouncements').at(-1)).toMatchObject({
      status: 'draft',
      deleted: false,
    });
  });

  it('counts published ones up to the page shown as “{n} out of {m} published”', async () => {
    const published = seven.filter((a) => a.status === 'published');
    renderAnnouncementsPage({
      handlers: listed(published),
      path: '/dashboard/announcements?view=published&page=2',
    });
    expect(await screen.findByText('6 out of 6 published')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('asks before sending an announcement to Deleted, and Undo in the toast restores it', async () => {
    const { calls, user } = renderAnnouncementsPage({
      handlers: {
        ...listed(seven),
        SoftDeleteAnnouncement: () => ({
          data: { softDeleteAnnouncement: { _id: 'a5', deleted: true } },
        }),
        RestoreAnnouncement: () => ({
          data: { restoreAnnouncement: { _id: 'a5', deleted: false } },
        }),
      },
    });
    const card = (await cards())[4]!;
    await user.click(
      within(card).getByRole('button', { name: 'Actions for “Quarterly activities report”' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: text.deleteTitle });
    expect(
      within(confirm).getByText(text.deleteConfirm('Quarterly activities report')),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(calls, 'SoftDeleteAnnouncement')).toEqual([]);

    await user.click(
      within(card).getByRole('button', { name: 'Actions for “Quarterly activities report”' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: text.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.announcements.softDeleted)).toBeInTheDocument();
    expect(sentTo(calls, 'SoftDeleteAnnouncement')).toEqual([{ announcementId: 'a5' }]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sentTo(calls, 'RestoreAnnouncement')).toEqual([{ announcementId: 'a5' }]),
    );
  });

  it('keeps the confirmation open with the spec’s words when a delete fails', async () => {
    const { user } = renderAnnouncementsPage({
      handlers: {
        ...listed(seven),
        SoftDeleteAnnouncement: () => graphQLError('INTERNAL_SERVER_ERROR', 'boom'),
      },
    });
    const card = (await cards())[0]!;
    await user.click(within(card).getByRole('button', { name: 'Actions for “AGM notice”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: text.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText(
        'Something went wrong while trying to delete the announcement. Please try again later',
      ),
    ).toBeInTheDocument();
  });

  it('restores from Deleted, and deletes for good only after its own confirmation', async () => {
    const gone = makeAnnouncement({
      announcementId: 'gone',
      title: 'Old update',
      deleted: true,
      deletedAt: '2026-03-01T12:00:00.000Z',
    });
    const { calls, user } = renderAnnouncementsPage({
      path: '/dashboard/announcements?view=deleted',
      handlers: {
        ...listed([gone], { publishedCount: 6, draftCount: 1, deletedCount: 1 }),
        RestoreAnnouncement: () => ({
          data: { restoreAnnouncement: { _id: 'gone', deleted: false } },
        }),
        DeleteAnnouncement: () => ({ data: { deleteAnnouncement: { message: 'Deleted' } } }),
      },
    });
    const card = (await cards())[0]!;
    expect(sentTo(calls, 'GetCompanyAnnouncements')[0]).toMatchObject({ deleted: true });
    expect(
      screen.getByText('1 announcement in Deleted, each kept for 60 days'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Deleted 1 Mar 2026/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Star/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Actions for “Old update”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await waitFor(() =>
      expect(sentTo(calls, 'RestoreAnnouncement')).toEqual([{ announcementId: 'gone' }]),
    );

    await user.click(within(card).getByRole('button', { name: 'Actions for “Old update”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good' }));
    const confirm = await screen.findByRole('dialog', { name: text.deleteForGoodTitle });
    expect(within(confirm).getByText(text.deleteForGoodConfirm('Old update'))).toBeInTheDocument();
    expect(sentTo(calls, 'DeleteAnnouncement')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.announcements.deleted)).toBeInTheDocument();
    expect(sentTo(calls, 'DeleteAnnouncement')).toEqual([{ announcementId: 'gone' }]);
  });

  it('stars and pins with toggle buttons that say whether they are on', async () => {
    const { calls, user } = renderAnnouncementsPage({
      handlers: {
        ...listed(seven),
        StarAnnouncement: () => ({ data: { starAnnouncement: { _id: 'pdf-1', starred: true } } }),
        PinAnnouncement: () => ({ data: { pinAnnouncement: { _id: 'pdf-1', isPinned: true } } }),
      },
    });
    const card = (await cards())[1]!;
    const star = within(card).getByRole('button', { name: 'Star “Investor presentation”' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await user.click(
      within(card).getByRole('button', { name: 'Pin “Investor presentation” to the top' }),
    );
    await waitFor(() =>
      expect(sentTo(calls, 'PinAnnouncement')).toEqual([
        { announcementId: 'pdf-1', isPinned: true },
      ]),
    );
    expect(sentTo(calls, 'StarAnnouncement')).toEqual([{ announcementId: 'pdf-1', starred: true }]);
    expect(await screen.findByText(text.pinned)).toBeInTheDocument();
  });

  it('shows a viewer the list without any way to create, edit, star, pin or delete', async () => {
    renderAnnouncementsPage({
      access: 'view',
      handlers: listed([{ ...seven[0]!, starred: true }, ...seven.slice(1)]),
    });
    const shown = await cards();
    expect(shown).toHaveLength(5);
    expect(screen.queryByRole('button', { name: text.newAnnouncement })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.newPoll })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Star|Pin) “/ })).not.toBeInTheDocument();
    expect(within(shown[0]!).getByRole('img', { name: 'Starred' })).toBeInTheDocument();
  });

  it('offers the first announcement on an empty page', async () => {
    const empty = { publishedCount: 0, draftCount: 0, deletedCount: 0 };
    renderAnnouncementsPage({ handlers: listed([], empty) });
    expect(await screen.findByText(text.emptyAll)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: text.newAnnouncement })).toHaveLength(2);
    expect(screen.getByText('0 announcement(s) published and 0 drafted')).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it on Try again', async () => {
    let attempts = 0;
    const { user } = renderAnnouncementsPage({
      handlers: {
        GetCompanyAnnouncements: (variables) =>
          (attempts += 1) === 1
            ? graphQLError('INTERNAL_SERVER_ERROR', 'The server is resting')
            : announcementsAnswer(seven, variables, counts),
      },
    });
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('The server is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(5);
  });
});
