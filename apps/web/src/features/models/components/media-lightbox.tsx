import type { MediaItem } from '@taller/shared';
import { useEffect, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { mediaName } from '../../media';

export type MediaLightboxProps = {
  images: readonly MediaItem[];
  /** The image shown, by its place in `images`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * A model's images, one at a time, as large as the screen allows: 'Anterior' / 'Siguiente' (or
 * the arrow keys) step through them, Escape or 'Cerrar' close. Titled with the file's name.
 */
export function MediaLightbox({ images, index, onIndexChange, onClose }: MediaLightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (delta: number) => {
    if (index !== null && count > 0) onIndexChange((index + delta + count) % count);
  };
  // Images past the end (the list changed under it) close the viewer.
  useEffect(() => {
    if (index !== null && !image) onClose();
  }, [index, image, onClose]);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <Modal
      isOpen={image !== undefined}
      onClose={onClose}
      title={image && mediaName(image)}
      size="7xl"
    >
      {image && index !== null && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys only add to the buttons
        <div className="flex flex-col gap-3" onKeyDown={onKey}>
          <img
            src={image.url}
            alt={mediaName(image)}
            className="max-h-[70vh] w-full rounded-md bg-slate-900 object-contain"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              Imagen {index + 1} de {count}
            </p>
            <div className="flex flex-wrap gap-2">
              <a
                href={image.url}
                download={mediaName(image)}
                className="inline-flex items-center rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                Descargar
              </a>
              <Button variant="secondary" size="sm" onClick={() => step(-1)} disabled={count < 2}>
                Anterior
              </Button>
              <Button variant="secondary" size="sm" onClick={() => step(1)} disabled={count < 2}>
                Siguiente
              </Button>
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
