import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { SignInForm } from '../components/sign-in-form';

/**
 * '/' inside the router (after a redirect by the guard, a sign-out, or back from the password
 * reset): the same form the entry shows before the router loads, with the router's navigation.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  const queryClient = useQueryClient();
  return (
    <SignInForm
      from={from}
      onSignedIn={async (path) => {
        // Nothing cached for the previous user may show to this one.
        queryClient.clear();
        await navigate(path, { replace: true });
      }}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
