import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MediaItem } from '@taller/shared';
import { useDragSensors } from '../../../components/ui/drag-and-drop';
import { AUTO_SCROLL, DRAG_ACCESSIBILITY, keyboardStep } from '../drag-config';
import { mediaKind } from '../media-kind';
import { mediaName } from '../media-name';
import { mediaKey } from '../media-order';
import { FileTypeIcon } from './file-type-icon';

type Props = {
  items: MediaItem[];
  isDisabled: boolean;
  onMove: (fromKey: string, toKey: string) => void;
  onRemove: (item: MediaItem) => void;
};

/** The files in display order, reordered by mouse, touch or keyboard (dnd-kit). */
export function SortableMediaList({ items, isDisabled, onMove, onRemove }: Props) {
  const sensors = useDragSensors(keyboardStep);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      autoScroll={AUTO_SCROLL}
      accessibility={DRAG_ACCESSIBILITY}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items.map(mediaKey)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label="Orden de los archivos multimedia">
          {items.map((item) => (
            <SortableMediaRow
              key={mediaKey(item)}
              item={item}
              isDisabled={isDisabled}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableMediaRow({
  item,
  isDisabled,
  onRemove,
}: {
  item: MediaItem;
  isDisabled: boolean;
  onRemove: (item: MediaItem) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: mediaKey(item),
    disabled: isDisabled,
  });
  const kind = mediaKind(item);
  const label = mediaName(item);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="media-row"
      className={`flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2 ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed"
        disabled={isDisabled}
        {...attributes}
        {...listeners}
        aria-label={`Reordenar ${label}`}
      >
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
          <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm1.5 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
        </svg>
      </button>
      <FileTypeIcon kind={kind} />
      {kind === 'IMAGE' && (
        <img
          src={item.url}
          alt={`Miniatura de ${label}`}
          loading="lazy"
          className="h-12 w-12 rounded object-cover"
        />
      )}
      <span className="min-w-0 flex-1 truncate text-sm text-slate-800" title={label}>
        {label}
      </span>
      <button
        type="button"
        className="rounded p-1 text-red-600 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 disabled:cursor-not-allowed disabled:opacity-50"
        disabled={isDisabled}
        onClick={() => onRemove(item)}
        aria-label={`Eliminar ${label}`}
      >
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </li>
  );
}
