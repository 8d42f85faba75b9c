/** How SIAT's SOAP answers are read: lists that may come as one object, text booleans and numbers. */
import type * as T from './client-types';

export type Row = Record<string, unknown>;

export const list = (value: unknown): Row[] =>
  value === undefined || value === null ? [] : ((Array.isArray(value) ? value : [value]) as Row[]);
export const bool = (value: unknown) => value === true || value === 'true';
export const num = (value: unknown) =>
  value === undefined || value === null ? null : Number(value);
export const str = (value: unknown) =>
  value === undefined || value === null ? null : String(value);

export function messages(value: unknown): T.SiatMessage[] {
  return list(value).map((m) => ({
    codigo: Number(m.codigo),
    descripcion: String(m.descripcion ?? ''),
    ...(m.advertencia !== undefined ? { advertencia: bool(m.advertencia) } : {}),
    ...(m.numeroArchivo !== undefined ? { numeroArchivo: Number(m.numeroArchivo) } : {}),
    ...(m.numeroDetalle !== undefined ? { numeroDetalle: Number(m.numeroDetalle) } : {}),
  }));
}

export const answer = (row: Row): T.SiatAnswer => ({
  transaccion: bool(row.transaccion),
  mensajesList: messages(row.mensajesList),
});
