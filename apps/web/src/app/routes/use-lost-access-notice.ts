import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openLostAccessModal } from '@/features/auth';
import { accountKeys } from '@/lib/account';
import { getSession, onCompanyLocked } from '@/lib/session';

/**
 * Spec lost_access: when the server refuses the session's company because the free plan locked
 * this member out (a downgrade keeps only the first 2), the modal says why and '/' offers the
 * company chooser; the person stays signed in.
 */
export function useLostAccessNotice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCompanyLocked(() => {
        // Heard while the company is still the session's, so its cached name is still here.
        const companyId = getSession()?.companyId;
        const detail = queryClient.getQueryData<{ legalBusinessName: string }>(
          accountKeys.companyDetail(),
        );
        const listed = queryClient
          .getQueryData<{ _id: string; legalBusinessName: string }[]>(accountKeys.companyList())
          ?.find((company) => company._id === companyId);
        openLostAccessModal(detail?.legalBusinessName ?? listed?.legalBusinessName);
        void navigate('/', { replace: true });
      }),
    [navigate, queryClient],
  );
}
