export const isActiveRecord = (record: { status: string }) => record.status === 'ACTIVE';

/** What 'Activar' / 'Desactivar' sends: the record's id and the other status. */
export const toggledStatus = (record: { id: number; status: string }) => ({
  id: record.id,
  status: isActiveRecord(record) ? ('INACTIVE' as const) : ('ACTIVE' as const),
});

/**
 * The toast that names the result: 'Usuario Ana desactivado', 'Cliente Luis activado'. `noun`
 * is masculine ('Usuario', 'Cliente'); `wasActive` is the status before the change.
 */
export const statusToggledMessage = (noun: string, name: string, wasActive: boolean) =>
  `${noun} ${name} ${wasActive ? 'desactivado' : 'activado'}`;

/** What 'Deshacer' sends after a toggle: the record's id and the status it had before. */
export const formerStatus = (record: { id: number; status: string }) => ({
  id: record.id,
  status: isActiveRecord(record) ? ('ACTIVE' as const) : ('INACTIVE' as const),
});
