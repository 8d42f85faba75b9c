import { useId, useState } from 'react';

/**
 * A search-as-you-type picker: typing asks the server (through `useOptions`), the matches show
 * as a list of buttons, choosing one calls `onPick`. The chosen record shows with 'Cambiar'.
 */
export function SearchPicker<T extends { id: number }>({
  label,
  placeholder,
  chosen,
  describe,
  useOptions,
  onPick,
  onClear,
  disabled = false,
  error,
}: {
  label: string;
  placeholder: string;
  chosen: string | null;
  describe: (option: T) => string;
  useOptions: (
    text: string,
    enabled: boolean,
  ) => { data?: T[]; isFetching: boolean; error: Error | null };
  onPick: (option: T) => void;
  onClear?: () => void;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const options = useOptions(text, isOpen);
  if (chosen !== null && !isOpen) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900">
            {chosen}
          </span>
          {!disabled && (
            <button
              type="button"
              className="text-blue-700 underline"
              onClick={() => setOpen(true)}
              aria-label={`Cambiar ${label.toLowerCase()}`}
            >
              Cambiar
            </button>
          )}
          {!disabled && onClear && (
            <button type="button" className="text-slate-600 underline" onClick={onClear}>
              Quitar
            </button>
          )}
        </div>
      </div>
    );
  }
  const results = options.data ?? [];
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        disabled={disabled}
        className={`h-10 rounded-md border px-3 text-slate-900 ${error ? 'border-red-500' : 'border-slate-300'}`}
        placeholder={placeholder}
        value={text}
        aria-invalid={error ? true : undefined}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
      />
      {error && <p className="text-sm text-red-600">{error}</p>}
      {isOpen && (
        <div className="rounded-md border border-slate-200 bg-white shadow-sm">
          {options.error ? (
            <p className="px-3 py-2 text-red-700">{options.error.message}</p>
          ) : results.length === 0 ? (
            <p className="px-3 py-2 text-slate-500">
              {options.isFetching ? 'Buscando...' : 'Sin resultados'}
            </p>
          ) : (
            <ul aria-label={`Resultados de ${label.toLowerCase()}`}>
              {results.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className="block w-full px-3 py-2 text-left hover:bg-slate-50"
                    onClick={() => {
                      onPick(option);
                      setText('');
                      setOpen(false);
                    }}
                  >
                    {describe(option)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {chosen !== null && (
            <button
              type="button"
              className="w-full border-t border-slate-100 px-3 py-2 text-left text-slate-600"
              onClick={() => setOpen(false)}
            >
              Cancelar
            </button>
          )}
        </div>
      )}
    </div>
  );
}
