import type {
  ImportMapping,
  ImportPreview,
  ImportResource,
  ImportResult,
  ImportUndoResult,
} from '@taller/shared';
import { api, call } from '../../../api/client';
import { upload } from '../../../api/upload';

/** Each resource's two upload calls (typed paths of the API document). */
const PATHS = {
  client: { preview: '/client/import/preview', run: '/client/import' },
  institution: { preview: '/institution/import/preview', run: '/institution/import' },
  product: { preview: '/product/import/preview', run: '/product/import' },
  material: { preview: '/material/import/preview', run: '/material/import' },
} as const;

/** The form: the file, and the mapping as JSON when one was chosen. */
function importForm(file: File, mapping: ImportMapping | null) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
}

/** POST /api/{resource}/import/preview: every row with its errors; nothing is written. */
export const previewImport = async (
  resource: ImportResource,
  file: File,
  mapping: ImportMapping | null,
) => (await upload(PATHS[resource].preview, importForm(file, mapping))).data as ImportPreview;

/** POST /api/{resource}/import: the good rows in one transaction, the others with their errors. */
export const runImport = async (
  resource: ImportResource,
  file: File,
  mapping: ImportMapping | null,
) => {
  const envelope = await upload(PATHS[resource].run, importForm(file, mapping));
  return { result: envelope.data as ImportResult, message: envelope.message };
};

/** POST /api/import/{importId}/undo: removes every row of the import. */
export const undoImport = (importId: number): Promise<ImportUndoResult> =>
  call(api.POST('/import/{importId}/undo', { params: { path: { importId } } }));
