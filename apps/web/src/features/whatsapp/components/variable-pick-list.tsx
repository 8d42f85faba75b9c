import {
  EVENT_FIELDS,
  EVENT_FIELD_LABELS,
  type EventField,
} from '@taller/shared/notifications/event-kinds';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { WHATSAPP_SCREEN_TEXTS as T } from '@taller/shared/whatsapp/whatsapp-messages';

/**
 * The fields of a template's {{1}}, {{2}}… in the order chosen: add one from those left, move it
 * up or down, remove it. (A multi-select answers its options in the list's order, not in the
 * order they were picked: issue 37.)
 */
export function VariablePickList({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EventField[];
  onChange: (next: EventField[]) => void;
}) {
  const id = useId();
  const left = EVENT_FIELDS.filter((f) => !value.includes(f));
  const [adding, setAdding] = useState<EventField | ''>('');
  const chosen = adding && left.includes(adding) ? adding : (left[0] ?? '');
  const move = (from: number, to: number) => {
    const next = [...value];
    const [field] = next.splice(from, 1);
    next.splice(to, 0, field!);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2 text-sm" aria-label={label}>
      <legend className="font-medium text-slate-700">{label}</legend>
      {value.length === 0 ? (
        <p className="text-slate-500">{T.noVariables}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {value.map((field, index) => (
            <li
              key={field}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1"
            >
              <span className="w-10 font-mono text-xs text-slate-500">{`{{${index + 1}}}`}</span>
              <span className="flex-1">{EVENT_FIELD_LABELS[field]}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={T.moveUp(EVENT_FIELD_LABELS[field])}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={T.moveDown(EVENT_FIELD_LABELS[field])}
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={T.remove(EVENT_FIELD_LABELS[field])}
                onClick={() => onChange(value.filter((f) => f !== field))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
      )}
      {left.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {T.addVariableLabel(label)}
          </label>
          <select
            id={id}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            value={chosen}
            onChange={(e) => setAdding(e.target.value as EventField)}
          >
            {left.map((field) => (
              <option key={field} value={field}>
                {EVENT_FIELD_LABELS[field]}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="sm"
            disabled={!chosen}
            onClick={() => chosen && onChange([...value, chosen])}
          >
            {T.addVariable}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
