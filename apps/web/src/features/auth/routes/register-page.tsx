import { Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useSession } from '@/lib/session';
import { CodeStep, type PendingCode } from '../components/code-step';
import { RegisterCompanyForm } from '../components/register-company-form';
import { RegisterUserForm } from '../components/register-user-form';

/** Where a newly registered company goes: its first choice of plan (spec: /dashboard/plan, Add mode). */
const FIRST_PLAN_PATH = '/dashboard/plan';

/**
 * '/register': the account, the emailed code (which signs the person in without a company), then
 * the company, then the first choice of plan. A signed-in person without a company always lands on
 * the company step; one who already had a company when the page opened goes to the dashboard.
 */
export function RegisterPage() {
  const session = useSession();
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);
  const [openedWithCompany] = useState(() => Boolean(session?.companyId));

  if (session?.companyId)
    return <Navigate to={openedWithCompany ? '/dashboard' : FIRST_PLAN_PATH} replace />;
  // Already in a company but none chosen yet: that is the chooser's job, on '/'.
  if (session?.inCompany) return <Navigate to="/" replace />;
  if (session) {
    return (
      <AuthLayout title="Register your company">
        <RegisterCompanyForm />
      </AuthLayout>
    );
  }
  if (pendingCode) {
    return (
      <AuthLayout title="Enter your code">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
          Step 2 of 3
        </Text>
        <CodeStep pending={pendingCode} onBack={() => setPendingCode(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Create your account">
      <RegisterUserForm onCodeSent={setPendingCode} />
    </AuthLayout>
  );
}
