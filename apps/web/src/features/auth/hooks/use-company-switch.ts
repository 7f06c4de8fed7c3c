import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isLockedCompanyRefusal } from '@/lib/graphql';
import { useSelectCompanyForLogin } from '../api/select-company-for-login';
import { openLostAccessModal } from '../components/lost-access-modal';
import type { CompanyListItem } from '../api/user-company-list';

/**
 * Switches the session to another company: new tokens scoped to it replace ours (which also resets
 * the cache, see session-cache-sync) and the dashboard opens. Spec §4: a locked company cannot be
 * switched to; the lost_access modal explains why instead.
 */
export function useCompanySwitch() {
  const navigate = useNavigate();
  const { mutate, isPending } = useSelectCompanyForLogin();

  const switchTo = useCallback(
    (company: CompanyListItem) => {
      if (company.isLocked) {
        openLostAccessModal(company.legalBusinessName);
        return;
      }
      mutate(company._id, {
        onSuccess: () => void navigate('/dashboard'),
        onError: (error) => {
          // Locked since the list was read: the same modal rather than a bare refusal.
          if (isLockedCompanyRefusal(error)) openLostAccessModal(company.legalBusinessName);
          else notifications.show({ color: 'red', message: error.message });
        },
      });
    },
    [mutate, navigate],
  );

  return { switchTo, isSwitching: isPending };
}
