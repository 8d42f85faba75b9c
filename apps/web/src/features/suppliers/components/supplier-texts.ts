import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';

export const SUPPLIERS_PAGE_SIZE = RECORDS_PAGE_SIZE;

export const SUPPLIER_LIST_TEXTS = recordListTexts('proveedores');
