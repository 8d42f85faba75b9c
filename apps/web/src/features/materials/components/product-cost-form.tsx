import { COSTING_MESSAGES as C, centsToText, parseMoney, type ProductCost } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSaveProductCost } from '../api/save-product-cost';

const textOf = (cents: number | null) => (cents === null ? '' : centsToText(cents));

/**
 * The product's own labour and overhead per unit, in Bs; an empty box leaves the line's default
 * (or none). Directors only, like the figures it changes.
 */
export function ProductCostForm({ cost }: { cost: ProductCost }) {
  const save = useSaveProductCost(cost.productId);
  const [labour, setLabour] = useState(textOf(cost.own.labourCents));
  const [overhead, setOverhead] = useState(textOf(cost.own.overheadCents));
  const read = (text: string) => (text.trim() === '' ? null : parseMoney(text));
  const labourCents = read(labour);
  const overheadCents = read(overhead);
  const labourError = labour.trim() !== '' && labourCents === null ? C.amountInvalid : null;
  const overheadError = overhead.trim() !== '' && overheadCents === null ? C.amountInvalid : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (labourError || overheadError) return;
    save.mutate({ labourCents, overheadCents });
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
      <TextField
        label={`${C.labour} (Bs)`}
        value={labour}
        onChange={(e) => setLabour(e.target.value)}
        inputMode="decimal"
        hint={C.emptyUsesLine}
        error={labourError}
      />
      <TextField
        label={`${C.overhead} (Bs)`}
        value={overhead}
        onChange={(e) => setOverhead(e.target.value)}
        inputMode="decimal"
        hint={C.emptyUsesLine}
        error={overheadError}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
        {C.save}
      </Button>
    </form>
  );
}
