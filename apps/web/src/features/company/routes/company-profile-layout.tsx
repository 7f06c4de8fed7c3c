import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCanViewPage } from '@/lib/permissions/use-permissions';

const COMPANY_PROFILE_TABS = [
  { value: 'company-details', label: 'Company details' },
  { value: 'excutive-team', label: 'Executive team' },
  { value: 'integrate-quorum', label: 'Integrate Quorum' },
] as const;

/**
 * '/dashboard/company-profile': tabs over its children (spec §2: company-details, excutive-team,
 * integrate-quorum). Each child page carries its own title.
 */
export function CompanyProfileLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Tabs are page keys (spec §2); a tab the member may not view is not offered (spec §6).
  const canView = useCanViewPage();
  const active = COMPANY_PROFILE_TABS.find((tab) => pathname.includes(`/${tab.value}`))?.value;

  return (
    <Stack gap="lg">
      <Tabs
        value={active ?? null}
        onChange={(value) => value && navigate(`/dashboard/company-profile/${value}`)}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Company profile">
          {COMPANY_PROFILE_TABS.filter((tab) => canView(tab.value)).map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
