/** A labelled group of radio buttons, one a choice, each named by `label(choice)`. */
export function RadioGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => string;
  onChange: (choice: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
}
