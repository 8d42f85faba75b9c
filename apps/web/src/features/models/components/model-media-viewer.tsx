import { MODEL_MESSAGES as M, type MediaItem } from '@taller/shared';
import { FileTypeIcon, mediaKind, sortByOrder } from '../../media';

const LINK =
  'inline-flex items-center gap-1 rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1';

function MediaCard({ item, position }: { item: MediaItem; position: number }) {
  const kind = mediaKind(item);
  if (kind === 'IMAGE') {
    return (
      <img
        src={item.url}
        alt={`Imagen ${position} del modelo`}
        loading="lazy"
        className="aspect-video w-full rounded-md bg-slate-100 object-contain"
      />
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
        aria-label={`Video ${position} del modelo`}
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
        <a href={item.url} download className={LINK}>
          Descargar archivo
        </a>
      )}
    </div>
  );
}

/**
 * A model's media in displayOrder, two to a row: videos play, images show, PDFs open, anything
 * else downloads (SPEC.md §2; items without fileType follow the url's image extension).
 */
export function ModelMediaViewer({ media }: { media: readonly MediaItem[] }) {
  if (media.length === 0) return <p className="py-6 text-center text-slate-500">{M.noMedia}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4" aria-label="Multimedia del modelo">
      {sortByOrder(media).map((item, index) => (
        <li key={item.id ?? item.url} data-testid="model-media-item">
          <MediaCard item={item} position={index + 1} />
        </li>
      ))}
    </ul>
  );
}
