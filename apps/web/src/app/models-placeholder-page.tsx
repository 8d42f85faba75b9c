import { Link, useParams } from 'react-router';

/** Stands in for the models of one line until issue 5 builds that page. */
export function ModelsPlaceholderPage() {
  const { lineId } = useParams();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-semibold text-slate-900">Modelos de la Línea {lineId}</h1>
      <p className="mt-2 text-slate-600">Esta sección estará disponible próximamente.</p>
      <Link className="mt-4 inline-block text-blue-700 underline" to="/director/dashboard/lines">
        Volver a líneas
      </Link>
    </main>
  );
}
