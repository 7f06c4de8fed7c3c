import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * Dashboard routes need a session signed in to a company. Without a session the person signs in
 * and comes back here; without a company, '/' resumes at the chooser or company registration.
 * This also covers spec §2 "/update-plan redirects to / if there is no stored user".
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace state={{ from: location }} />;
  if (!session.companyId) return <Navigate to="/" replace />;
  return children;
}
