import { PRODUCT_KINDS, PRODUCT_KIND_LABELS, type ProductKind } from '@taller/shared';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const PRODUCTS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const PRODUCT_LIST_TEXTS = recordListTexts('productos');

/** Prenda, Accesorio, Servicio, Otro; an unknown code as it is. */
export const productKindLabel = (kind: string) => PRODUCT_KIND_LABELS[kind as ProductKind] ?? kind;

export const KIND_OPTIONS = PRODUCT_KINDS.map((kind) => ({
  value: kind,
  label: PRODUCT_KIND_LABELS[kind],
}));
