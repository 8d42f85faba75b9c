import { useState } from 'react';
import { getFile, type QueryValue } from '../../api/client';
import type { FilePath } from '../../api/types';
import { errorMessage } from '../../lib/error-message';
import { datedFilename, saveFile } from '../../lib/save-file';
import { notify } from '../../lib/toast';
import { Button } from './button';
import { DownloadIcon } from './icons';

/**
 * A button that runs `download` (fetch a file, save it), saying `busyLabel` and staying off
 * meanwhile; a failure's message is a toast under `toastId`.
 */
export function DownloadButton({
  label,
  busyLabel,
  toastId,
  download,
}: {
  label: string;
  busyLabel: string;
  toastId: string;
  download: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notify.error(errorMessage(error), toastId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={busy}>
      <DownloadIcon />
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A CSV export: one of the document's text/csv calls, and the list's filters as its query. */
export type CsvExport = { path: FilePath<'text/csv'>; query?: Record<string, QueryValue> };

/**
 * 'Exportar CSV': fetches the file through the API client (bearer token, silent renewal) and
 * saves it as `{prefix}-YYYY-MM-DD.csv`.
 */
export function ExportCsvButton({ path, query, filePrefix }: CsvExport & { filePrefix: string }) {
  return (
    <DownloadButton
      label="Exportar CSV"
      busyLabel="Exportando..."
      toastId={`export-${filePrefix}-error`}
      download={async () => saveFile(await getFile(path, query), datedFilename(filePrefix, 'csv'))}
    />
  );
}
