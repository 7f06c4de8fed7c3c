import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_WEBSITE_LINK_ID, messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import type { CompanyLink } from '../../api/get-company-links';
import { CompanyLinksSection } from './company-links-section';

const text = messages.companyLinks;

const website: CompanyLink = {
  _id: COMPANY_WEBSITE_LINK_ID,
  title: 'Company website',
  type: 'other',
  url: 'https://demoresources.com.au',
  priorityOrder: 0,
  locked: true,
};
const link = (n: number, title = `Link ${n}`): CompanyLink => ({
  _id: `link-${n}`,
  title,
  type: 'other',
  url: `https://example.com/${n}`,
  priorityOrder: n,
  locked: false,
});

function renderSection(links: CompanyLink[], { canEdit = true } = {}) {
  storeSignIn(makeSignIn());
  let current = links;
  const api = fakeGraphQL({
    GetCompanyLinks: () => ({ data: { getCompanyLinks: current } }),
    AddCompanyLinks: (variables) => {
      const input = variables.addCompanyLinksInput as Pick<CompanyLink, 'title' | 'url' | 'type'>;
      current = [
        ...current,
        { ...link(current.length), ...input, _id: 'new', url: `https://${input.url}` },
      ];
      return { data: { addCompanyLinks: current } };
    },
    DeleteCompanyLink: (variables) => {
      current = current.filter((l) => l._id !== variables.linkId);
      return { data: { deleteCompanyLink: current } };
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <CompanyLinksSection canEdit={canEdit} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { api, user: userEvent.setup() };
}

const list = () => screen.findByRole('list', { name: 'Company links' });
const addButton = () => screen.getByRole('button', { name: 'Add link' });

describe('the company links section', () => {
  it('shows the website link first, locked, and each other link with a handle and a menu', async () => {
    renderSection([website, link(1, 'Investor centre'), link(2, 'Facebook')]);
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Company website',
      'Investor centre',
      'Facebook',
    ]);
    expect(within(items[0]!).getByRole('img', { name: /Locked/ })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Move Investor centre' })).toBeVisible();
    expect(
      within(items[1]!).getByRole('button', { name: 'Actions for Investor centre' }),
    ).toBeVisible();
    expect(screen.getByText(text.maxAdditional(5))).toBeVisible();
  });

  it('holds only list items in its list: the drag announcements live outside it', async () => {
    renderSection([website, link(1, 'Investor centre')]);
    const children = [...(await list()).children];
    expect(children.map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows each rule’s message in the add form and sends nothing while one is broken', async () => {
    const { api, user } = renderSection([website]);
    await list();
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const submit = within(dialog).getByRole('button', { name: 'Add link' });

    await user.click(submit);
    expect(within(dialog).getByText(text.titleRequired)).toBeVisible();
    expect(within(dialog).getByText(text.urlRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText('Title'), 'x'.repeat(36));
    await user.type(within(dialog).getByLabelText('Link'), 'not a link');
    await user.click(submit);
    expect(within(dialog).getByText(text.titleTooLong(35))).toBeVisible();
    expect(within(dialog).getByText('36/35')).toBeVisible();
    expect(within(dialog).getByText(text.urlInvalid)).toBeVisible();
    expect(api.calls.map((c) => c.operation)).not.toContain('AddCompanyLinks');
  });

  it('adds a link with the type its host gives and lists it last', async () => {
    const { api, user } = renderSection([website]);
    await list();
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByLabelText('Title'), 'Videos');
    expect(within(dialog).getByText('6/35')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Link'), 'youtube.com/@demo');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));

    expect(await screen.findByText(text.added)).toBeVisible();
    expect(api.calls.find((c) => c.operation === 'AddCompanyLinks')?.variables).toEqual({
      addCompanyLinksInput: { title: 'Videos', url: 'youtube.com/@demo', type: 'youtube' },
    });
    const items = within(await list()).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Videos');
  });

  it('turns Add link off at five additional links and says the limit is reached', async () => {
    renderSection([website, ...[1, 2, 3, 4, 5].map((n) => link(n))]);
    await list();
    expect(addButton()).toBeDisabled();
    expect(screen.getByText(text.reachedMax)).toBeVisible();
  });

  it('asks before deleting a link, then removes it', async () => {
    const { api, user } = renderSection([website, link(1, 'Investor centre')]);
    await list();
    await user.click(screen.getByRole('button', { name: 'Actions for Investor centre' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete link' });
    expect(dialog).toHaveTextContent(text.deleteConfirm('Investor centre'));
    expect(api.calls.map((c) => c.operation)).not.toContain('DeleteCompanyLink');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Investor centre')).toBeNull());
    expect(screen.getByText(text.deleted)).toBeVisible();
  });

  it('is read-only without edit permission: no handles, menus or Add link', async () => {
    renderSection([website, link(1, 'Investor centre')], { canEdit: false });
    expect(within(await list()).getByText('Investor centre')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move|Actions for/ })).toBeNull();
  });

  it('says why when the links cannot be loaded', async () => {
    storeSignIn(makeSignIn());
    fakeGraphQL({ GetCompanyLinks: () => graphQLError('FORBIDDEN', 'No access here.') });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <CompanyLinksSection canEdit />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No access here.');
  });
});
