import { useState } from 'react';
import { FieldFrame } from '../../../components/ui/field-frame';
import { useDebouncedValue } from '../../../lib/list-query';
import { useMaterials } from '../api/get-materials';

export const MATERIAL_CHOICES = 100;

/**
 * A material chosen from the server's list: a search box narrows the choices (the first 100 by
 * code). `value` is the id as text ('' for none).
 */
export function MaterialSelect({
  label = 'Material',
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const query = useMaterials({ q, page: 1, pageSize: MATERIAL_CHOICES, sort: 'code' });
  const items = query.data?.items ?? [];
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            type="search"
            aria-label={`Buscar ${label.toLowerCase()}`}
            placeholder="Buscar por código o nombre..."
            className="h-[42px] rounded-md border border-slate-300 px-3 text-slate-900 focus:ring-2 focus:ring-blue-600 focus:outline-none sm:w-56"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <select
            {...control}
            className={`h-[42px] min-w-0 flex-1 rounded-md border bg-white px-3 text-slate-900 focus:ring-2 focus:outline-none ${
              error ? 'border-red-500 focus:ring-red-600' : 'border-slate-300 focus:ring-blue-600'
            }`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">
              {query.isPending ? 'Cargando materiales...' : 'Seleccione un material'}
            </option>
            {items.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {`${m.code} · ${m.name} (${m.unit})`}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
