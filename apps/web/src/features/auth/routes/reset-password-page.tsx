import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** '/forgot-password/:token', the link in the password reset email. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout title="Choose a new password">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
