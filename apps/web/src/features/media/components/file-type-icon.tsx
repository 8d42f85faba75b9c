import { MEDIA_KIND_LABEL, type MediaKind } from '../media-kind';

const PATHS: Record<MediaKind, string> = {
  // A framed landscape.
  IMAGE:
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm0 11 5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  // A film camera.
  VIDEO: 'M3 7a1 1 0 0 1 1-1h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7Zm13 3 5-3v10l-5-3',
  // A page with a folded corner and lines of text.
  PDF: 'M6 3h8l4 4v14H6V3Zm8 0v4h4M9 12h6M9 15h6M9 18h4',
  // A blank page.
  OTHER: 'M6 3h8l4 4v14H6V3Zm8 0v4h4',
};

/** The icon of a media kind, named for screen readers ('Imagen', 'Video', 'PDF', 'Archivo'). */
export function FileTypeIcon({
  kind,
  className = 'h-6 w-6',
}: {
  kind: MediaKind;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={MEDIA_KIND_LABEL[kind]}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${className} ${kind === 'PDF' ? 'text-red-600' : kind === 'VIDEO' ? 'text-purple-600' : kind === 'IMAGE' ? 'text-blue-600' : 'text-slate-500'}`}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
