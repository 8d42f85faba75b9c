import { MAX_TICKET_ATTACHMENTS, type TicketAttachment } from '@taller/shared';
import { useState } from 'react';
import { FieldFrame } from '../../../components/ui/field-frame';
import { errorMessage } from '../../../lib/error-message';
import { openPrivateFile } from '../../../api/private-file';
import { notify } from '../../../lib/toast';
import { ticketFile } from '../api/get-ticket-file';
import { uploadTicketFile } from '../api/upload-ticket-file';
import { type TicketSide } from '../api/ticket-keys';

/** The files chosen for the next message: each uploaded as soon as it is picked. */
export function useTicketFiles(side: TicketSide) {
  const [files, setFiles] = useState<TicketAttachment[]>([]);
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (picked: FileList | null) => {
    const list = [...(picked ?? [])];
    if (files.length + list.length > MAX_TICKET_ATTACHMENTS) {
      return setError(`Adjunte como máximo ${MAX_TICKET_ATTACHMENTS} archivos por mensaje`);
    }
    setError(null);
    setUploading(true);
    try {
      for (const file of list) {
        const answer = await uploadTicketFile(side, file);
        setFiles((current) => [...current, answer.data]);
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setUploading(false);
    }
  };
  return {
    files,
    ids: files.map((f) => f.id),
    isUploading,
    error,
    add,
    remove: (id: number) => setFiles((current) => current.filter((f) => f.id !== id)),
    reset: () => {
      setFiles([]);
      setError(null);
    },
  };
}

/** 'Adjuntar archivos': images or PDF, listed with 'Quitar' before the message is sent. */
export function TicketFilesField({ picker }: { picker: ReturnType<typeof useTicketFiles> }) {
  return (
    <div className="flex flex-col gap-2">
      <FieldFrame
        label="Adjuntar archivos (opcional)"
        hint={`Fotos o PDF, hasta ${MAX_TICKET_ATTACHMENTS} por mensaje`}
        error={picker.error ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/*,application/pdf"
            disabled={picker.isUploading}
            className="text-sm"
            onChange={(event) => {
              void picker.add(event.target.files);
              event.target.value = '';
            }}
          />
        )}
      </FieldFrame>
      {picker.isUploading && <p className="text-sm text-slate-600">Subiendo archivo...</p>}
      {picker.files.length > 0 && (
        <ul aria-label="Archivos adjuntos" className="flex flex-wrap gap-2">
          {picker.files.map((file) => (
            <li
              key={file.id}
              className="flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm"
            >
              {file.originalName}
              <button
                type="button"
                className="text-red-700 underline"
                aria-label={`Quitar ${file.originalName}`}
                onClick={() => picker.remove(file.id)}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A message's files: each opens in a new tab, fetched with the session. */
export function MessageFiles({
  side,
  ticketId,
  files,
}: {
  side: TicketSide;
  ticketId: number;
  files: TicketAttachment[];
}) {
  if (files.length === 0) return null;
  const open = (file: TicketAttachment) =>
    openPrivateFile(ticketFile(side, ticketId, file.id)).catch((e: unknown) =>
      notify.error(errorMessage(e)),
    );
  return (
    <ul aria-label="Adjuntos" className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className="text-sm text-blue-700 underline"
            onClick={() => void open(file)}
          >
            {file.fileType === 'PDF' ? 'PDF' : 'Imagen'}: {file.originalName}
          </button>
        </li>
      ))}
    </ul>
  );
}
