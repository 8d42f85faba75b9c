import {
  formatQuantity,
  parseQuantity,
  quantityToText,
  type BillOfMaterials,
} from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import { useBillOfMaterials } from '../api/get-bill-of-materials';
import { useSaveBillOfMaterials } from '../api/save-bill-of-materials';
import { MaterialSelect } from './material-select';

/**
 * 'Materiales por unidad' of a product (its details): how much of each material one unit takes,
 * optionally per size; edited in place.
 */
export function ProductMaterialsSection({
  productId,
  canEdit = true,
}: {
  productId: number;
  canEdit?: boolean;
}) {
  const query = useBillOfMaterials(productId);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section aria-label="Materiales por unidad" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Materiales por unidad</h3>
        {canEdit && !isEditing && query.data && (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            Editar materiales
          </Button>
        )}
      </div>
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando materiales..." size="small" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar los materiales: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : isEditing ? (
        <BomEditor bom={query.data} onDone={() => setIsEditing(false)} />
      ) : (
        <BomView bom={query.data} />
      )}
    </section>
  );
}

function BomView({ bom }: { bom: BillOfMaterials }) {
  if (bom.items.length === 0) {
    return <p className="text-sm text-slate-500">Este producto no tiene materiales por unidad.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
      {bom.items.map((item) => (
        <li
          key={item.material.id}
          className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2"
        >
          <span>
            <span className="font-medium text-slate-900">{item.material.name}</span>{' '}
            <span className="font-mono text-xs text-slate-500">{item.material.code}</span>
          </span>
          <span className="text-right">
            {`${formatQuantity(item.quantity, item.material.unit)} por unidad`}
            {item.sizes.length > 0 && (
              <span className="block text-xs text-slate-600">
                {item.sizes
                  .map((s) => `Talla ${s.name}: ${formatQuantity(s.quantity, item.material.unit)}`)
                  .join(' · ')}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

type Row = { key: number; materialId: string; quantity: string; sizes: Record<number, string> };

const toRows = (bom: BillOfMaterials): Row[] =>
  bom.items.map((item, index) => ({
    key: index,
    materialId: String(item.material.id),
    quantity: quantityToText(item.quantity),
    sizes: Object.fromEntries(item.sizes.map((s) => [s.sizeId, quantityToText(s.quantity)])),
  }));

function BomEditor({ bom, onDone }: { bom: BillOfMaterials; onDone: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => toRows(bom));
  const [nextKey, setNextKey] = useState(rows.length);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBillOfMaterials();
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = async () => {
    const items = [];
    for (const [index, row] of rows.entries()) {
      const quantity = parseQuantity(row.quantity);
      if (!row.materialId) return setError(`Fila ${index + 1}: seleccione un material`);
      if (quantity === null || quantity <= 0)
        return setError(`Fila ${index + 1}: ingrese una cantidad mayor que 0`);
      const sizes = [];
      for (const [sizeId, text] of Object.entries(row.sizes)) {
        if (text.trim() === '') continue;
        const value = parseQuantity(text);
        if (value === null || value <= 0)
          return setError(`Fila ${index + 1}: revise las cantidades por talla`);
        sizes.push({ sizeId: Number(sizeId), quantity: value });
      }
      items.push({ materialId: Number(row.materialId), quantity, sizes });
    }
    setError(null);
    try {
      await save.mutateAsync({ productId: bom.productId, items });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && (
        <p className="text-sm text-slate-500">Sin materiales. Agregue el primero.</p>
      )}
      {rows.map((row, index) => (
        <fieldset
          key={row.key}
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
        >
          <legend className="px-1 text-xs font-medium text-slate-600">{`Material ${index + 1}`}</legend>
          <MaterialSelect
            value={row.materialId}
            onChange={(materialId) => change(row.key, { materialId })}
          />
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium text-slate-700">Por unidad</span>
              <input
                inputMode="decimal"
                aria-label={`Cantidad por unidad del material ${index + 1}`}
                className="h-10 w-28 rounded-md border border-slate-300 px-2 text-right"
                value={row.quantity}
                onChange={(e) => change(row.key, { quantity: e.target.value })}
              />
            </label>
            {bom.sizes.map((size) => (
              <label key={size.id} className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-slate-700">{`Talla ${size.name}`}</span>
                <input
                  inputMode="decimal"
                  placeholder="Igual"
                  aria-label={`Cantidad para la talla ${size.name} del material ${index + 1}`}
                  className="h-10 w-24 rounded-md border border-slate-300 px-2 text-right"
                  value={row.sizes[size.id] ?? ''}
                  onChange={(e) =>
                    change(row.key, { sizes: { ...row.sizes, [size.id]: e.target.value } })
                  }
                />
              </label>
            ))}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Quitar material ${index + 1}`}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              Quitar
            </Button>
          </div>
        </fieldset>
      ))}
      {bom.sizes.length > 0 && (
        <p className="text-xs text-slate-500">Una talla en blanco usa la cantidad por unidad.</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setRows((all) => [...all, { key: nextKey, materialId: '', quantity: '', sizes: {} }]);
            setNextKey((k) => k + 1);
          }}
        >
          Agregar material
        </Button>
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onDone} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button size="sm" onClick={() => void submit()} disabled={save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar materiales'}
          </Button>
        </span>
      </div>
    </div>
  );
}
