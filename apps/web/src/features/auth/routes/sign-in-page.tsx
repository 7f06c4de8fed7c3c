import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useSession } from '@/lib/session';
import { CodeStep, type PendingCode } from '../components/code-step';
import { CompanyChooser } from '../components/company-chooser';
import { SignInForm } from '../components/sign-in-form';

/** Where a dashboard link sent someone who was not signed in, to return them there after. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof from === 'string' && from.startsWith('/dashboard') ? from : '/dashboard';
}

/**
 * '/': credentials, then the emailed code when the device is new, then the company chooser when
 * the person belongs to several. The steps after the code follow the stored session, so a reload
 * resumes where the person was.
 */
export function SignInPage() {
  const session = useSession();
  const location = useLocation();
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);

  if (session?.companyId) return <Navigate to={returnPath(location.state)} replace />;
  if (session && !session.inCompany) return <Navigate to="/register" replace />;
  if (session) {
    return (
      <AuthLayout title="Choose a company">
        <CompanyChooser />
      </AuthLayout>
    );
  }
  if (pendingCode) {
    return (
      <AuthLayout title="Enter your code">
        <CodeStep pending={pendingCode} onBack={() => setPendingCode(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in">
      <SignInForm onCodeSent={setPendingCode} />
    </AuthLayout>
  );
}
