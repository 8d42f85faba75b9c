import { useState } from 'react';
import { TextareaField } from './textarea-field';

/**
 * A reason or note typed in a dialog: its text, and the error a submit shows under it until the
 * next keystroke.
 */
export function useReasonText() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    /** What was typed, trimmed. */
    text: text.trim(),
    value: text,
    error,
    clearError: () => setError(null),
    /** Shows `message` under a blank field: false then, true when something was typed. */
    require: (message: string) => {
      if (text.trim() !== '') return true;
      setError(message);
      return false;
    },
    change: (next: string) => {
      setText(next);
      setError(null);
    },
    reset: () => {
      setText('');
      setError(null);
    },
  };
}

/** The box of a reason or note (useReasonText): up to 500 characters, three lines. */
export function ReasonField({
  label,
  reason,
}: {
  label: string;
  reason: ReturnType<typeof useReasonText>;
}) {
  return (
    <TextareaField
      label={label}
      value={reason.value}
      maxLength={500}
      rows={3}
      error={reason.error ?? undefined}
      onChange={(e) => reason.change(e.target.value)}
    />
  );
}
