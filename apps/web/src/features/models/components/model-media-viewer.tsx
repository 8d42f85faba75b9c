import { MODEL_MESSAGES as M, type MediaItem } from '@taller/shared';
import { useState } from 'react';
import { FileTypeIcon, mediaKind, mediaName, sortByOrder } from '../../media';
import { MediaLightbox } from './media-lightbox';

const LINK =
  'inline-flex items-center gap-1 rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1';

function MediaCard({ item, onOpenImage }: { item: MediaItem; onOpenImage: () => void }) {
  const kind = mediaKind(item);
  const name = mediaName(item);
  if (kind === 'IMAGE') {
    return (
      <button
        type="button"
        onClick={onOpenImage}
        aria-label={`Ampliar ${name}`}
        className="block w-full cursor-zoom-in rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <img
          src={item.url}
          alt={name}
          loading="lazy"
          className="aspect-video w-full rounded-md bg-slate-100 object-contain"
        />
      </button>
    );
  }
  if (kind === 'VIDEO') {
    return (
      // Product videos carry no speech to caption.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        src={item.url}
        controls
        preload="metadata"
        aria-label={name}
        className="aspect-video w-full rounded-md bg-black"
      />
    );
  }
  const isPdf = kind === 'PDF';
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-4 text-center">
      <FileTypeIcon kind={kind} className="h-10 w-10" />
      {isPdf && <p className="font-medium text-slate-800">Documento PDF</p>}
      {isPdf ? (
        <a href={item.url} target="_blank" rel="noopener noreferrer" className={LINK}>
          Abrir PDF
        </a>
      ) : (
        <a href={item.url} download={name} className={LINK}>
          Descargar archivo
        </a>
      )}
    </div>
  );
}

/**
 * A model's media in displayOrder, two to a row, each under its file's name: videos play, images
 * open large in a lightbox, PDFs open, anything else downloads under its own name (SPEC.md §2;
 * items without fileType follow the url's image extension).
 */
export function ModelMediaViewer({ media }: { media: readonly MediaItem[] }) {
  const [openImage, setOpenImage] = useState<number | null>(null);
  if (media.length === 0) return <p className="py-6 text-center text-slate-500">{M.noMedia}</p>;
  const sorted = sortByOrder(media);
  const images = sorted.filter((item) => mediaKind(item) === 'IMAGE');
  return (
    <>
      <ul className="grid grid-cols-2 gap-4" aria-label="Multimedia del modelo">
        {sorted.map((item) => (
          <li key={item.id ?? item.url} data-testid="model-media-item" className="min-w-0">
            <MediaCard item={item} onOpenImage={() => setOpenImage(images.indexOf(item))} />
            <p className="mt-1 truncate text-sm text-slate-700" title={mediaName(item)}>
              {mediaName(item)}
            </p>
          </li>
        ))}
      </ul>
      <MediaLightbox
        images={images}
        index={openImage}
        onIndexChange={setOpenImage}
        onClose={() => setOpenImage(null)}
      />
    </>
  );
}
