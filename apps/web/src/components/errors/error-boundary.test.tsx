import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/testing/render-with-mantine';
import { AppErrorPage } from './app-error-page';
import { ErrorBoundary } from './error-boundary';

let failing = true;
function Flaky() {
  if (failing) throw new Error('render failed');
  return <p>Page content</p>;
}

describe('app error page', () => {
  it("shows 'Something went wrong' and Try again renders the page again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    renderWithMantine(
      <ErrorBoundary fallback={(reset) => <AppErrorPage onTryAgain={reset} />}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: messages.generic.errorPageTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeVisible();

    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeVisible();
    vi.restoreAllMocks();
  });
});
