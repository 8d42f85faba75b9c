import { formatDecimal } from '../numbers/format-decimal';
import { MEDIA_MAX_FILES } from './media-constants';

const MB = 1024 * 1024;

/** "10" for 10 MB; the limit as the interface and the server's messages write it. */
export const formatMegabytes = (bytes: number) =>
  formatDecimal(bytes / MB, { grouping: 'auto', maximumFractionDigits: 2 });

/** The display name of an uploaded file inside a message: never empty, one line. */
const shown = (fileName: string) => fileName.replace(/[\r\n\t]+/g, ' ').trim() || 'sin nombre';

export const MEDIA_MESSAGES = {
  title: 'Archivos Multimedia',
  hint: 'PNG, JPG, GIF, PDF, MP4 hasta 10MB',
  empty: 'No hay archivos multimedia',
  uploaded: 'Archivos subidos exitosamente',
  uploadFailed: 'Error al subir los archivos',
  deleted: 'Archivo eliminado exitosamente',
  deletedMany: 'Archivos eliminados exitosamente',
  deleteFailed: 'Error al eliminar el archivo',
  /** Service-level failure of POST /media/delete (SPEC §8). */
  deleteFailedService: 'Error al eliminar los archivos',
  typeNotAllowed: (fileName: string) => `Tipo de archivo no permitido: ${shown(fileName)}`,
  tooLarge: (fileName: string, maxBytes: number) =>
    `El archivo ${shown(fileName)} supera el tamaño máximo de ${formatMegabytes(maxBytes)} MB`,
  notMultipart:
    'La petición debe enviarse como multipart/form-data con los archivos en el campo files',
  malformed: 'El formulario multipart está mal formado o incompleto',
  wrongField: 'Los archivos deben enviarse en el campo files',
  noFiles: 'No se recibió ningún archivo en el campo files',
  tooManyFiles: `No se pueden subir más de ${MEDIA_MAX_FILES} archivos a la vez`,
  deleteListEmpty: 'Indica al menos un archivo para eliminar',
  urlRequired: 'La URL del archivo es requerida',
  fileNotFound: 'Archivo no encontrado',
  nothingToDelete: 'No se encontró ningún archivo para eliminar: no se eliminó nada',
  ownerInTrash:
    'El archivo pertenece a un registro que está en la papelera: se conserva para cuando se restaure',
  attachedElsewhere: 'El archivo pertenece a otro registro y no se puede eliminar desde aquí',
  rangeNotSatisfiable: 'El rango solicitado no es válido para este archivo',
} as const;
