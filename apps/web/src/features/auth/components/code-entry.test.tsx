import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@/testing/render-with-mantine';
import { CodeEntry } from './code-entry';

function renderCodeEntry() {
  const onSubmit = vi.fn();
  const onResend = vi.fn();
  const otpExpiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  renderWithMantine(
    <CodeEntry
      email="demo@quorum.dev"
      otpExpiresAt={otpExpiresAt}
      onSubmit={onSubmit}
      onResend={onResend}
    />,
  );
  const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
  const continueButton = () => screen.getByRole('button', { name: 'Continue' });
  return { onSubmit, onResend, digit, continueButton, user: userEvent.setup() };
}

describe('code entry', () => {
  it('moves focus to the next box once a digit is typed', async () => {
    const { digit, user } = renderCodeEntry();
    await user.click(digit(1));
    await user.keyboard('7');
    expect(digit(1)).toHaveValue('7');
    expect(digit(2)).toHaveFocus();
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    const { digit, user } = renderCodeEntry();
    await user.click(digit(1));
    await user.keyboard('7');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(1)).toHaveFocus();
  });

  it('accepts digits only', async () => {
    const { digit, user } = renderCodeEntry();
    await user.click(digit(1));
    await user.keyboard('a');
    expect(digit(1)).toHaveValue('');
    expect(digit(1)).toHaveFocus();
  });

  it('keeps Continue disabled until all four boxes are filled, then submits the code', async () => {
    const { digit, continueButton, onSubmit, user } = renderCodeEntry();
    expect(continueButton()).toBeDisabled();
    await user.click(digit(1));
    await user.keyboard('012');
    expect(continueButton()).toBeDisabled();
    await user.keyboard('3');
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith(123);
  });

  it('fills every box from a pasted code', async () => {
    const { digit, continueButton, user } = renderCodeEntry();
    await user.click(digit(1));
    await user.paste('5678');
    expect([1, 2, 3, 4].map((n) => (digit(n) as HTMLInputElement).value)).toEqual([
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(continueButton()).toBeEnabled();
  });

  it('asks for a new code on Resend code', async () => {
    const { onResend, user } = renderCodeEntry();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
