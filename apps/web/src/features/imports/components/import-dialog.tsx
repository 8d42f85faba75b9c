import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type ImportMapping,
  type ImportPreview,
  type ImportResource,
  type ImportResult,
} from '@taller/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { previewImport, runImport, undoImport } from '../api/import-calls';
import { ImportPreviewTable } from './import-preview-table';
import { IMPORT_TEXTS as T } from './import-texts';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult; message: string; undone: string | null };

type Busy = 'reading' | 'importing' | 'undoing' | null;

/**
 * 'Importar' (issue 38): choose a CSV or XLSX file → map its columns (the remembered mapping or
 * the matching headers first) → preview every row with its errors → import the valid ones →
 * download the refused rows, or undo the whole import.
 */
export function ImportDialog({
  resource,
  isOpen,
  onClose,
}: {
  resource: ImportResource;
  isOpen: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  async function attempt(kind: Busy, work: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  const readFile = (file: File, mapping: ImportMapping | null) =>
    attempt('reading', async () => {
      setStep({ kind: 'preview', file, preview: await previewImport(resource, file, mapping) });
    });

  const close = () => {
    setStep({ kind: 'choose' });
    setError(null);
    onClose();
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={T.title(resource)} size="6xl">
      <div className="flex flex-col gap-4 overflow-y-auto p-4 sm:p-6">
        {error && <FormAlert>{error}</FormAlert>}
        {step.kind === 'choose' && (
          <div className="flex flex-col gap-2">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
              {T.chooseFile}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="text-sm"
              disabled={busy !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readFile(file, null);
              }}
            />
            <p className="text-sm text-slate-600">{T.chooseHint}</p>
          </div>
        )}
        {busy && <LoadingIndicator isLoading message={T[busy]} size="small" />}
        {step.kind === 'preview' && (
          <PreviewStep
            resource={resource}
            preview={step.preview}
            disabled={busy !== null}
            onMapping={(mapping) => void readFile(step.file, mapping)}
            onOtherFile={() => setStep({ kind: 'choose' })}
            onImport={() =>
              void attempt('importing', async () => {
                const { result, message } = await runImport(
                  resource,
                  step.file,
                  step.preview.mapping,
                );
                setStep({ kind: 'done', result, message, undone: null });
                await queryClient.invalidateQueries();
              })
            }
          />
        )}
        {step.kind === 'done' && (
          <DoneStep
            resource={resource}
            step={step}
            disabled={busy !== null}
            onUndo={(importId) =>
              void attempt('undoing', async () => {
                const undone = await undoImport(importId);
                setStep({ ...step, undone: IMPORT_MESSAGES.undone(undone.removed) });
                await queryClient.invalidateQueries();
              })
            }
            onClose={close}
          />
        )}
      </div>
    </Modal>
  );
}

function PreviewStep({
  resource,
  preview,
  disabled,
  onMapping,
  onOtherFile,
  onImport,
}: {
  resource: ImportResource;
  preview: ImportPreview;
  disabled: boolean;
  onMapping: (mapping: ImportMapping) => void;
  onOtherFile: () => void;
  onImport: () => void;
}) {
  const options = preview.headers.map((header) => ({ value: header, label: header }));
  return (
    <>
      <section aria-labelledby="import-mapping" className="flex flex-col gap-2">
        <h2 id="import-mapping" className="text-base font-semibold text-slate-900">
          {T.mappingTitle}
        </h2>
        <p className="text-sm text-slate-600">{T.mappingHint}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS[resource].map((field) => (
            <SelectField
              key={field.key}
              label={field.required ? `${field.label} (${T.required})` : field.label}
              options={options}
              placeholder={T.notMapped}
              value={preview.mapping[field.key] ?? ''}
              disabled={disabled}
              onChange={(event) =>
                onMapping({ ...preview.mapping, [field.key]: event.target.value || null })
              }
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="import-preview" className="flex flex-col gap-2">
        <h2 id="import-preview" className="text-base font-semibold text-slate-900">
          {T.previewTitle}
        </h2>
        <p className="text-sm text-slate-700">{T.summary(preview.valid, preview.invalid)}</p>
        <ImportPreviewTable resource={resource} rows={preview.rows} />
      </section>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onOtherFile} disabled={disabled}>
          {T.otherFile}
        </Button>
        <Button onClick={onImport} disabled={disabled || preview.valid === 0}>
          {T.importValid(preview.valid)}
        </Button>
      </div>
    </>
  );
}

function DoneStep({
  resource,
  step,
  disabled,
  onUndo,
  onClose,
}: {
  resource: ImportResource;
  step: Extract<Step, { kind: 'done' }>;
  disabled: boolean;
  onUndo: (importId: number) => void;
  onClose: () => void;
}) {
  const { result } = step;
  return (
    <>
      <FormAlert kind={step.undone ? 'info' : 'success'}>{step.undone ?? step.message}</FormAlert>
      {result.refused.length > 0 && (
        <ImportPreviewTable resource={resource} rows={result.refused} />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {result.refusedCsv && (
          <Button
            variant="secondary"
            onClick={() =>
              saveFile(
                new Blob([result.refusedCsv!], { type: 'text/csv' }),
                T.refusedFile(resource),
              )
            }
          >
            {T.downloadRefused}
          </Button>
        )}
        {result.importId !== null && !step.undone && (
          <Button variant="danger" disabled={disabled} onClick={() => onUndo(result.importId!)}>
            {T.undo}
          </Button>
        )}
        <Button onClick={onClose}>{T.close}</Button>
      </div>
    </>
  );
}
