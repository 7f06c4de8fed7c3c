import { Alert } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useSession } from '@/lib/session';
import type { SecondFactorData } from '../api/login-response';
import { CodeStep, type PendingCode } from '../components/code-step';
import { ExtensionCompanyStep } from '../components/extension-company-step';
import { ExtensionConsent } from '../components/extension-consent';
import { SecondFactorStep } from '../components/second-factor-step';
import { SignInForm } from '../components/sign-in-form';
import { extensionRequestOf } from '../extension/extension-request';
import type { SignInSteps } from './sign-in-page';

const text = messages.extension;

/** The request the extension's panel made, from this page's query, and that query to pass on. */
function useExtensionRequest() {
  const { search } = useLocation();
  return { ask: useMemo(() => extensionRequestOf(search), [search]), search };
}

function NotFromTheExtension() {
  return (
    <AuthLayout title={text.signInTitle}>
      <Alert color="yellow" title={text.signInTitle}>
        {text.badRequest}
      </Alert>
    </AuthLayout>
  );
}

/**
 * '/sign-in-extension', framed by the extension's side panel (spec §4): step 0 credentials, step
 * 1 the emailed code (or a second factor), step 2 the company; signed in already, straight to 2.
 */
export function ExtensionSignInPage() {
  const { ask, search } = useExtensionRequest();
  const session = useSession();
  // A Google or Microsoft sign-in in the extension's window comes back here at its next step.
  const { state } = useLocation() as { state: SignInSteps | null };
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(state?.pendingCode ?? null);
  const [secondStep, setSecondStep] = useState<SecondFactorData | null>(state?.secondStep ?? null);

  if (!ask) return <NotFromTheExtension />;
  if (session)
    return (
      <AuthLayout title="Choose a company">
        <ExtensionCompanyStep ask={ask} search={search} />
      </AuthLayout>
    );
  if (secondStep)
    return (
      <AuthLayout title="Two-step sign-in">
        <SecondFactorStep step={secondStep} onBack={() => setSecondStep(null)} />
      </AuthLayout>
    );
  if (pendingCode)
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
  return (
    <AuthLayout title={text.signInTitle}>
      <SignInForm onCodeSent={setPendingCode} onSecondFactor={setSecondStep} extension={ask} />
    </AuthLayout>
  );
}

/** '/redirect-sign-in-extension': where a sign-in that left the page returns; on to step 2. */
export function ExtensionRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={`/sign-in-extension${search}`} replace />;
}

/** '/user-consent/:id/:email': consent for one company and one of its connected mailboxes. */
export function UserConsentPage() {
  const { ask, search } = useExtensionRequest();
  const { id = '', email = '' } = useParams();
  const session = useSession();
  if (!ask) return <NotFromTheExtension />;
  if (!session) return <Navigate to={`/sign-in-extension${search}`} replace />;
  return (
    <AuthLayout title={text.consentTitle}>
      <ExtensionConsent ask={ask} search={search} companyId={id} email={email} />
    </AuthLayout>
  );
}
