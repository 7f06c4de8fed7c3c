import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '@/lib/account/account-keys';
import { graphQLError } from '@/testing/fake-graphql';
import {
  makeEnquiry,
  makeReply,
  renderEnquiryDrawer,
  text,
} from '../../testing/enquiry-detail-support';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const drawer = () => screen.findByRole('dialog');

describe('the enquiry detail', () => {
  it('shows the question and its thread, and records that the member has read it', async () => {
    const { sent } = renderEnquiryDrawer({
      replies: [
        makeReply({ _id: 'r1', content: 'It is paid on 20 March.' }),
        makeReply({
          _id: 'r2',
          fromQuorum: false,
          responder: null,
          content: 'And the record date?',
          sentAt: '2026-03-01T03:00:00.000Z',
        }),
      ],
    });
    const detail = await drawer();
    expect(
      await within(detail).findByText('When will the interim dividend be paid?'),
    ).toBeInTheDocument();
    expect(within(detail).getAllByText('Sam Holder')).not.toHaveLength(0);
    expect(within(detail).getByText('Active')).toBeInTheDocument();
    expect(
      await within(detail).findByRole('listitem', { name: 'Reply from Jane Citizen' }),
    ).toHaveTextContent('It is paid on 20 March.');
    expect(
      within(detail).getByRole('listitem', { name: 'Message from Sam Holder' }),
    ).toHaveTextContent('And the record date?');
    await waitFor(() => expect(sent('MarkEnquiryRead')).toEqual([{ enquiryId: 'enquiry-1' }]));
  });

  it('shows a deleted investor as Deleted User, and a reply to an announcement with its title, opening it at the page asked about', async () => {
    renderEnquiryDrawer({
      enquiry: makeEnquiry({
        isDeletedInvestor: true,
        enquiryType: 'announcement_reply',
        announcementInfo: {
          announcementId: 'a1',
          announcementTitle: 'Half-year results',
          attachment: null,
          attachmentTitle: null,
          pageNumber: 12,
        },
      }),
    });
    const detail = await drawer();
    expect(await within(detail).findByText('Deleted User')).toBeInTheDocument();
    expect(within(detail).getByText(text.investorDeletedAccount)).toBeInTheDocument();
    expect(within(detail).queryByText('Sam Holder')).not.toBeInTheDocument();
    expect(within(detail).getByText(text.announcementReply)).toBeInTheDocument();
    expect(
      within(detail).getByRole('link', { name: 'Half-year results (page 12)' }),
    ).toHaveAttribute('href', '/dashboard/announcements/a1?page=12');
  });

  it('says the question no longer exists when the server cannot find it', async () => {
    renderEnquiryDrawer({
      handlers: { GetEnquiryQuestion: () => graphQLError('NOT_FOUND', 'gone') },
    });
    expect(await within(await drawer()).findByText(text.notFound)).toBeInTheDocument();
  });

  it('offers Try again when the question could not be loaded, and loads it on asking', async () => {
    let attempts = 0;
    const { user } = renderEnquiryDrawer({
      handlers: {
        GetEnquiryQuestion: () =>
          (attempts += 1) === 1
            ? graphQLError('INTERNAL_SERVER_ERROR', 'Something went wrong')
            : { data: { getEnquiryQuestion: makeEnquiry() } },
      },
    });
    const detail = await drawer();
    await user.click(await within(detail).findByRole('button', { name: 'Try again' }));
    expect(
      await within(detail).findByText('When will the interim dividend be paid?'),
    ).toBeInTheDocument();
  });

  it('resolves the question and says so', async () => {
    const { user, sent } = renderEnquiryDrawer({
      handlers: { ResolveEnquiries: () => ({ data: { resolveEnquiries: { message: 'ok' } } }) },
    });
    const detail = await drawer();
    await user.click(await within(detail).findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(text.resolved)).toBeInTheDocument();
    expect(sent('ResolveEnquiries')).toEqual([{ enquiryIds: ['enquiry-1'] }]);
  });

  it('shows only the question to a viewer: no actions, no composer', async () => {
    const { queryClient } = renderEnquiryDrawer({ role: 'viewer' });
    const detail = await drawer();
    expect(
      await within(detail).findByText('When will the interim dividend be paid?'),
    ).toBeInTheDocument();
    // Until the member's permissions are in, nothing editable shows for anyone.
    await waitFor(() =>
      expect(queryClient.getQueryState(accountKeys.companyDetail())?.status).toBe('success'),
    );
    expect(within(detail).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('puts a saved registry answer into the reply with Use', async () => {
    const { user } = renderEnquiryDrawer({
      handlers: {
        GetQuestionRegistries: () => ({
          data: {
            getQuestionRegistries: {
              items: [
                {
                  _id: 'q1',
                  question: 'When is the dividend paid?',
                  response: 'Dividends are paid in March and September.',
                  drafted: false,
                  starred: false,
                  deleted: false,
                  lastEditedAt: '2026-03-01T01:00:00.000Z',
                  lastUpdateBy: null,
                  lockedBy: null,
                  lockedUntil: null,
                },
              ],
              meta: { currentPage: 1, itemsPerPage: 15, totalItems: 1, totalPages: 1 },
            },
          },
        }),
      },
    });
    const detail = await drawer();
    const reply = await within(detail).findByLabelText('Your reply');
    await user.type(reply, 'Hello Sam,');
    await user.click(within(detail).getByRole('button', { name: 'Answer from registry' }));
    await user.click(
      await within(detail).findByRole('button', { name: 'Use: When is the dividend paid?' }),
    );
    expect(reply).toHaveValue('Hello Sam,\n\nDividends are paid in March and September.');
  });
});
