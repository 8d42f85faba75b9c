export type ViewSwitchProps<V extends string> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
};

/** Two or more views of one list (e.g. the records and the 'Papelera'), as toggle buttons. */
export function ViewSwitch<V extends string>({
  label,
  value,
  onChange,
  options,
}: ViewSwitchProps<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`rounded px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
            option.value === value
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
