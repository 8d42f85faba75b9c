import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { emptyPerson, newKey, sizeSummary, type ItemDraft } from './order-draft';
import { productSizeColumn, type RosterSizeColumn } from './roster-grid/roster-columns';
import { RosterGrid } from './roster-grid/roster-grid';
import { RosterPaste } from './roster-paste';
import type { OrderLock } from './use-order-draft';

/** '12 personas: S 3 · M 7 · L 2' of an item's roster. */
export function SizeSummary({ item }: { item: ItemDraft }) {
  const summary = sizeSummary(item);
  if (summary.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" aria-label={`Resumen de tallas de ${item.label}`}>
      <span className="font-medium">Tallas:</span>{' '}
      {summary.map(({ size, count }) => `${size}: ${count}`).join(' · ')}
    </p>
  );
}

/**
 * The people ('Personas') of an item of a product with a size table, in the roster grid
 * (RosterGrid: one line per person, keyboard like a spreadsheet, search, sizes set several at a
 * time, counts per size); rows pasted or imported (RosterPaste). A row that came with errors
 * shows them in place until it is fixed. `lock` 'people' (an order in production) keeps heights
 * and the roster's length. `sizeColumns` defaults to the product's one size column; a pack item
 * passes one per sized product of the pack.
 */
export function ItemPeopleEditor({
  item,
  lock,
  keepBadRows = false,
  sizeColumns,
  onChange,
}: {
  item: ItemDraft;
  lock: OrderLock;
  /** Pasted rows with errors join the roster, marked, to be fixed there (the guided flow). */
  keepBadRows?: boolean;
  sizeColumns?: readonly RosterSizeColumn[];
  onChange: (item: ItemDraft) => void;
}) {
  const [isPasting, setPasting] = useState(false);
  const fixed = lock !== 'none';
  const productColumns = useMemo(() => [productSizeColumn(item.sizes)], [item.sizes]);

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-800">Personas ({item.people.length})</h4>
      <RosterGrid
        label={item.label}
        people={item.people}
        sizeColumns={sizeColumns ?? productColumns}
        fixed={fixed}
        newPerson={emptyPerson}
        onChange={(people) => onChange({ ...item, people })}
      />
      {!fixed && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => onChange({ ...item, people: [...item.people, emptyPerson()] })}
          >
            Agregar persona
          </Button>
          <Button variant="secondary" onClick={() => setPasting(true)}>
            Pegar desde hoja de cálculo
          </Button>
        </div>
      )}
      {isPasting && item.productId !== null && (
        <RosterPaste
          sizes={item.sizes}
          keepBadRows={keepBadRows}
          onClose={() => setPasting(false)}
          onAdd={(rows) =>
            onChange({
              ...item,
              people: [
                ...item.people.filter((p) => p.name.trim() !== '' || p.height.trim() !== ''),
                ...rows.map((row) => ({
                  key: newKey(),
                  name: row.name,
                  height: row.height,
                  heightCm: row.heightCm,
                  size: '',
                  notes: '',
                  ...(row.flagged ? { flagged: true } : {}),
                })),
              ],
            })
          }
        />
      )}
    </div>
  );
}
