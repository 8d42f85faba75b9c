import {
  centsToText,
  formatDecimal,
  fromMilli,
  movementTypeLabel,
  type Movement,
  type Valuation,
} from '@taller/shared';
import { AUDIT_CSV_COLUMNS, STATUS_CSV_COLUMN, yesNo, type CsvColumn } from '../../lib/csv';
import { isLowStock, type MaterialRow } from './material.repository';

// Quantities with a decimal comma, as a Spanish-locale spreadsheet reads them (no grouping).
const decimalComma = (quantity: number) => formatDecimal(quantity);

export const MATERIAL_CSV_COLUMNS: CsvColumn<MaterialRow>[] = [
  ['ID', (r) => r.id],
  ['Código', (r) => r.code],
  ['Nombre', (r) => r.name],
  ['Unidad', (r) => r.unit],
  ['Color', (r) => r.color],
  ['Proveedor', (r) => r.supplier],
  ['Ubicación', (r) => r.location],
  ['Stock', (r) => decimalComma(fromMilli(Number(r.stockMilli)))],
  ['Stock mínimo', (r) => decimalComma(fromMilli(Number(r.minStockMilli)))],
  ['Stock bajo', (r) => yesNo(isLowStock(r))],
  STATUS_CSV_COLUMN,
  ...AUDIT_CSV_COLUMNS,
];

export const MOVEMENT_CSV_COLUMNS: CsvColumn<Movement>[] = [
  ['ID', (m) => m.id],
  ['Fecha', (m) => m.createdAt],
  ['Tipo', (m) => movementTypeLabel(m.type)],
  ['Código', (m) => m.material.code],
  ['Material', (m) => m.material.name],
  ['Unidad', (m) => m.material.unit],
  ['Cantidad', (m) => decimalComma(m.quantity)],
  ['Saldo', (m) => decimalComma(m.balanceAfter)],
  ['Costo unitario', (m) => (m.unitCostCents === null ? null : centsToText(m.unitCostCents))],
  ['Proveedor', (m) => m.supplier],
  ['Documento', (m) => m.document],
  ['Fecha del documento', (m) => m.documentDate],
  ['Pedido', (m) => m.order?.number],
  ['Motivo', (m) => m.reason],
  ['Revierte a', (m) => m.reversesId],
  ['Revertido por', (m) => m.reversedById],
  ['Registrado por', (m) => m.createdBy],
];

/** 'Valor del inventario' (decision 026): costs with a decimal comma, cents as bolivianos. */
export const VALUATION_CSV_COLUMNS: CsvColumn<Valuation['materials'][number]>[] = [
  ['Código', (m) => m.code],
  ['Material', (m) => m.name],
  ['Unidad', (m) => m.unit],
  ['Cantidad', (m) => decimalComma(m.quantity)],
  ['Costo promedio (Bs)', (m) => decimalComma(m.averageCostCents / 100)],
  ['Valor (Bs)', (m) => centsToText(m.valueCents)],
];
