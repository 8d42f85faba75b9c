import { useRouteError } from 'react-router';

/**
 * A screen that failed to load or render. The usual cause is a new release replacing the
 * lazy-loaded files of the old one, which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-2xl font-semibold">Algo salió mal</h1>
      <p className="mt-2 text-slate-600">
        No se pudo mostrar esta pantalla. Recarga la página para intentarlo de nuevo.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Recargar la página
      </button>
    </main>
  );
}
