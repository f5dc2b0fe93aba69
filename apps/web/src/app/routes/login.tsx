import { AuthCard } from '../../components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginRoute() {
  return (
    <AuthCard title="Welcome back" subtitle="Ask questions of your data.">
      <LoginForm />
    </AuthCard>
  );
}
