import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout, useSelectCompanyForLogin, useUserCompanyList } from '@/features/auth';
import { forgetCompany } from '@/lib/session';
import { useRemoveCompany } from '../api/remove-company';

/**
 * Removes the signed-in company, then leaves it as spec §3 "Company deletion" says: the stored
 * company id goes; with two companies the other one opens at /dashboard; with more than two, '/'
 * asks which; with only this one, the person is logged out.
 */
export function useRemoveCompanyFlow() {
  const { refetch: refetchCompanies } = useUserCompanyList();
  const navigate = useNavigate();
  const { mutateAsync: removeCompany, isPending, error } = useRemoveCompany();
  const { mutateAsync: signInTo } = useSelectCompanyForLogin();
  const { logout } = useLogout();

  const remove = useCallback(
    async (companyId: string, password: string) => {
      // Read before the deletion: afterwards the list no longer has this company in it.
      const { data: companies } = await refetchCompanies();
      const { message } = await removeCompany({ companyId, password });
      notifications.show({ message, role: 'status' });
      const others = (companies ?? []).filter((company) => company._id !== companyId);
      const [only] = others;
      if (others.length === 1 && only && !only.isLocked) {
        // Signing in to the other company replaces the stored id. This page unmounts while the
        // cache resets, so the navigation waits here for the sign-in rather than in a callback.
        await signInTo(only._id)
          .then(() => navigate('/dashboard', { replace: true }))
          .catch(() => {
            forgetCompany();
            return navigate('/', { replace: true });
          });
        return;
      }
      forgetCompany();
      if (others.length === 0 && companies) await logout();
      else void navigate('/', { replace: true });
    },
    [refetchCompanies, removeCompany, signInTo, logout, navigate],
  );

  return { remove, isRemoving: isPending, error };
}
