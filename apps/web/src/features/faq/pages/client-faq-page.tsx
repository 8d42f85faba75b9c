import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/list-query';
import { useClientFaq } from '../api/get-client-faq';

/** 'Preguntas frecuentes' for a client (/client/faq): by category, searchable, an accordion. */
export function ClientFaqPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useClientFaq(q);
  const categories = query.data?.categories;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Preguntas frecuentes" />
      <TextField
        label="Buscar"
        type="search"
        placeholder="Escriba una palabra: pago, talla, entrega..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <LoadingIndicator isLoading={query.isPending} message="Cargando preguntas..." />
      {query.isError && (
        <LoadError
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {categories && categories.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {q
            ? 'Ninguna pregunta coincide con la búsqueda. Pregúntenos desde «Soporte».'
            : 'Todavía no hay preguntas frecuentes. Pregúntenos desde «Soporte».'}
        </p>
      )}
      {categories?.map((group) => (
        <section key={group.category} aria-label={group.category} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{group.category}</h2>
          <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {group.items.map((item) => (
              // The browser's own accordion: keyboard and screen readers work without script.
              <details key={item.id} className="group p-4">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 font-medium text-slate-900">
                  <span>{item.question}</span>
                  <span
                    aria-hidden="true"
                    className="text-slate-500 transition group-open:rotate-180"
                  >
                    ▾
                  </span>
                </summary>
                <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
