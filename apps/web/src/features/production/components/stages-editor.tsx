import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { STAGES_MAX, STAGE_NAME_MAX, type ProductionStage } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { dragAccessibility, useDragSensors } from '../../../components/ui/drag-and-drop';
import { useSaveStages } from '../api/save-stages';

/** A stage as the editor holds it: a stored one keeps its id; `key` is stable while dragging. */
type DraftStage = { key: string; id?: number; name: string; hasProgress: boolean };

const ACCESSIBILITY = dragAccessibility({
  instructions:
    'Para reordenar una etapa, pulsa espacio o Intro para tomarla, muévela con las flechas ' +
    'arriba y abajo y pulsa espacio o Intro para soltarla. Escape cancela.',
  lifted: 'Etapa tomada.',
  over: (target) => (target ? 'La etapa está sobre otra posición.' : 'Fuera de la lista.'),
  dropped: (target) => (target ? 'Etapa soltada en su nueva posición.' : 'Etapa soltada.'),
  cancelled: 'Reordenación cancelada.',
});

let nextKey = 0;
const draftOf = (stages: readonly ProductionStage[]): DraftStage[] =>
  stages.map((s) => ({ key: `s${s.id}`, id: s.id, name: s.name, hasProgress: s.hasProgress }));

/**
 * 'Etapas de producción' for directors and administrators: rename, add, remove (not a stage
 * with counts: its button says why) and reorder by drag and drop (mouse, touch, keyboard) or
 * the arrows; 'Guardar etapas' saves the whole list.
 */
export function StagesEditor({ stages }: { stages: readonly ProductionStage[] }) {
  const [draft, setDraft] = useState(() => draftOf(stages));
  const save = useSaveStages();
  const sensors = useDragSensors(sortableKeyboardCoordinates);
  const move = (from: number, to: number) => setDraft((list) => arrayMove(list, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.findIndex((s) => s.key === active.id);
    const to = draft.findIndex((s) => s.key === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { stages: draft.map((s) => ({ ...(s.id ? { id: s.id } : {}), name: s.name })) },
      { onSuccess: (answer) => setDraft(draftOf(answer.data)) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Etapas de producción">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={ACCESSIBILITY}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={draft.map((s) => s.key)} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2">
            {draft.map((stage, at) => (
              <StageRow
                key={stage.key}
                stage={stage}
                at={at}
                count={draft.length}
                onRename={(name) =>
                  setDraft((list) => list.map((s) => (s.key === stage.key ? { ...s, name } : s)))
                }
                onMove={(to) => move(at, to)}
                onRemove={() => setDraft((list) => list.filter((s) => s.key !== stage.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={draft.length >= STAGES_MAX}
          onClick={() =>
            setDraft((list) => [
              ...list,
              { key: `n${(nextKey += 1)}`, name: '', hasProgress: false },
            ])
          }
        >
          Agregar etapa
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar etapas'}
        </Button>
      </div>
    </form>
  );
}

function StageRow({
  stage,
  at,
  count,
  onRename,
  onMove,
  onRemove,
}: {
  stage: DraftStage;
  at: number;
  count: number;
  onRename: (name: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: stage.key,
  });
  const label = stage.name || `Etapa ${at + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-2 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600"
        aria-label={`Reordenar ${label}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span className="w-6 text-sm text-slate-500">{at + 1}.</span>
      <input
        value={stage.name}
        maxLength={STAGE_NAME_MAX}
        onChange={(event) => onRename(event.target.value)}
        aria-label={`Nombre de la etapa ${at + 1}`}
        className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
        placeholder="Nombre de la etapa"
      />
      <Button
        size="sm"
        variant="ghost"
        disabled={at === 0}
        aria-label={`Subir ${label}`}
        onClick={() => onMove(at - 1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={at === count - 1}
        aria-label={`Bajar ${label}`}
        onClick={() => onMove(at + 1)}
      >
        ↓
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700"
        disabled={stage.hasProgress || count === 1}
        title={stage.hasProgress ? 'Tiene avances registrados: no se puede quitar' : undefined}
        aria-label={`Quitar ${label}`}
        onClick={onRemove}
      >
        Quitar
      </Button>
      {stage.hasProgress && (
        <span className="w-full text-xs text-slate-500 sm:w-auto">Con avances registrados</span>
      )}
    </li>
  );
}
