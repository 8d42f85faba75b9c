import { useId } from 'react';
import { MEDIA_MESSAGES } from '@taller/shared';
import { sortByOrder } from '../media-order';
import { MediaDropZone } from './media-drop-zone';
import { SortableMediaList } from './sortable-media-list';
import { UploadProgressList } from './upload-progress-list';
import { useMediaManager, type MediaManagerOptions } from './use-media-manager';

export type MediaManagerProps = MediaManagerOptions;

/**
 * 'Archivos Multimedia' (SPEC §2): pick or drop photos, videos and PDFs, see each upload's
 * progress, reorder by drag (mouse, touch, keyboard) and remove files. The list it shows and
 * edits belongs to the parent (media + onChange).
 */
export function MediaManager(props: MediaManagerProps) {
  const manager = useMediaManager(props);
  const titleId = useId();
  const items = sortByOrder(props.media);
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={manager.isUploading}
      className={`space-y-3 ${manager.isDisabled ? 'opacity-75' : ''}`}
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {MEDIA_MESSAGES.title}
      </h3>
      <MediaDropZone
        isDisabled={manager.isDisabled}
        onFiles={(files) => void manager.upload(files)}
      />
      {manager.error && (
        <p role="alert" className="text-sm text-red-700">
          {manager.error}
        </p>
      )}
      <UploadProgressList uploads={manager.uploads} />
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{MEDIA_MESSAGES.empty}</p>
      ) : (
        <SortableMediaList
          items={items}
          isDisabled={manager.isDisabled}
          onMove={manager.move}
          onRemove={(item) => void manager.remove(item)}
        />
      )}
    </section>
  );
}
