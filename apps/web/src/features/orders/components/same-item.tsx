import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { emptyPerson, newKey, type ItemDraft } from './order-draft';
import { SAME_ITEM_TEXTS as T } from './order-texts';

/** What 'Agregar producto' / 'Agregar paquete' (or the client's catalogue) adds. */
export type NewItem = Omit<ItemDraft, 'key' | 'quantity' | 'discount' | 'people'>;

/** The same product, or the same pack, as `item`. */
export const isSameItem = (line: ItemDraft, item: NewItem) =>
  item.productId !== null
    ? line.productId === item.productId
    : item.packageId !== null && line.packageId === item.packageId;

/**
 * One more of a line: a person more on its list when it has people (its quantity is their
 * number), else 1 more on its quantity (1 when the box does not hold a whole number).
 */
export function addOneTo(line: ItemDraft): ItemDraft {
  if (line.people.length > 0) return { ...line, people: [...line.people, emptyPerson()] };
  const quantity = /^\s*\d{1,5}\s*$/.test(line.quantity) ? Number(line.quantity) : 0;
  return { ...line, quantity: String(quantity + 1) };
}

type Items = readonly ItemDraft[];

/**
 * Adding an item to an order: a product or pack already in it is not added twice silently — a
 * question offers to add to its line (the usual wish), a line of its own, or nothing. `update`
 * changes the order's items; `dialog` is the question, to be rendered by the editor.
 */
export function useAddItem(items: Items, update: (change: (items: Items) => ItemDraft[]) => void) {
  const [pending, setPending] = useState<{ item: NewItem; key: string } | null>(null);
  const append = (item: NewItem) =>
    update((current) => [
      ...current,
      { ...item, key: newKey(), quantity: '1', discount: '', people: [] },
    ]);
  const add = (item: NewItem) => {
    const same = items.find((line) => isSameItem(line, item));
    if (same) setPending({ item, key: same.key });
    else append(item);
  };
  const index = pending ? items.findIndex((line) => line.key === pending.key) : -1;
  const line = items[index];
  const close = () => setPending(null);
  const dialog = (
    <Modal isOpen={pending !== null && line !== undefined} onClose={close} title={T.title}>
      {pending && line && (
        <>
          <p className="text-slate-700">
            {T.question(line.label, index + 1, line.quantity, line.people.length)}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={close}>
              {T.cancel}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                append(pending.item);
                close();
              }}
            >
              {T.newLine}
            </Button>
            <Button
              onClick={() => {
                update((current) => current.map((l) => (l.key === line.key ? addOneTo(l) : l)));
                close();
              }}
            >
              {T.addToLine}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
  return { add, dialog };
}
