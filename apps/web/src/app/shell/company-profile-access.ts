import { isSubscribed } from '@quorum/shared';
import type { CompanyDetail } from '@/lib/account';

/**
 * Spec §2: the company profile link is enabled for the creator of a subscribed, validated
 * company, or for anyone with administrative control.
 */
export function mayOpenCompanyProfile(company: CompanyDetail | undefined): boolean {
  if (!company) return false;
  if (company.permissions.hasAdministrativeControl) return true;
  return company.companyCreator && isSubscribed(company.subscription.status) && company.validated;
}
