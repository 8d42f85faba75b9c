import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-2xl font-semibold">Página no encontrada</h1>
      <p className="mt-2 text-slate-600">La dirección que buscas no existe.</p>
      <Link className="mt-4 inline-block text-blue-700 underline" to="/">
        Volver al inicio
      </Link>
    </main>
  );
}
