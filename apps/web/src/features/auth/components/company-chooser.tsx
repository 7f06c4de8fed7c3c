import { Anchor, Avatar, Button, Stack, Text, Title } from '@mantine/core';
import { useModals } from '@mantine/modals';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { CompaniesFailed, CompaniesLoading } from './company-list-states';
import { isLockedCompanyRefusal } from '@/lib/graphql';
import { useSelectCompanyForLogin } from '../api/select-company-for-login';
import { useUserCompanyList, type CompanyListItem } from '../api/user-company-list';
import { useLogout } from '../hooks/use-logout';
import { LOST_ACCESS_MODAL_ID, openLostAccessModal } from './lost-access-modal';

function CompanyButton({
  company,
  onChoose,
  loading,
}: {
  company: CompanyListItem;
  onChoose: () => void;
  loading: boolean;
}) {
  // The button's name is the company's legal name alone; the avatar and lock are decoration.
  return (
    <Button
      variant="default"
      size="lg"
      fullWidth
      justify="space-between"
      loading={loading}
      onClick={onChoose}
      leftSection={
        <Avatar src={company.companyLogoUrl} size="sm" radius="sm" aria-hidden>
          {company.legalBusinessName.slice(0, 1)}
        </Avatar>
      }
      rightSection={
        company.isLocked ? (
          <IconLock size={18} aria-hidden />
        ) : (
          <IconChevronRight size={18} aria-hidden />
        )
      }
      styles={{ label: { flex: 1, fontWeight: 500 } }}
    >
      {company.legalBusinessName}
    </Button>
  );
}

/**
 * Spec lost_access as a person signs in: when their one company has locked them out (the free
 * plan keeps its first 2 members), the modal says why at once, unless it is already showing.
 */
function useLostAccessOnSignIn(companies: CompanyListItem[] | undefined) {
  const showing = useModals().modals.some((modal) => modal.id === LOST_ACCESS_MODAL_ID);
  const [only, ...others] = companies ?? [];
  const lockedOnly = only?.isLocked && others.length === 0 ? only : undefined;
  const toldFor = useRef<string | null>(null);
  useEffect(() => {
    if (!lockedOnly || toldFor.current === lockedOnly._id) return;
    toldFor.current = lockedOnly._id;
    if (!showing) openLostAccessModal(lockedOnly.legalBusinessName);
  }, [lockedOnly, showing]);
}

/** Company selection after sign-in, for people in several companies (spec §4 "Login"). */
export function CompanyChooser() {
  const companies = useUserCompanyList();
  const select = useSelectCompanyForLogin();
  const { logout, isPending: signingOut } = useLogout();
  useLostAccessOnSignIn(companies.data);
  const choose = (company: CompanyListItem) => {
    // Spec §4: switching needs the company not to be locked; the lost_access modal says why.
    if (company.isLocked) openLostAccessModal(company.legalBusinessName);
    else
      select.mutate(company._id, {
        // Locked since the list was read: the same modal, and the list shows the lock.
        onError: (error) => {
          if (!isLockedCompanyRefusal(error)) return;
          openLostAccessModal(company.legalBusinessName);
          void companies.refetch();
        },
      });
  };
  const selectError = isLockedCompanyRefusal(select.error) ? undefined : select.error?.message;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={24}>
          Choose a company
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Please select which company account you would like to sign in to:
        </Text>
      </div>
      {companies.isPending ? (
        <CompaniesLoading />
      ) : companies.isError ? (
        <CompaniesFailed
          message={companies.error.message}
          onRetry={() => void companies.refetch()}
        />
      ) : companies.data.length === 0 ? (
        <Text size="sm">
          {messages.auth.noCompanies}{' '}
          <Anchor component={Link} to="/register" underline="always">
            Register your company
          </Anchor>
        </Text>
      ) : (
        <Stack gap="xs">
          {companies.data.map((company) => (
            <CompanyButton
              key={company._id}
              company={company}
              loading={select.isPending && select.variables === company._id}
              onChoose={() => choose(company)}
            />
          ))}
        </Stack>
      )}
      <FormError message={selectError} />
      <Button variant="subtle" color="gray" loading={signingOut} onClick={() => void logout()}>
        Sign in with a different account
      </Button>
    </Stack>
  );
}
