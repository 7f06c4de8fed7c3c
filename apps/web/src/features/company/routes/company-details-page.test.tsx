import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCompanyDetails } from '../testing/company-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean(); // toasts live in a store that outlasts each test's render
});

const saved = () => ({ data: { updateCompany: { message: messages.company.updated } } });

describe('the company details page', () => {
  it("tells a member without access the spec's message and shows no details", async () => {
    renderCompanyDetails({ access: 'none' });
    expect(await screen.findByText(messages.company.noPermission)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('shows a viewer every field disabled, with no Save, Remove or logo upload', async () => {
    renderCompanyDetails({ access: 'view' });
    expect(await screen.findByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('About')).toBeDisabled();
    expect(screen.getByText(messages.company.readOnly)).toBeInTheDocument();
    for (const name of ['Save changes', 'Remove company', 'Upload company logo'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Search suburb or postcode')).toBeNull();
  });

  it('shows the ABN and ASX code read-only, and Save only once something changed', async () => {
    renderCompanyDetails();
    const abn = await screen.findByLabelText('Australian business number');
    expect(abn).toHaveValue('53004085616');
    expect(abn).toHaveAttribute('readonly');
    expect(screen.getByLabelText('ASX code')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("refuses each bad value with its rule's message and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderCompanyDetails({ handlers: { UpdateCompany: saved } });
    const replace = async (label: string, value: string) => {
      const input = await screen.findByLabelText(label);
      await user.clear(input);
      if (value) await user.paste(value);
    };
    await replace('Post code', '600');
    await replace('Phone number', '089226140');
    await replace('Website', 'not a url');
    await replace('Email', '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(messages.company.postCodeInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.company.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.company.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.company.emailRequired)).toBeInTheDocument();

    await replace('Post code', '600000');
    expect(await screen.findByText(messages.company.postCodeInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'UpdateCompany')).toBe(false);
  });

  it('fills suburb, state, post code and coordinates from the place search, then saves', async () => {
    const user = userEvent.setup();
    const { calls } = renderCompanyDetails({
      handlers: {
        SearchAustralianPlaces: () => ({
          data: {
            searchAustralianPlaces: [
              {
                suburb: 'Bondi',
                state: 'NSW',
                postCode: '2026',
                latitude: -33.89,
                longitude: 151.26,
              },
            ],
          },
        }),
        UpdateCompany: saved,
      },
    });
    await user.type(await screen.findByLabelText('Search suburb or postcode'), 'bondi');
    // jsdom lays nothing out, so floating-ui reports the input as off screen and hides the list
    // with display: none; the end-to-end test picks a place in a real browser.
    await user.click(await screen.findByRole('option', { name: 'Bondi, NSW 2026', hidden: true }));

    expect(screen.getByLabelText('Suburb')).toHaveValue('Bondi');
    expect(screen.getByLabelText('Post code')).toHaveValue('2026');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('NSW');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.company.updated)).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'UpdateCompany')?.variables).toEqual({
      updateCompanyInput: expect.objectContaining({
        companyId: 'company-1',
        suburb: 'Bondi',
        state: 'NSW',
        postCode: '2026',
        latitude: -33.89,
        longitude: 151.26,
        phoneNumber: '0892261400',
        addressLineTwo: null,
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
  });

  it('also fills Address line 1 when the maps provider suggests a street', async () => {
    const user = userEvent.setup();
    renderCompanyDetails({
      handlers: {
        SearchAustralianPlaces: () => ({
          data: {
            searchAustralianPlaces: [
              {
                addressLineOne: '1 Macquarie Place',
                suburb: 'Sydney',
                state: 'NSW',
                postCode: '2000',
                latitude: -33.86,
                longitude: 151.21,
              },
            ],
          },
        }),
      },
    });
    await user.type(await screen.findByLabelText('Search suburb or postcode'), '1 macq');
    await user.click(
      await screen.findByRole('option', {
        name: '1 Macquarie Place, Sydney, NSW 2000',
        hidden: true,
      }),
    );

    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Macquarie Place');
    expect(screen.getByLabelText('Suburb')).toHaveValue('Sydney');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('drops the coordinates when the suburb is typed by hand', async () => {
    const user = userEvent.setup();
    const { calls } = renderCompanyDetails({ handlers: { UpdateCompany: saved } });
    await user.type(await screen.findByLabelText('Suburb'), ' City');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(messages.company.updated);
    expect(calls.find((call) => call.operation === 'UpdateCompany')?.variables).toMatchObject({
      updateCompanyInput: { suburb: 'Perth City', latitude: null, longitude: null },
    });
  });

  it("shows the server's refusal as a warning and keeps the changes", async () => {
    const user = userEvent.setup();
    renderCompanyDetails({
      handlers: {
        UpdateCompany: () => ({
          data: null,
          errors: [
            {
              message: messages.permission.denied,
              extensions: { code: 'FORBIDDEN', response: { message: messages.permission.denied } },
            },
          ],
        }),
      },
    });
    await user.type(await screen.findByLabelText('About'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.permission.denied)).toBeInTheDocument();
    expect(screen.getByLabelText('About')).toHaveValue(
      'Copper and gold in Western Australia. More.',
    );
  });

  it('offers Remove company to the creator only', async () => {
    renderCompanyDetails({ companyCreator: false });
    await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.queryByRole('button', { name: 'Remove company' })).toBeNull();
  });

  it('asks before removing the company, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { calls } = renderCompanyDetails();
    await user.click(await screen.findByRole('button', { name: 'Remove company' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(messages.company.removeConfirm('Demo Resources Ltd')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operation === 'RemoveCompany')).toBe(false);
  });
});
