/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { materialCreator, move } from './material-helpers';
import { creator, type Caller } from './people-helpers';

/** A supplier, a material bought from it and a purchase order of `quantity` at `unitCostCents`. */
export async function purchaseOrderOf(
  api: Caller,
  tag: string,
  quantity: number,
  unitCostCents: number,
) {
  const supplier = await creator(api, '/api/supplier/create')({ name: `Proveedor ${tag}` });
  const material = await materialCreator(api)(`MAT-${tag}`, { supplierId: supplier.id });
  const order = await creator<any>(
    api,
    '/api/purchase-order/create',
  )({
    supplierId: supplier.id,
    lines: [{ materialId: material.id, quantity, unitCostCents }],
  });
  return { supplier, material, order };
}

/** An entry of `quantity` at `unitCostCents` (the material's average follows it). */
export const stockIn = (api: Caller, materialId: number, quantity: number, unitCostCents: number) =>
  move(api, { type: 'IN', materialId, quantity, unitCostCents });
