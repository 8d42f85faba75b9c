import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import { PlusIcon, XIcon } from './icons';

export type TextListFieldProps = {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  addLabel?: string;
  emptyText: string;
  /** Accessible name of the list of items already added. */
  listLabel?: string;
  /** Accessible name of each item's remove button. */
  removeLabel?: (item: string) => string;
  maxItemLength?: number;
};

/**
 * A list of short texts the user adds one at a time and removes (line descriptions, model
 * features). Blank entries are never added; Enter adds without submitting the form.
 */
export function TextListField({
  label,
  items,
  onChange,
  placeholder,
  addLabel = 'Agregar',
  emptyText,
  listLabel = `${label}: elementos agregados`,
  removeLabel = (item) => `Quitar ${item}`,
  maxItemLength = 500,
}: TextListFieldProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...items, text]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <label htmlFor={inputId} className="font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600"
          value={draft}
          placeholder={placeholder}
          maxLength={maxItemLength}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          <PlusIcon />
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-slate-500 italic">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-1.5" aria-label={listLabel}>
          {items.map((item, index) => (
            <li
              // Items may repeat; their position is what identifies them here.
              key={`${index}-${item}`}
              className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5"
            >
              <span className="break-words text-slate-800">{item}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={removeLabel(item)}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
