import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot your password?">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
