import { AuthCard } from '../../components/auth-card';
import { ForgotPasswordFlow } from '../../features/auth/components/forgot-password-flow';

export function ForgotPasswordRoute() {
  return (
    <AuthCard title="Reset your password" subtitle="We will email you a code.">
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
