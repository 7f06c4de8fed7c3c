import type { PageKey } from '@quorum/shared';
import { useCompanyDetail } from '@/lib/account';

export interface PagePermission {
  canView: boolean;
  canEdit: boolean;
  /** The company detail (and so the answer) is still loading. */
  loading: boolean;
}

/**
 * What the signed-in member may do on a page, as the server computed it (the shared permission
 * model). The client only mirrors it: hiding a button is a courtesy, the server still refuses.
 */
export function usePagePermission(page: PageKey): PagePermission {
  const { data, isPending } = useCompanyDetail();
  const entry = data?.permissions.pages.find((p) => p.page === page);
  return {
    canView: entry?.hasViewPermission ?? false,
    canEdit: entry?.hasEditPermission ?? false,
    loading: isPending,
  };
}

/** The member's flags of spec §6 (administrative control, manage questions, invite, events). */
export function useMemberFlags() {
  const { data } = useCompanyDetail();
  const p = data?.permissions;
  return {
    role: p?.teamMemberRole,
    hasAdministrativeControl: p?.hasAdministrativeControl ?? false,
    canManageQuestion: p?.canManageQuestion ?? false,
    canInviteTeamMembers: p?.canInviteTeamMembers ?? false,
    canCreateEvent: p?.canCreateEvent ?? false,
    isCompanyCreator: data?.companyCreator ?? false,
    plan: data?.subscription.plan,
  };
}

/**
 * Which pages the member may view, for lists of links (menus, tabs) that hide what they cannot
 * open. Nothing guarded shows until the company's answer is in.
 */
export function useCanViewPage(): (page: PageKey) => boolean {
  const { data } = useCompanyDetail();
  const pages = data?.permissions.pages;
  return (page) => pages?.some((p) => p.page === page && p.hasViewPermission) ?? false;
}
