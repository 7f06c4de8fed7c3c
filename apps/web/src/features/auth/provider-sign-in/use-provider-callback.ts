import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@quorum/shared';
import type { SignInOutcome } from '../api/login-response';
import { useProviderLogin } from '../api/provider-login';
import type { SignInSteps } from '../routes/sign-in-page';
import { readProviderAnswer } from './provider-answer';
import { takeStartedSignIn } from './started-sign-in';

/**
 * Where the sign-in page picks up: the emailed code (sent to the provider's address, which the
 * answer names), the second factor, or, signed in, the session's own step.
 */
function stepsAfter(outcome: SignInOutcome): { steps: SignInSteps | null } | { refusal: string } {
  if (outcome.kind === 'second-factor') return { steps: { secondStep: outcome.step } };
  if (outcome.kind === 'signed-in') return { steps: null };
  const { email, otpExpiresAt } = outcome.otpData;
  if (!email) return { refusal: messages.generic.server };
  return { steps: { pendingCode: { email, otpExpiresAt } } };
}

/**
 * The callback's work, once: the fragment leaves the address bar first (the ID token must not
 * stay in the history), the answer is checked against the state this tab kept, and the login's
 * outcome goes to the sign-in page, whose steps are the password sign-in's own.
 */
export function useProviderCallback(): { refusal: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate, error } = useProviderLogin();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Strict Mode runs effects twice; the state and the nonce are good for one try only.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', location.pathname + location.search);
    const started = takeStartedSignIn();
    mutate(readProviderAnswer(location.hash, started), {
      onSuccess: (outcome) => {
        const next = stepsAfter(outcome);
        if ('refusal' in next) setRefusal(next.refusal);
        else void navigate(started?.returnTo ?? '/', { replace: true, state: next.steps });
      },
    });
  }, [location, mutate, navigate]);

  return { refusal: refusal ?? error?.message ?? null };
}
