import { COSTING_MESSAGES as C, centsToText, parseMoney, type CostSettings } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

const textOf = (cents: number | null) => (cents === null ? '' : centsToText(cents));
const read = (text: string) => (text.trim() === '' ? null : parseMoney(text));

/**
 * Labour and overhead per unit in Bs (a product's own, or a line's default); an empty box saves
 * null (`hint` says what that means). A bad amount is refused beside its box.
 */
export function CostSettingsForm({
  initial,
  hint,
  pending,
  onSave,
}: {
  initial: CostSettings;
  hint: string;
  pending: boolean;
  onSave: (settings: CostSettings) => void;
}) {
  const [labour, setLabour] = useState(textOf(initial.labourCents));
  const [overhead, setOverhead] = useState(textOf(initial.overheadCents));
  const labourError = labour.trim() !== '' && read(labour) === null ? C.amountInvalid : null;
  const overheadError = overhead.trim() !== '' && read(overhead) === null ? C.amountInvalid : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (labourError || overheadError) return;
    onSave({ labourCents: read(labour), overheadCents: read(overhead) });
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
      <TextField
        label={`${C.labour} (Bs)`}
        value={labour}
        onChange={(e) => setLabour(e.target.value)}
        inputMode="decimal"
        hint={hint}
        error={labourError}
      />
      <TextField
        label={`${C.overhead} (Bs)`}
        value={overhead}
        onChange={(e) => setOverhead(e.target.value)}
        inputMode="decimal"
        hint={hint}
        error={overheadError}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={pending}>
        {C.save}
      </Button>
    </form>
  );
}
