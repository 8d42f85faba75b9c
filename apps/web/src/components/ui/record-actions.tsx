import type { ReactNode } from 'react';
import { IconAction } from './icon-action';
import { EyeIcon, PencilIcon, PowerIcon, TrashIcon } from './icons';

export type RecordActionsProps = {
  /** The record's name, in every button's accessible name: 'Editar Ana'. */
  name: string;
  onView: () => void;
  onEdit: () => void;
  /** Why 'Editar' does not apply to this row: it stays in its slot, disabled. */
  editDisabledReason?: string;
  /** 'Activar' / 'Desactivar' by the record's status; left out without a handler. */
  onToggleStatus?: () => void;
  isActive?: boolean;
  /** Why 'Activar'/'Desactivar' does not apply to this row: it stays in its slot, disabled. */
  toggleDisabledReason?: string;
  /** Left out without a handler. */
  onDelete?: () => void;
  /** Why 'Eliminar' does not apply to this row: it stays in its slot, disabled. */
  deleteDisabledReason?: string;
  /** Actions between the status toggle and 'Eliminar'. */
  beforeDelete?: ReactNode;
  /** Actions after 'Eliminar'. */
  children?: ReactNode;
};

/**
 * A row's icon buttons in fixed slots, the same on every row of a list: 'Ver detalles', 'Editar',
 * 'Activar'/'Desactivar', then `beforeDelete`, 'Eliminar' and `children`. A list that has an
 * action has it on every row; one that does not apply is disabled with its reason.
 */
export function RecordActions({
  name,
  onView,
  onEdit,
  editDisabledReason,
  onToggleStatus,
  isActive = false,
  toggleDisabledReason,
  onDelete,
  deleteDisabledReason,
  beforeDelete,
  children,
}: RecordActionsProps) {
  const toggle = isActive ? 'Desactivar' : 'Activar';
  return (
    <>
      <IconAction label={`Ver detalles de ${name}`} title="Ver detalles" onClick={onView}>
        <EyeIcon />
      </IconAction>
      <NamedAction
        title="Editar"
        name={name}
        tone="text-blue-700"
        onClick={onEdit}
        disabledReason={editDisabledReason}
      >
        <PencilIcon />
      </NamedAction>
      {onToggleStatus && (
        <NamedAction
          title={toggle}
          name={name}
          tone={isActive ? 'text-amber-700' : 'text-green-700'}
          onClick={onToggleStatus}
          disabledReason={toggleDisabledReason}
        >
          <PowerIcon />
        </NamedAction>
      )}
      {beforeDelete}
      {onDelete && (
        <NamedAction
          title="Eliminar"
          name={name}
          tone="text-red-600 hover:text-red-700"
          onClick={onDelete}
          disabledReason={deleteDisabledReason}
        >
          <TrashIcon />
        </NamedAction>
      )}
      {children}
    </>
  );
}

/** An action named with the record ('Editar Ana'), its title as tooltip. */
function NamedAction({
  title,
  name,
  tone,
  onClick,
  disabledReason,
  children,
}: {
  title: string;
  name: string;
  tone: string;
  onClick: () => void;
  disabledReason?: string;
  children: ReactNode;
}) {
  return (
    <IconAction
      label={`${title} ${name}`}
      title={title}
      tone={tone}
      onClick={onClick}
      disabledReason={disabledReason}
    >
      {children}
    </IconAction>
  );
}
