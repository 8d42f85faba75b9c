import { useId } from 'react';
import { HEX_INPUT_MAX_LENGTH, isFullHex, sanitiseHexInput } from '../../lib/hex-color';

export type ColorInputProps = {
  /** Labels the pair; the picker and the text box are named after it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Colour the picker shows while the text box holds an incomplete code. */
  fallback?: string;
  error?: string;
  id?: string;
  onBlur?: () => void;
};

/**
 * A colour picker beside a hex text box that always begins with '#', accepts up to 6 hex digits
 * and is at most 7 characters long (SPEC.md §5). Both edit the same value.
 */
export function ColorInput({
  label,
  value,
  onChange,
  fallback = '#000000',
  error,
  id,
  onBlur,
}: ColorInputProps) {
  const generatedId = useId();
  const textId = id ?? generatedId;
  const errorId = `${textId}-error`;
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="mb-1 font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label}: selector`}
          className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white p-1"
          value={(isFullHex(value) ? value : fallback).toLowerCase()}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          onBlur={onBlur}
        />
        <input
          id={textId}
          type="text"
          aria-label={`${label}: código hexadecimal`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-28 rounded-md border border-slate-300 px-3 py-2 font-mono uppercase text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600"
          value={value}
          maxLength={HEX_INPUT_MAX_LENGTH}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(sanitiseHexInput(e.target.value))}
          onBlur={onBlur}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
