import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { messages } from '@quorum/shared';
import { useLocation } from 'react-router';
import { accountKeys, useCompanyDetail, useLoggedInUser } from '@/lib/account';
import { isApiError, isLockedCompanyRefusal } from '@/lib/graphql';
import { endSession, getSession } from '@/lib/session';

/**
 * Spec §4 "Dashboard load": on each path change the member and the company are fetched again, so
 * a role change, removal or plan change shows on the next page. A refusal (after request() has
 * already tried a refresh) ends the session, but for a member the free plan locked out, who keeps
 * the session and chooses again; a network or server failure does not, it is shown with a retry.
 */
export function useDashboardBootstrap() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const user = useLoggedInUser();
  const company = useCompanyDetail();

  const fetchedFor = useRef(pathname);
  useEffect(() => {
    if (fetchedFor.current === pathname) return;
    fetchedFor.current = pathname;
    void queryClient.refetchQueries({ queryKey: accountKeys.loggedInUser(), exact: true });
    void queryClient.refetchQueries({ queryKey: accountKeys.companyDetail(), exact: true });
  }, [pathname, queryClient]);

  const error = user.error ?? company.error;
  // An admin whose company requires two-step sign-in, without it: the server refuses all but the
  // set-up, and the shell shows only that. Not a reason to end the session.
  const mustSetUpSecondFactor =
    isApiError(error, 'FORBIDDEN') && error.message === messages.secondFactor.adminMustEnrol;
  useEffect(() => {
    if (!getSession() || mustSetUpSecondFactor) return;
    // Locked out by the free plan: the person stays signed in, and request() has already left
    // the company for the chooser with the lost_access modal (app/routes/use-lost-access-notice).
    if (isLockedCompanyRefusal(error)) return;
    if (
      isApiError(error, 'UNAUTHENTICATED') ||
      isApiError(error, 'FORBIDDEN') ||
      isApiError(error, 'NOT_FOUND')
    ) {
      endSession('revoked', error.message);
    }
  }, [error, mustSetUpSecondFactor]);

  const retry = useCallback(() => {
    if (user.isError) void user.refetch();
    if (company.isError) void company.refetch();
  }, [user, company]);

  return { user: user.data, company: company.data, error, retry, mustSetUpSecondFactor };
}
