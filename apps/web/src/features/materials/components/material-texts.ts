import { formatQuantity, movementTypeLabel } from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const MATERIALS_PAGE_SIZE = RECORDS_PAGE_SIZE;
export const MOVEMENTS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const MATERIAL_LIST_TEXTS = recordListTexts('materiales');

export const MOVEMENT_LIST_TEXTS = recordListTexts('movimientos', {
  denied: 'ver los movimientos',
});

export const LOW_STOCK_LABEL = 'Stock bajo';

/** '+10 metro' for what a movement added, '−2,5 metro' for what it took. */
export const signedQuantity = (quantity: number, unit: string) =>
  `${quantity > 0 ? '+' : quantity < 0 ? '−' : ''}${formatQuantity(Math.abs(quantity), unit)}`;

export const MOVEMENT_TYPE_OPTIONS = [
  { value: 'IN', label: movementTypeLabel('IN') },
  { value: 'OUT', label: movementTypeLabel('OUT') },
  { value: 'ADJUSTMENT', label: movementTypeLabel('ADJUSTMENT') },
];

/** Entrada green, Salida amber, Ajuste slate. */
export const MOVEMENT_TYPE_TONES: Record<string, string> = {
  IN: 'bg-green-100 text-green-800',
  OUT: 'bg-amber-100 text-amber-800',
  ADJUSTMENT: 'bg-slate-100 text-slate-800',
};
