import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { emptyPerson, itemSizeSummaries, newKey, type ItemDraft } from './order-draft';
import {
  packSizeColumn,
  productSizeColumn,
  type RosterSizeColumn,
} from './roster-grid/roster-columns';
import { RosterGrid } from './roster-grid/roster-grid';
import { RosterPaste } from './roster-paste';
import type { OrderLock } from './use-order-draft';

/**
 * 'Tallas: S: 3 · M: 7 · L: 2' of an item's roster; of a pack item, one line per sized product
 * ('Tallas de POLO-01: …').
 */
export function SizeSummary({ item }: { item: ItemDraft }) {
  if (item.people.length === 0) return null;
  const lines = itemSizeSummaries(item).map(({ key, code, summary }) => ({
    key,
    summary,
    title: code ? `Tallas de ${code}:` : 'Tallas:',
    label: code ? `${item.label}, ${code}` : item.label,
  }));
  return (
    <>
      {lines.map(({ key, title, label, summary }) => (
        <p
          key={key}
          className="text-sm text-slate-700"
          aria-label={`Resumen de tallas de ${label}`}
        >
          <span className="font-medium">{title}</span>{' '}
          {summary.map(({ size, count }) => `${size}: ${count}`).join(' · ')}
        </p>
      ))}
    </>
  );
}

/**
 * The size columns of an item's roster: a product item's one ('Talla'), or one per sized product
 * of a pack item (named by the product's code), each reading and writing `person.sizes`.
 */
export function sizeColumnsOf(
  item: Pick<ItemDraft, 'productId' | 'sizes' | 'packProducts'>,
): RosterSizeColumn[] {
  if (item.productId !== null) return [productSizeColumn(item.sizes)];
  return (item.packProducts ?? []).map((product) =>
    packSizeColumn({ productId: product.productId, label: product.code, sizes: product.sizes }),
  );
}

/**
 * The people ('Personas') of an item of a product with a size table, or of a pack with sized
 * products, in the roster grid
 * (RosterGrid: one line per person, keyboard like a spreadsheet, search, sizes set several at a
 * time, counts per size); rows pasted or imported (RosterPaste). A row that came with errors
 * shows them in place until it is fixed. `lock` 'people' (an order in production) keeps heights
 * and the roster's length. `sizeColumns` defaults to the item's (sizeColumnsOf): the product's one
 * size column, or one per sized product of a pack.
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
  // The columns follow the item's size tables only, not its people.
  const { productId, sizes, packProducts } = item;
  const itemColumns = useMemo(
    () => sizeColumnsOf({ productId, sizes, packProducts }),
    [productId, sizes, packProducts],
  );
  // A school's pack lists each pupil's course; a roster that came with one shows it too.
  const [withCourse] = useState(
    () => item.packageId !== null || item.people.some((p) => (p.course ?? '') !== ''),
  );

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-800">Personas ({item.people.length})</h4>
      <RosterGrid
        label={item.label}
        people={item.people}
        sizeColumns={sizeColumns ?? itemColumns}
        withCourse={withCourse}
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
      {isPasting && (
        <RosterPaste
          tables={sizeColumns ?? itemColumns}
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
