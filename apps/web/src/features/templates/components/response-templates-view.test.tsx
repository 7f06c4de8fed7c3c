import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import {
  agmTemplate,
  dividendTemplate,
  renderTemplatesView,
  templatesAnswer,
} from '../testing/templates-fixtures';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

const text = messages.templates;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('the response templates view', () => {
  it('shows each template with its text and attachments that open their signed address in a new tab', async () => {
    renderTemplatesView();
    const card = await screen.findByRole('article', { name: 'Dividend policy' });
    expect(within(card).getByText(/We reinvest our cash/)).toBeInTheDocument();
    const file = within(card).getByRole('link', { name: 'annual-report.pdf (opens in a new tab)' });
    expect(file).toHaveAttribute('href', dividendTemplate.attachments[0]!.url);
    expect(file).toHaveAttribute('target', '_blank');
    expect(file.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('article', { name: 'Annual General Meeting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.viewTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('2 templates')).toBeInTheDocument();
  });

  it('counts against the free plan’s three with a lock, and offers the upgrade once they are used', async () => {
    const { user, router } = renderTemplatesView({
      plan: 'freemium',
      handlers: {
        GetResponseTemplates: () =>
          templatesAnswer([dividendTemplate, agmTemplate, { ...agmTemplate, _id: 't-3' }], 3),
      },
    });
    expect(await screen.findByLabelText(text.freePlanCount(3, 3))).toHaveTextContent('3/3');
    expect(screen.getByRole('button', { name: text.newTemplate })).toBeDisabled();
    expect(screen.getByText(text.upgradePrompt(3))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text.upgradeAction }));
    expect(router.state.location.pathname).toBe(UPGRADE_PLAN_PATH);
  });

  it('lets a free plan below its limit create, showing how many are used', async () => {
    renderTemplatesView({
      plan: 'freemium',
      handlers: { GetResponseTemplates: () => templatesAnswer([agmTemplate], 3) },
    });
    expect(await screen.findByLabelText(text.freePlanCount(1, 3))).toHaveTextContent('1/3');
    expect(screen.getByRole('button', { name: text.newTemplate })).toBeEnabled();
    expect(screen.queryByText(text.upgradePrompt(3))).toBeNull();
  });

  it('stars a template and says so', async () => {
    const { user, calls } = renderTemplatesView({
      handlers: {
        StarResponseTemplate: () => ({
          data: { starResponseTemplate: { _id: agmTemplate._id, starred: true } },
        }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Annual General Meeting' });
    const toggle = within(card).getByRole('button', { name: 'Star Annual General Meeting' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText(text.starred)).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'StarResponseTemplate')?.variables).toEqual({
      responseTemplateId: agmTemplate._id,
      starred: true,
    });
  });

  it('deletes a template after asking, with the spec’s message', async () => {
    const { user, calls } = renderTemplatesView({
      handlers: {
        HardDeleteResponseTemplate: () => ({
          data: { hardDeleteResponseTemplate: { message: text.deleted } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Dividend policy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: text.deleteTitle });
    expect(within(dialog).getByText(text.deleteConfirm('Dividend policy'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Response template permanently successfully deleted'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operation === 'HardDeleteResponseTemplate')?.variables).toEqual({
      input: { responseTemplateId: dividendTemplate._id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is read-only for a viewer: no buttons, and an opened template has its fields disabled', async () => {
    const { user } = renderTemplatesView({ access: 'view' });
    const card = await screen.findByRole('article', { name: 'Dividend policy' });
    expect(screen.queryByRole('button', { name: text.newTemplate })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Star|Unstar/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Actions for Dividend policy' })).toBeNull();
    expect(within(card).getByLabelText('Starred')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Dividend policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Response template' });
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    expect(within(dialog).getByLabelText('Template text')).toBeDisabled();
    expect(within(dialog).queryByLabelText('Add attachments')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Save changes');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('tells a viewer of no templates so, without offering to create', async () => {
    renderTemplatesView({
      access: 'view',
      handlers: { GetResponseTemplates: () => templatesAnswer([]) },
    });
    expect(await screen.findByText(text.emptyReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create|New template/ })).toBeNull();
  });

  it('searches titles and text, and says when nothing matches', async () => {
    const { user, calls } = renderTemplatesView({
      handlers: {
        GetResponseTemplates: ({ searchText }) =>
          templatesAnswer(
            searchText === 'agm'
              ? [agmTemplate]
              : searchText
                ? []
                : [dividendTemplate, agmTemplate],
          ),
      },
    });
    await screen.findByRole('article', { name: 'Dividend policy' });
    const search = screen.getByRole('searchbox', { name: text.searchLabel });
    await user.type(search, 'agm');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Dividend policy' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Annual General Meeting' })).toBeInTheDocument();
    // The count stays the company's, whatever the search shows.
    expect(screen.getByLabelText('2 templates')).toBeInTheDocument();
    // One search for the settled words, not one per key.
    expect(
      calls.filter((c) => c.operation === 'GetResponseTemplates').map((c) => c.variables),
    ).toEqual([{ searchText: null }, { searchText: 'agm' }]);

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(await screen.findByText(text.noSearchResults)).toBeInTheDocument();
  });

  it('says when the templates could not be loaded and tries again on request', async () => {
    let failing = true;
    const { user } = renderTemplatesView({
      handlers: {
        GetResponseTemplates: () =>
          failing
            ? graphQLError('INTERNAL_SERVER_ERROR', messages.generic.server)
            : templatesAnswer([agmTemplate]),
      },
    });
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Annual General Meeting' }),
    ).toBeInTheDocument();
  });
});

describe('response templates after a move from Premium to the free plan', () => {
  // The server marks every template beyond the first 3 (oldest first) read-only.
  const five = [1, 2, 3, 4, 5].map((n) => ({
    ...agmTemplate,
    _id: `t-${n}`,
    title: `Template ${n}`,
    starred: false,
    readOnly: n > 3,
  }));
  const downgraded = { GetResponseTemplates: () => templatesAnswer(five, 3) };

  it('say how many are read-only, mark the fourth and offer nothing to change it', async () => {
    renderTemplatesView({ plan: 'freemium', handlers: downgraded });
    expect(await screen.findByText(text.readOnlyNotice(2, 3))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.upgradeAction })).toBeInTheDocument();

    const fourth = screen.getByRole('article', { name: 'Template 4' });
    expect(within(fourth).getByText(text.readOnlyBadge)).toBeInTheDocument();
    expect(within(fourth).queryByRole('button', { name: /Star|Actions/ })).toBeNull();
    const third = screen.getByRole('article', { name: 'Template 3' });
    expect(within(third).queryByText(text.readOnlyBadge)).toBeNull();
    expect(within(third).getByRole('button', { name: 'Star Template 3' })).toBeInTheDocument();
  });

  it('open the fourth to read, with the reason, disabled fields and no Save', async () => {
    const { user } = renderTemplatesView({ plan: 'freemium', handlers: downgraded });
    const fourth = await screen.findByRole('article', { name: 'Template 4' });
    await user.click(within(fourth).getByRole('button', { name: 'Template 4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Response template' });
    expect(within(dialog).getByText(text.readOnly(3))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    expect(within(dialog).getByLabelText('Template text')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: text.upgradeAction })).toBeInTheDocument();
  });
});
