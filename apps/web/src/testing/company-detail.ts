import { effectivePermissions } from '@quorum/shared';
import type {
  BillingDriver,
  NamedPermission,
  Plan,
  Role,
  SubscriptionStatus,
} from '@quorum/shared';

export interface CompanyDetailOptions {
  role?: Role;
  /** A custom role's grants. */
  grants?: NamedPermission[];
  companyCreator?: boolean;
  plan?: Plan;
  status?: SubscriptionStatus;
  validated?: boolean;
  legalBusinessName?: string;
  asxCode?: string;
  /** When the subscription ends; by default it has no end. */
  endDate?: string | null;
  hold?: boolean;
  renewable?: boolean;
  graceEndsAt?: string | null;
  driver?: BillingDriver;
}

/**
 * The company as getCompanyDetail answers it (the shell's bootstrap query), with the caller's
 * permissions computed by the shared model, as the server computes them.
 */
export function makeCompanyDetail({
  role = 'admin',
  grants = [],
  companyCreator = true,
  plan = 'premium',
  status = 'active',
  validated = true,
  legalBusinessName = 'Acme Mining Ltd',
  asxCode = 'ACM',
  endDate = null,
  hold = false,
  renewable = true,
  graceEndsAt = null,
  driver = 'local',
}: CompanyDetailOptions = {}) {
  const { flags, pages } = effectivePermissions({ role, permissions: grants });
  return {
    _id: 'company-1',
    legalBusinessName,
    optionalBusinessName: null,
    asxCode,
    companyLogo: null,
    companyCreator,
    validated,
    isLocked: false,
    permissions: { teamMemberRole: role, ...flags, pages },
    subscription: {
      id: 'sub-1',
      plan,
      status,
      hold,
      renewable,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate,
      graceEndsAt,
      driver,
    },
  };
}

/** A custom role granted one area at one access: the fixture for "with view, without edit". */
export const grantOf = (name: NamedPermission['name'], access: 'full' | 'view' | 'none') => [
  { name, allowed: access !== 'none', acessType: access } satisfies NamedPermission,
];
