import { fromMilli, type Material, type MaterialRef, type Movement } from '@taller/shared';
import * as stamps from '../../lib/audit-stamps';
import { isLowStock, type MaterialRow } from './material.repository';
import type { MovementView } from './movement.repository';
import { microToCents } from './valuation';

export const toMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  code: row.code,
  name: row.name,
  unit: row.unit,
  color: row.color,
  supplier: row.supplier,
  supplierId: row.supplierId,
  purchaseUnit: row.purchaseUnitMilli === null ? null : fromMilli(Number(row.purchaseUnitMilli)),
  minStock: fromMilli(Number(row.minStockMilli)),
  location: row.location,
  status: row.status,
  stock: fromMilli(Number(row.stockMilli)),
  isLowStock: isLowStock(row),
  valueCents: Number(row.valueCents),
  averageCostCents: microToCents(Number(row.avgCostMicro)),
  ...stamps.shown(row),
});

export const toMaterialRef = (
  row: Pick<MaterialRow, 'id' | 'code' | 'name' | 'unit' | 'color'>,
): MaterialRef => ({
  id: row.id,
  code: row.code,
  name: row.name,
  unit: row.unit,
  color: row.color,
});

export const toMovement = (row: MovementView): Movement => ({
  id: row.id,
  type: row.type,
  material: {
    id: row.materialId,
    code: row.materialCode,
    name: row.materialName,
    unit: row.materialUnit,
    color: row.materialColor,
  },
  quantity: fromMilli(Number(row.quantityMilli)),
  balanceAfter: fromMilli(Number(row.balanceAfterMilli)),
  unitCostCents: row.unitCostCents === null ? null : Number(row.unitCostCents),
  valueCents: Number(row.valueCents),
  valueAfterCents: Number(row.valueAfterCents),
  averageCostCents: microToCents(Number(row.avgCostMicro)),
  supplier: row.supplier,
  document: row.document,
  documentDate: row.documentDate,
  reason: row.reason,
  order:
    row.orderId !== null && row.orderNumber !== null
      ? { id: row.orderId, number: row.orderNumber }
      : null,
  reversesId: row.reversesId,
  reversedById: row.reversedById,
  allowedNegative: Boolean(row.allowedNegative),
  createdBy: row.createdBy,
  createdAt: row.createdAt,
});
