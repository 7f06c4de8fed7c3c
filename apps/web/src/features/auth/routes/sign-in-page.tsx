import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useSession } from '@/lib/session';
import { CodeStep, type PendingCode } from '../components/code-step';
import type { SecondFactorData } from '../api/login-response';
import { CompanyChooser } from '../components/company-chooser';
import { SecondFactorStep } from '../components/second-factor-step';
import { SignInForm } from '../components/sign-in-form';

/**
 * A sign-in that began elsewhere and continues here at a step (navigation state): an invitation
 * accepted by an account with a second factor, a Google or Microsoft sign-in's callback.
 */
export interface SignInSteps {
  secondStep?: SecondFactorData;
  pendingCode?: PendingCode;
}

/** Where a dashboard link sent someone who was not signed in, to return them there after. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof from === 'string' && from.startsWith('/dashboard') ? from : '/dashboard';
}

/**
 * '/': credentials (or a passkey), then the second factor for a person who has one or the emailed
 * code when the device is new (a trusted device skips both), then the company chooser when
 * the person belongs to several. The steps after the code follow the stored session, so a reload
 * resumes where the person was.
 */
export function SignInPage() {
  const session = useSession();
  const location = useLocation();
  const [arrivedAt] = useState(() => location.state as SignInSteps | null);
  const [pendingCode, setPendingCode] = useState(arrivedAt?.pendingCode ?? null);
  const [secondStep, setSecondStep] = useState(arrivedAt?.secondStep ?? null);

  if (session?.companyId) return <Navigate to={returnPath(location.state)} replace />;
  if (session && !session.inCompany) return <Navigate to="/register" replace />;
  if (session) {
    return (
      <AuthLayout title="Choose a company">
        <CompanyChooser />
      </AuthLayout>
    );
  }
  if (secondStep) {
    return (
      <AuthLayout title="Two-step sign-in">
        <SecondFactorStep step={secondStep} onBack={() => setSecondStep(null)} />
      </AuthLayout>
    );
  }
  if (pendingCode) {
    return (
      <AuthLayout title="Enter your code">
        <CodeStep
          pending={pendingCode}
          onBack={() => setPendingCode(null)}
          onSecondFactor={(step) => {
            setPendingCode(null);
            setSecondStep(step);
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in">
      <SignInForm onCodeSent={setPendingCode} onSecondFactor={setSecondStep} />
    </AuthLayout>
  );
}
