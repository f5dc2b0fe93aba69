import { AuthCard } from '../../components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export function SignupRoute() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Connect data and ask questions in plain language."
    >
      <SignupForm />
    </AuthCard>
  );
}
