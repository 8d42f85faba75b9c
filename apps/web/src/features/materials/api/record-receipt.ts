import type { ReceiptInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateMaterials, MATERIAL_TOAST_IDS as T } from './material-keys';

/** POST /api/material/receipt: 'Entrada de materiales', every line of a delivery note at once. */
export const useRecordReceipt = () =>
  useEnvelopeMutation({
    call: (input: ReceiptInput) => unwrap(api.POST('/material/receipt', { body: input })),
    successToastId: () => T.receiptSuccess,
    errorToastId: T.receiptError,
    invalidate: invalidateMaterials,
  });
