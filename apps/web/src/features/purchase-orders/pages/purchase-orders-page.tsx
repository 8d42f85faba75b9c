import { PURCHASE_ORDER_TEXTS as T } from '@taller/shared';
import { PurchaseOrderList } from '../components/purchase-order-list';

/** 'Órdenes de compra' (issue 39), at /director/dashboard/purchase-orders. */
export function PurchaseOrdersPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{T.title}</h1>
      <PurchaseOrderList />
    </div>
  );
}
