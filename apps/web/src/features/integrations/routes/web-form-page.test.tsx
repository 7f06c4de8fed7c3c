import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages, WEBFORM_DEFAULT_THEME } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  makeWebformConfig,
  renderWebForm,
  savesOf,
  setUpConfig,
} from '../testing/webform-fixtures';

const text = messages.webform;
const invalidDomain = text.invalidDomain('https://www.example.com');

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean(); // toasts live in a store that outlasts each test's render
});

/** PUT /webform answering as the server does: the whole config with the change applied. */
const savesTo = (config = makeWebformConfig()) => ({
  'PUT /webform': ({ body }: { body: unknown }) => {
    const change = body as { authorizedOrigins?: string[]; theme?: typeof config.theme };
    return json({
      ...config,
      ...change,
      enabled: (change.authorizedOrigins ?? config.authorizedOrigins).length > 0,
    });
  },
});

describe('the Web form page: domain', () => {
  it('asks for a domain when Save is pressed with none, and sends nothing', async () => {
    const { user, restCalls } = renderWebForm({ rest: savesTo() });
    expect(await screen.findByText(text.notSetUp)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(await screen.findByText(text.domainRequired)).toBeInTheDocument();
    expect(savesOf(restCalls)).toEqual([]);
  });

  it.each(['www.acme.com', 'https://acme', 'ftp://acme.com'])(
    'refuses %s with the spec message, and sends nothing',
    async (bad) => {
      const { user, restCalls } = renderWebForm({ rest: savesTo() });
      await user.click(await screen.findByLabelText('Domain'));
      await user.paste(bad);
      await user.click(screen.getByRole('button', { name: 'Save domain' }));
      expect(await screen.findByText(invalidDomain)).toBeInTheDocument();
      expect(savesOf(restCalls)).toEqual([]);
    },
  );

  it('saves only the origin of the address, then shows the embed code', async () => {
    const { user, restCalls } = renderWebForm({ rest: savesTo() });
    await user.click(await screen.findByLabelText('Domain'));
    await user.paste('https://WWW.Acme.com/investors');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(savesOf(restCalls)).toEqual([{ authorizedOrigins: ['https://www.acme.com'] }]);
    expect(screen.getByLabelText('Domain')).toHaveValue('https://www.acme.com');
    expect(screen.getByRole('region', { name: 'Embed code' })).toHaveTextContent('embed.js');
    expect(screen.queryByText(text.notSetUp)).toBeNull();
  });

  it("shows the server's refusal of a domain under the field", async () => {
    const refusal = 'This domain cannot be used.';
    const { user } = renderWebForm({
      rest: { 'PUT /webform': () => json({ code: 'BAD_USER_INPUT', message: refusal }, 400) },
    });
    await user.click(await screen.findByLabelText('Domain'));
    await user.paste('https://www.acme.com');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the Web form page: embed code and advanced details', () => {
  it('copies the embed code and says so', async () => {
    const { user } = renderWebForm({ config: setUpConfig() });
    await user.click(await screen.findByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(setUpConfig().embedCode);
  });

  it('keeps the client secret and company ID masked until shown, and copies them while masked', async () => {
    const { user } = renderWebForm({ config: setUpConfig() });
    await user.click(await screen.findByRole('button', { name: /Advanced details/ }));
    const secret = await screen.findByLabelText('Client secret');
    expect(secret).not.toHaveTextContent('secret-7f3a9c');
    expect(screen.getByLabelText('Company ID')).not.toHaveTextContent('company-1');

    await user.click(screen.getByRole('button', { name: 'Copy client secret' }));
    expect(await navigator.clipboard.readText()).toBe('secret-7f3a9c');
    await user.click(screen.getByRole('button', { name: 'Copy company id' }));
    expect(await navigator.clipboard.readText()).toBe('company-1');

    await user.click(screen.getByRole('button', { name: 'Show client secret' }));
    expect(secret).toHaveTextContent('secret-7f3a9c');
    expect(screen.getByLabelText('Company ID')).not.toHaveTextContent('company-1');
    await user.click(screen.getByRole('button', { name: 'Hide client secret' }));
    expect(secret).not.toHaveTextContent('secret-7f3a9c');
  });
});

describe('the Web form page: customise', () => {
  const saved = { primaryColor: '#123456', secondaryColor: '#eeeeee', backgroundColor: '#fafafa' };

  async function openCustomise(user: ReturnType<typeof renderWebForm>['user']) {
    await user.click(await screen.findByRole('button', { name: /Customise/ }));
    return screen.findByRole('form', { name: 'Colours' });
  }

  async function setColour(
    user: ReturnType<typeof renderWebForm>['user'],
    label: string,
    value: string,
  ) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.paste(value);
    await user.tab();
  }

  it('previews the form in the saved colours once opened, fetched with the client secret', async () => {
    const { user, restCalls } = renderWebForm({ config: setUpConfig() });
    await screen.findByRole('button', { name: /Customise/ });
    expect(restCalls.some((c) => c.path === '/webform/preview')).toBe(false);
    await openCustomise(user);
    const preview = await screen.findByTitle('Web form preview');
    expect(preview).toHaveAttribute('srcdoc', expect.stringContaining('Preview in #00214D'));
    const request = restCalls.find((c) => c.path === '/webform/preview')!;
    expect(request.query).toEqual(WEBFORM_DEFAULT_THEME);
    expect(request.headers.get('client-secret')).toBe('secret-7f3a9c');
  });

  it('previews a colour as it is chosen, and saves only the colours', async () => {
    const { user, restCalls } = renderWebForm({
      config: setUpConfig(),
      rest: savesTo(setUpConfig()),
    });
    await openCustomise(user);
    await setColour(user, 'Primary colour', '#aa0000');
    await waitFor(() =>
      expect(screen.getByTitle('Web form preview')).toHaveAttribute(
        'srcdoc',
        expect.stringContaining('Preview in #aa0000'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(savesOf(restCalls)).toEqual([
      { theme: { ...WEBFORM_DEFAULT_THEME, primaryColor: '#aa0000' } },
    ]);
  });

  it('goes back to the saved colours on Cancel, sending nothing', async () => {
    const { user, restCalls } = renderWebForm({
      config: makeWebformConfig({ theme: saved }),
      rest: savesTo(),
    });
    await openCustomise(user);
    await setColour(user, 'Background colour', '#000000');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Background colour')).toHaveValue('#fafafa');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(savesOf(restCalls)).toEqual([]);
  });

  it('puts the default colours back on Reset, and keeps them only when saved', async () => {
    const { user, restCalls } = renderWebForm({
      config: makeWebformConfig({ theme: saved }),
      rest: savesTo(makeWebformConfig({ theme: saved })),
    });
    const form = await openCustomise(user);
    expect(within(form).getByText(text.resetNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Primary colour')).toHaveValue('#00214D');
    expect(screen.getByLabelText('Secondary colour')).toHaveValue('#f9fafb');
    expect(screen.getByLabelText('Background colour')).toHaveValue('#ffffff');
    expect(savesOf(restCalls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savesOf(restCalls)).toEqual([{ theme: WEBFORM_DEFAULT_THEME }]));
  });
});

describe('the Web form page: access and loading', () => {
  it('shows a member without edit access every field disabled and no Save', async () => {
    const { user } = renderWebForm({ access: 'view', config: setUpConfig() });
    expect(await screen.findByText(text.readOnly)).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Customise/ }));
    expect(await screen.findByLabelText('Primary colour')).toBeDisabled();
    for (const name of ['Save domain', 'Save', 'Cancel', 'Reset'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy embed code' })).toBeEnabled();
  });

  it('offers an upgrade on the free plan without asking for the settings', async () => {
    const { restCalls } = renderWebForm({ plan: 'freemium' });
    expect(await screen.findByText(text.premiumOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.plan.upgradeButton })).toBeInTheDocument();
    expect(screen.queryByLabelText('Domain')).toBeNull();
    expect(restCalls).toEqual([]);
  });

  it('offers the upgrade when the server answers that the plan no longer allows it', async () => {
    renderWebForm({
      companyCreator: false,
      rest: {
        'GET /webform': () => json({ code: 'PAYMENT_REQUIRED', message: 'Premium only.' }, 402),
      },
    });
    expect(await screen.findByText(text.premiumOnly)).toBeInTheDocument();
    expect(screen.getByText(messages.plan.nonPermitUpgrade)).toBeInTheDocument();
  });

  it('says when the settings could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    const { user } = renderWebForm({
      rest: {
        'GET /webform': () =>
          fail
            ? json({ code: 'INTERNAL_SERVER_ERROR', message: 'Database down.' }, 500)
            : json(setUpConfig()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.loadFailed);
    expect(alert).toHaveTextContent('Database down.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Domain')).toHaveValue('https://www.acme.com');
  });
});
