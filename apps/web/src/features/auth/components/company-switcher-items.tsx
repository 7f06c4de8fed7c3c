import { Avatar, Menu } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import type { CompanyListItem } from '../api/user-company-list';

/**
 * The profile menu's company switcher: one item per company when the member has more than one.
 * The list is part of the dashboard bootstrap (spec doc 2 §7), so it is loaded before the menu
 * opens; the switch itself lives in useCompanySwitch, outside the menu, so it outlives the menu.
 */
export function CompanySwitcherItems({
  companies,
  currentCompanyId,
  onSwitch,
}: {
  companies: readonly CompanyListItem[] | undefined;
  currentCompanyId: string | null;
  onSwitch: (company: CompanyListItem) => void;
}) {
  if (!companies || companies.length < 2) return null;

  return (
    <>
      <Menu.Label>Switch company</Menu.Label>
      {companies.map((company) => {
        const current = company._id === currentCompanyId;
        return (
          <Menu.Item
            key={company._id}
            disabled={current}
            aria-current={current ? 'true' : undefined}
            onClick={() => onSwitch(company)}
            leftSection={
              <Avatar src={company.companyLogoUrl} size={22} radius="sm" aria-hidden>
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
