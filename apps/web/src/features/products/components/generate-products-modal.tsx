import {
  GenerateProductsInputSchema,
  checkBusinessName,
  deriveModelProducts,
  parseMoney,
  type GenerateProductsResult,
  type Model,
} from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { recordOptions } from '../../../components/ui/search-select-filters';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useActiveLines } from '../../lines';
import { useModels, ModelColorSwatch, colorPairLabel } from '../../models';
import { useGenerateProducts } from '../api/generate-products';
import { KIND_OPTIONS } from './product-texts';

type Row = { modelColorId: number; code: string; name: string; include: boolean };

const INPUT =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-blue-600 focus:ring-1 focus:ring-blue-600 focus:outline-none';

/**
 * 'Generar desde modelo': a line's model gives one product per colour combination, with codes
 * and names proposed and editable; codes already used are skipped and listed afterwards.
 */
export function GenerateProductsModal({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Generar desde modelo" size="3xl">
      {isOpen && <GenerateProductsForm onClose={onClose} />}
    </Modal>
  );
}

function GenerateProductsForm({ onClose }: { onClose: () => void }) {
  const [lineId, setLineId] = useState('');
  const [model, setModel] = useState<Model | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [kind, setKind] = useState('GARMENT');
  const [price, setPrice] = useState('0,00');
  const [unit, setUnit] = useState('unidad');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<GenerateProductsResult | null>(null);
  const lines = useActiveLines();
  const models = useModels(lineId ? Number(lineId) : null);
  const generate = useGenerateProducts();

  const chooseModel = (id: string) => {
    const chosen = models.data?.find((m) => String(m.id) === id) ?? null;
    setModel(chosen);
    setRows(chosen ? deriveModelProducts(chosen).map((row) => ({ ...row, include: true })) : []);
    setProblem(null);
  };
  const edit = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const submit = async () => {
    const priceCents = parseMoney(price);
    const parsed = GenerateProductsInputSchema.safeParse({
      modelId: model?.id,
      kind,
      priceCents: priceCents ?? -1,
      unit,
      items: rows
        .filter((row) => row.include)
        .map(({ modelColorId, code, name }) => ({ modelColorId, code, name })),
    });
    if (!parsed.success) {
      setProblem(
        priceCents === null
          ? 'Ingrese un precio válido, por ejemplo 120,50'
          : (parsed.error.issues[0]?.message ?? 'Revise los datos'),
      );
      return;
    }
    setProblem(null);
    try {
      setResult((await generate.mutateAsync(parsed.data)).data);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (result) {
    return (
      <div className="flex flex-col gap-4 text-sm">
        <section aria-label="Productos creados">
          <h3 className="mb-2 font-semibold text-slate-900">
            {`Productos creados: ${result.created.length}`}
          </h3>
          <ul className="list-disc pl-5">
            {result.created.map((p) => (
              <li key={p.id}>{`${p.code} · ${p.name}`}</li>
            ))}
          </ul>
        </section>
        {result.skipped.length > 0 && (
          <FormAlert kind="info">{`Códigos omitidos porque ya existen: ${result.skipped.join(', ')}`}</FormAlert>
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>Aceptar</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Línea"
          placeholder="Seleccione una línea"
          options={recordOptions(lines.data)}
          value={lineId}
          onChange={(e) => {
            setLineId(e.target.value);
            chooseModel('');
          }}
        />
        <SelectField
          label="Modelo"
          placeholder={lineId && models.isPending ? 'Cargando modelos...' : 'Seleccione un modelo'}
          options={recordOptions(models.data)}
          value={model ? String(model.id) : ''}
          disabled={!lineId}
          onChange={(e) => chooseModel(e.target.value)}
        />
        <SelectField
          label="Tipo"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
        />
        <TextField
          label="Precio (Bs)"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField label="Unidad" value={unit} onChange={(e) => setUnit(e.target.value)} />
      </div>
      {model && rows.length === 0 && (
        <FormAlert>El modelo no tiene combinaciones de colores</FormAlert>
      )}
      {rows.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Productos a generar">
          {rows.map((row, index) => {
            const color = model!.colors.find((c) => c.id === row.modelColorId)!;
            // Kept as typed: a character a name may not hold is named under the box.
            const nameProblem = checkBusinessName(row.name);
            return (
              <li
                key={row.modelColorId}
                className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[auto_10rem_1fr] sm:items-center"
              >
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={row.include}
                    onChange={(e) => edit(index, { include: e.target.checked })}
                  />
                  <ModelColorSwatch color={color} decorative />
                  <span>{colorPairLabel(color)}</span>
                </label>
                <input
                  className={INPUT}
                  aria-label={`Código para ${colorPairLabel(color)}`}
                  value={row.code}
                  onChange={(e) => edit(index, { code: e.target.value })}
                />
                <input
                  className={INPUT}
                  aria-label={`Nombre para ${colorPairLabel(color)}`}
                  value={row.name}
                  aria-invalid={nameProblem ? true : undefined}
                  aria-describedby={nameProblem ? `generate-name-${row.modelColorId}` : undefined}
                  onChange={(e) => edit(index, { name: e.target.value })}
                />
                {nameProblem && (
                  <p
                    id={`generate-name-${row.modelColorId}`}
                    className="text-sm text-red-700 sm:col-start-3"
                  >
                    {nameProblem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions
        label="Generar productos"
        busyLabel="Generando..."
        isPending={generate.isPending}
        onRun={submit}
        onCancel={onClose}
        disabled={!rows.some((row) => row.include)}
        divided
      />
    </div>
  );
}
