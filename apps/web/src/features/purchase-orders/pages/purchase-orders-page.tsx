import { PURCHASE_ORDER_TEXTS as T } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PurchaseOrderFormModal } from '../components/purchase-order-form';
import { PurchaseOrderList } from '../components/purchase-order-list';

/** 'Órdenes de compra' (issue 39), at /director/dashboard/purchase-orders. */
export function PurchaseOrdersPage() {
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{T.title}</h1>
        <Button data-shortcut="new" onClick={() => setCreating(true)}>
          {T.newOrder}
        </Button>
      </header>
      <PurchaseOrderList />
      <PurchaseOrderFormModal isOpen={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
