import type { ReactNode } from 'react';
import { IconAction } from '../components/ui/icon-action';
import { EyeIcon, PencilIcon, PowerIcon, TrashIcon, XIcon } from '../components/ui/icons';

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
  return (
    <>
      <ViewAction name={name} onClick={onView} />
      <NamedAction action="edit" name={name} onClick={onEdit} disabledReason={editDisabledReason} />
      {onToggleStatus && (
        <NamedAction
          action={isActive ? 'deactivate' : 'activate'}
          name={name}
          onClick={onToggleStatus}
          disabledReason={toggleDisabledReason}
        />
      )}
      {beforeDelete}
      {onDelete && (
        <NamedAction
          action="delete"
          name={name}
          onClick={onDelete}
          disabledReason={deleteDisabledReason}
        />
      )}
      {children}
    </>
  );
}

/** 'Ver detalles de Ana'. */
export function ViewAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <IconAction label={`Ver detalles de ${name}`} title="Ver detalles" onClick={onClick}>
      <EyeIcon />
    </IconAction>
  );
}

/** The actions named with the record ('Editar Ana'): their title, colour and icon. */
const NAMED_ACTIONS = {
  edit: { title: 'Editar', tone: 'text-blue-700', icon: <PencilIcon /> },
  activate: { title: 'Activar', tone: 'text-green-700', icon: <PowerIcon /> },
  deactivate: { title: 'Desactivar', tone: 'text-amber-700', icon: <PowerIcon /> },
  delete: { title: 'Eliminar', tone: 'text-red-600 hover:text-red-700', icon: <TrashIcon /> },
  annul: { title: 'Anular', tone: 'text-red-600 hover:text-red-700', icon: <XIcon /> },
} as const;

/** An action named with the record ('Editar Ana'), its title as tooltip. */
export function NamedAction({
  action,
  name,
  onClick,
  disabledReason,
}: {
  action: keyof typeof NAMED_ACTIONS;
  /** The record's name, in the button's accessible name. */
  name: string;
  onClick: () => void;
  /** Why the action does not apply to this row: it stays in its slot, disabled. */
  disabledReason?: string;
}) {
  const { title, tone, icon } = NAMED_ACTIONS[action];
  return (
    <IconAction
      label={`${title} ${name}`}
      title={title}
      tone={tone}
      onClick={onClick}
      disabledReason={disabledReason}
    >
      {icon}
    </IconAction>
  );
}
