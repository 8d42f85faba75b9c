import type { LabelLayout } from '@taller/shared/labels/label.schema';
import { api } from '../../../api/client';
import type { FileCall } from '../../../api/private-file';

/** An order's labels on sheets of `layout`, as the server draws them (a PDF). */
export const labelsFile =
  (orderId: number, layout: LabelLayout): FileCall =>
  () =>
    api.GET('/order/{id}/labels.pdf', {
      params: { path: { id: orderId }, query: { layout } },
      parseAs: 'blob',
    });

/** An order's packing list (a PDF). */
export const packingListFile =
  (orderId: number): FileCall =>
  () =>
    api.GET('/order/{id}/packing-list.pdf', { params: { path: { id: orderId } }, parseAs: 'blob' });
