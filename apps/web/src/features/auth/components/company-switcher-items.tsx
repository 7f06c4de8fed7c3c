import { Avatar, Menu } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useUserCompanyList, type CompanyListItem } from '../api/user-company-list';

/**
 * The profile menu's company switcher: one item per company when the member has more than one.
 * The switch itself lives in useCompanySwitch, outside the menu, so it outlives the menu closing.
 */
export function CompanySwitcherItems({
  currentCompanyId,
  onSwitch,
}: {
  currentCompanyId: string | null;
  onSwitch: (company: CompanyListItem) => void;
}) {
  const companies = useUserCompanyList();
  if (companies.isPending) return <Menu.Label>Loading your companies…</Menu.Label>;
  if (companies.isError || companies.data.length < 2) return null;

  return (
    <>
      <Menu.Label>Switch company</Menu.Label>
      {companies.data.map((company) => {
        const current = company._id === currentCompanyId;
        return (
          <Menu.Item
            key={company._id}
            disabled={current}
            aria-current={current ? 'true' : undefined}
            onClick={() => onSwitch(company)}
            leftSection={
              <Avatar src={company.companyLogo} size={22} radius="sm" aria-hidden>
                {company.legalBusinessName.slice(0, 1)}
              </Avatar>
            }
            rightSection={
              current ? (
                <IconCheck size={16} aria-hidden />
              ) : company.isLocked ? (
                <IconLock size={16} aria-hidden />
              ) : null
            }
          >
            {company.legalBusinessName}
          </Menu.Item>
        );
      })}
      <Menu.Divider />
    </>
  );
}
