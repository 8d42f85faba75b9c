export type ViewSwitchProps<V extends string> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  /** Many views: the buttons wrap onto a second line where the width runs out (phones). */
  wrap?: boolean;
};

/** Two or more views of one list (e.g. the records and the 'Papelera'), as toggle buttons. */
export function ViewSwitch<V extends string>({
  label,
  value,
  onChange,
  options,
  wrap = false,
}: ViewSwitchProps<V>) {
  const layout = wrap ? 'flex flex-wrap' : 'inline-flex';
  return (
    <div role="group" aria-label={label} className={`${layout} rounded-md bg-slate-100 p-1`}>
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
