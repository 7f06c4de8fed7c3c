import type { ActivityModule } from '@quorum/shared';
import { getValidAccessToken } from '@/lib/session';

/** Dashboard pages record under the signed-in member; public pages record anonymously. */
export type PageVisitArea = 'dashboard' | 'public';

/**
 * Records a page visit (spec §2: every route records one with its module name). Fire and forget:
 * a lost visit must never get in the way of the page, so every failure is swallowed here.
 */
export function recordPageVisit(module: ActivityModule, area: PageVisitArea): void {
  void (async () => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    let path = '/activityLog/auth';
    if (area === 'dashboard') {
      const accessToken = await getValidAccessToken();
      if (!accessToken) return;
      headers.authorization = `Bearer ${accessToken}`;
      path = '/activityLog';
    }
    await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ module }),
      keepalive: true,
    });
  })().catch(() => undefined);
}
