import { formatQuantity, parseQuantity, type CountResult } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogActions, useDialogAction } from '../../../components/ui/dialog-actions';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/list-query';
import { useMaterials } from '../api/get-materials';
import { useRecordCount } from '../api/record-count';
import { MaterialName } from './material-badges';
import { MATERIAL_CHOICES } from './material-select';
import { signedQuantity } from './material-texts';

/**
 * 'Conteo de inventario': counted quantities for many materials at once; the server turns the
 * differences into adjustments in one transaction. Only the boxes filled in are sent.
 */
export function CountModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Conteo de inventario" size="4xl">
      {isOpen && <CountForm onClose={onClose} />}
    </Modal>
  );
}

function CountForm({ onClose }: { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const query = useMaterials({ q, page: 1, pageSize: MATERIAL_CHOICES, sort: 'code' });
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const { error, setError, attempt } = useDialogAction();
  const [result, setResult] = useState<CountResult | null>(null);
  const save = useRecordCount();

  if (result) return <CountSummary result={result} onClose={onClose} />;

  const submit = async () => {
    const entries = Object.entries(counted).filter(([, text]) => text.trim() !== '');
    if (entries.length === 0) return setError('Ingrese al menos un material contado');
    const lines = entries.map(([id, text]) => ({
      materialId: Number(id),
      counted: parseQuantity(text),
    }));
    if (lines.some((l) => l.counted === null || l.counted < 0)) {
      return setError('Revise las cantidades: números de hasta 3 decimales, sin negativos');
    }
    setError(null);
    const counts = lines.map((l) => ({ materialId: l.materialId, counted: l.counted! }));
    await attempt(
      () => save.mutateAsync({ note, lines: counts }),
      (answer) => setResult(answer.data),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Buscar material"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <TextField label="Nota (opcional)" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando materiales..." size="small" />
      ) : query.error ? (
        <p
          role="alert"
          className="text-red-700"
        >{`Error al cargar los materiales: ${errorMessage(query.error)}`}</p>
      ) : query.data.items.length === 0 ? (
        <p className="text-slate-500">No se encontraron materiales.</p>
      ) : (
        <ul className="max-h-[50vh] divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {query.data.items.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <MaterialName material={m} />
              <span className="flex items-center gap-3">
                <span className="text-sm text-slate-600">{`En sistema: ${formatQuantity(m.stock, m.unit)}`}</span>
                <input
                  aria-label={`Contado de ${m.name}`}
                  inputMode="decimal"
                  placeholder="Contado"
                  className="h-10 w-28 rounded-md border border-slate-300 px-2 text-right focus:ring-2 focus:ring-blue-600 focus:outline-none"
                  value={counted[m.id] ?? ''}
                  onChange={(e) => setCounted((all) => ({ ...all, [m.id]: e.target.value }))}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <DialogActions
        label="Registrar conteo"
        isPending={save.isPending}
        onRun={submit}
        onCancel={onClose}
        divided
        error={error}
      />
    </div>
  );
}

function CountSummary({ result, onClose }: { result: CountResult; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label="Resultado del conteo"
        className="divide-y divide-slate-100 rounded-md border border-slate-200"
      >
        {result.lines.map((line) => (
          <li
            key={line.material.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
          >
            <MaterialName material={line.material} />
            <span>
              {line.difference === 0
                ? 'Sin diferencia'
                : `Ajuste ${signedQuantity(line.difference, line.material.unit)} (de ${formatQuantity(line.previous)} a ${formatQuantity(line.counted)})`}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onClose}>Cerrar</Button>
      </div>
    </div>
  );
}
