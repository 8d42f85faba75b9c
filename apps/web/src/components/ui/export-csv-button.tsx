import { useState } from 'react';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { datedFilename, saveFile } from '../../lib/save-file';
import { notify } from '../../lib/toast';
import { Button } from './button';
import { DownloadIcon } from './icons';

/**
 * 'Exportar CSV': fetches the file through the API client (bearer token, silent renewal) and
 * saves it as `{prefix}-YYYY-MM-DD.csv`. `path` carries the list's filters.
 */
export function ExportCsvButton({ path, filePrefix }: { path: string; filePrefix: string }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      saveFile(await api.download(path), datedFilename(filePrefix, 'csv'));
    } catch (error) {
      notify.error(errorMessage(error), `export-${filePrefix}-error`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy}>
      <DownloadIcon />
      {busy ? 'Exportando...' : 'Exportar CSV'}
    </Button>
  );
}
