import { useId, useState, type DragEvent } from 'react';
import { MEDIA_ACCEPT, MEDIA_MESSAGES } from '@taller/shared';

type Props = {
  isDisabled: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * The file picker and the drop zone in one: click (or Enter/Space on the focused picker) to
 * choose files, or drop them here; the zone lights up while files hover over it.
 */
export function MediaDropZone({ isDisabled, onFiles }: Props) {
  const inputId = useId();
  const [isDragOver, setDragOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    // Without preventDefault the browser would open the dropped file instead.
    event.preventDefault();
    if (!isDisabled) setDragOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (!isDisabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-testid="media-drop-zone"
      data-drag-over={isDragOver}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
      className={`rounded-lg border-2 border-dashed p-4 text-center transition-colors focus-within:ring-2 focus-within:ring-blue-600 ${
        isDragOver ? 'border-blue-500 bg-blue-50' : 'border-slate-300 bg-white'
      } ${isDisabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <label
        htmlFor={inputId}
        className={`block text-sm font-medium text-blue-700 ${isDisabled ? '' : 'cursor-pointer'}`}
      >
        Seleccionar archivos multimedia
        <span className="block font-normal text-slate-600">o arrástralos aquí</span>
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        disabled={isDisabled}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again fires a change.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <p className="mt-1 text-xs text-slate-500">{MEDIA_MESSAGES.hint}</p>
    </div>
  );
}
