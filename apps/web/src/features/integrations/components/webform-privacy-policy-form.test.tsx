import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWebForm, savesOf, setUpConfig } from '../testing/webform-fixtures';

const text = messages.privacy;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const savesTo = () => ({
  'PUT /webform': ({ body }: { body: unknown }) => json({ ...setUpConfig(), ...(body as object) }),
});

describe('the Web form page: privacy policy address', () => {
  it('saves an https address alone, as the form links it', async () => {
    const { user, restCalls } = renderWebForm({ config: setUpConfig(), rest: savesTo() });
    await user.click(await screen.findByLabelText(text.policyUrlLabel));
    await user.paste('https://www.acme.com/privacy');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(text.policyUrlSaved)).toBeInTheDocument();
    expect(savesOf(restCalls)).toEqual([{ privacyPolicyUrl: 'https://www.acme.com/privacy' }]);
  });

  it('refuses an http address and sends nothing', async () => {
    const { user, restCalls } = renderWebForm({ config: setUpConfig(), rest: savesTo() });
    await user.click(await screen.findByLabelText(text.policyUrlLabel));
    await user.paste('http://www.acme.com/privacy');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(text.policyUrlInvalid)).toBeInTheDocument();
    expect(savesOf(restCalls)).toEqual([]);
  });

  it("links Quorum's own policy", async () => {
    renderWebForm({ config: setUpConfig() });
    const link = await screen.findByRole('link', { name: text.quorumPolicyLink });
    expect(link.getAttribute('href')).toBe('/privacy');
  });
});
