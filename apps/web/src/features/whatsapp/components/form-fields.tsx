/** The pieces the WhatsApp forms share: a labelled field and a text box. */
export const INPUT = 'rounded-md border border-slate-300 px-3 py-2 text-sm';
export const SECTION = 'rounded-lg border border-slate-200 bg-white p-4';

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = `wa-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
      {hint && <span className="text-xs text-slate-500">{hint}</span>}
    </div>
  );
}

/** A labelled text box of these forms. */
export function TextBox({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  inputMode?: 'numeric';
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input id={id} className={INPUT} value={value} onChange={onChange} inputMode={inputMode} />
      )}
    </Field>
  );
}
