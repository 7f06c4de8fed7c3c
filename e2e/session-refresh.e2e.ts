import { SESSION_TRANSPORT } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { expectDashboard } from './support/shell';

describe('A signed-in session in the browser', () => {
  const browser = useBrowser();

  it('keeps its refresh token where page scripts cannot read it and outlives its access token', async () => {
    const { page } = browser;
    await signInAsDemo(page);

    const stored = await page.evaluate<Record<string, string>>('({ ...localStorage })');
    expect(Object.keys(stored).filter((key) => /refresh/i.test(key))).toEqual([]);
    expect(Object.values(stored).join(' ')).not.toMatch(/refresh/i);
    const cookies = await page.context().cookies();
    const refresh = cookies.find((cookie) => cookie.name === SESSION_TRANSPORT.cookieName);
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: SESSION_TRANSPORT.refreshPath,
    });
    expect(await page.evaluate<string>('document.cookie')).not.toContain(
      SESSION_TRANSPORT.cookieName,
    );

    // The access token has run out: the next page load trades the cookie for a new one. (The new
    // token may equal the old one when both are signed within the same second: what proves the
    // refresh is the 200 and the expiry moved from the past back into the future.)
    await page.evaluate(
      `localStorage.setItem('quorum.accessTokenExpiresIn', '${new Date(0).toISOString()}')`,
    );
    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === SESSION_TRANSPORT.refreshPath,
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expectDashboard(page);
    const expiresAt = await page.evaluate<string | null>(
      "localStorage.getItem('quorum.accessTokenExpiresIn')",
    );
    expect(Date.parse(expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(
      await page.evaluate<string | null>("localStorage.getItem('quorum.accessToken')"),
    ).toBeTruthy();
  });
});
