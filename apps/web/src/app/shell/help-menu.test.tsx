import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '@quorum/shared';
import { renderRoutes } from '@/testing/render-with-providers';
import { HelpMenu } from './help-menu';

function renderHelpMenu() {
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <HelpMenu /> },
      { path: '/dashboard/contact-us', element: <h1>Contact us</h1> },
    ],
    '/dashboard',
  );
  return { ...view, user: userEvent.setup() };
}

describe('the help menu', () => {
  it('offers Help centre, Contact and Give feedback', async () => {
    const { user } = renderHelpMenu();
    await user.click(screen.getByRole('button', { name: 'Help menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Help centre' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.helpCentre,
    );
    expect(screen.getByRole('menuitem', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Give feedback' })).toBeInTheDocument();
  });

  it('opens the feedback form from Give feedback', async () => {
    const { user } = renderHelpMenu();
    await user.click(screen.getByRole('button', { name: 'Help menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(dialog).toHaveTextContent('Reason for feedback');
  });

  it('leads to the Contact us page from Contact', async () => {
    const { user, router } = renderHelpMenu();
    await user.click(screen.getByRole('button', { name: 'Help menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/dashboard/contact-us');
  });
});
