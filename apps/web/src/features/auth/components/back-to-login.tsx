import { Link } from 'react-router';

export function BackToLogin({ label = 'Volver a iniciar sesión' }: { label?: string }) {
  return (
    <p className="text-center text-sm">
      <Link
        to="/"
        className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:underline"
      >
        {label}
      </Link>
    </p>
  );
}
