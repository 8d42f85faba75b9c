import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../components/reset-password-form';

/** '/reset-password': request a link, or (with ?token= from the link) set a new password. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? (
    <AuthCard title="Cambiar contraseña">
      <ResetPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard title="Restablecer contraseña">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
