import { centsToText } from '@taller/shared';
import { useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes';
import { errorMessage } from '../../../lib/error-message';
import type { PackageOption, ProductOption } from '../api/order-options';
import { useSaveOrder } from '../api/save-order';
import { packProductsOf, toOrderInput, type ItemDraft, type OrderDraft } from './order-draft';
import { useAddItem } from './same-item';

/** What an order in this status lets the form change: everything, or only people (production). */
export type OrderLock = 'none' | 'people';

/** What both order editors (quick entry and the guided flow) are given by their page. */
export type OrderEditorProps = {
  initial: OrderDraft;
  /** The order's status: in production, only its people may change. */
  status?: string;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * The order being edited, as both editors (quick entry and the guided flow) hold it: the draft,
 * the problems to show, the save (create or update with the version it was read at) and the
 * unsaved-changes guard. A refused save — a rule, or 409 for a newer version — keeps everything
 * typed and shows the Spanish message.
 */
export function useOrderDraft({
  initial,
  status = 'PENDING',
  onSaved,
}: Omit<OrderEditorProps, 'onCancel'>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const saved = useRef(false);
  const save = useSaveOrder();
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const guard = useUnsavedChangesGuard(
    isDirty,
    saved,
    'Hay cambios sin guardar en el pedido. ¿Desea salir sin guardarlos?',
  );
  const lock: OrderLock = status === 'IN_PRODUCTION' ? 'people' : 'none';
  const set = (change: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setItem = (key: string, next: ItemDraft) =>
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? next : i)) }));
  const removeItem = (key: string) =>
    setDraft((d) => ({ ...d, items: d.items.filter((i) => i.key !== key) }));
  // A product or pack already in the order asks before it is added again.
  const { add: addItem, dialog: sameItemDialog } = useAddItem(draft.items, (change) =>
    setDraft((d) => ({ ...d, items: change(d.items) })),
  );

  return {
    draft,
    set,
    setItem,
    removeItem,
    lock,
    errors,
    setErrors,
    guard,
    /** The question asked when an item already in the order is added again. */
    sameItemDialog,
    isSaving: save.isPending,
    addProduct: (product: ProductOption) =>
      addItem({
        productId: product.id,
        packageId: null,
        label: `${product.code} · ${product.name}`,
        sizes: product.sizes ?? [],
        price: centsToText(product.priceCents),
      }),
    addPackage: (pack: PackageOption) =>
      addItem({
        productId: null,
        packageId: pack.id,
        label: `${pack.code} · ${pack.name}`,
        sizes: [],
        packProducts: packProductsOf(pack.items),
        price: centsToText(pack.priceCents),
      }),
    /** Checks the draft, then creates or updates the order; false when it did not go. */
    submit() {
      const built = toOrderInput(draft);
      if ('errors' in built) {
        setErrors(built.errors);
        return;
      }
      setErrors([]);
      save.mutate(built.input, {
        onSuccess: () => {
          saved.current = true;
          onSaved();
        },
        onError: (error) => setErrors([errorMessage(error)]),
      });
    },
  };
}

export type OrderDraftState = ReturnType<typeof useOrderDraft>;
