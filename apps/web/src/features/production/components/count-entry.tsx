import { PRODUCTION_MESSAGES } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useRecordProgress } from '../api/record-progress';

/**
 * Fast entry of one product and size at one stage: +1, +5 and 'Todo' (what the stage may still
 * take), or a number ('-2' with a note is a correction). The server has the last word.
 */
export function CountEntry({
  orderId,
  stageId,
  productId,
  size,
  label,
  addable,
  responsibleUserId,
}: {
  orderId: number;
  stageId: number;
  productId: number;
  size: string | null;
  label: string;
  addable: number;
  /** Who the entry is recorded for, when someone is chosen. */
  responsibleUserId: number | null;
}) {
  const record = useRecordProgress();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = Number(typed);
  const isCorrection = typed.trim() !== '' && count < 0;
  const send = (n: number, withNote?: string) =>
    record.mutate(
      {
        orderId,
        body: {
          stageId,
          productId,
          size,
          count: n,
          ...(withNote ? { note: withNote } : {}),
          ...(responsibleUserId ? { responsibleUserId } : {}),
        },
      },
      {
        onSuccess: () => {
          setTyped('');
          setNote('');
          setError(null);
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(count) || count === 0) return setError(PRODUCTION_MESSAGES.countInvalid);
    if (count < 0 && !note.trim()) return setError(PRODUCTION_MESSAGES.noteRequired);
    send(count, note.trim() || undefined);
  };
  const busy = record.isPending;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" aria-label={label}>
      {[1, 5].map((n) => (
        <Button
          key={n}
          size="sm"
          variant="secondary"
          disabled={busy || addable < n}
          aria-label={`Sumar ${n} en ${label}`}
          onClick={() => send(n)}
        >
          +{n}
        </Button>
      ))}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy || addable === 0}
        aria-label={`Sumar todo (${addable}) en ${label}`}
        onClick={() => send(addable)}
      >
        Todo ({addable})
      </Button>
      <input
        type="number"
        inputMode="numeric"
        step={1}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        aria-label={`Cantidad en ${label}`}
        aria-invalid={error !== null}
        className="h-8 w-20 rounded-md border border-slate-300 px-2 text-sm"
        placeholder="N"
      />
      {isCorrection && (
        <input
          type="text"
          value={note}
          maxLength={500}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
          aria-label={`Motivo de la corrección en ${label}`}
          className="h-8 min-w-40 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          placeholder="Motivo de la corrección"
        />
      )}
      <Button size="sm" type="submit" disabled={busy || typed.trim() === ''}>
        Registrar
      </Button>
      {error && (
        <p role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
