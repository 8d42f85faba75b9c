import { IMPORT_RESOURCE_LABELS, type ImportResource } from '@taller/shared';

/** The import dialog's Spanish texts (issue 38). */
export const IMPORT_TEXTS = {
  button: 'Importar',
  title: (resource: ImportResource) => `Importar ${IMPORT_RESOURCE_LABELS[resource].toLowerCase()}`,
  chooseFile: 'Archivo CSV o Excel (.xlsx)',
  chooseHint:
    'La primera fila debe tener los encabezados. Se aceptan CSV separados por «;» o «,» (UTF-8 o Windows-1252) y libros .xlsx.',
  reading: 'Leyendo el archivo…',
  importing: 'Importando…',
  undoing: 'Deshaciendo…',
  mappingTitle: 'Columnas',
  mappingHint: 'Elija qué columna del archivo llena cada campo. Se recordará para la próxima vez.',
  notMapped: '(sin columna)',
  required: 'obligatorio',
  previewTitle: 'Vista previa',
  previewCaption: 'Filas del archivo con sus errores',
  summary: (valid: number, invalid: number) =>
    `${valid} ${valid === 1 ? 'fila válida' : 'filas válidas'}, ${invalid} con errores`,
  line: 'Fila',
  errors: 'Errores',
  noErrors: 'Correcta',
  rowsNoun: 'filas',
  emptyPreview: 'El archivo no tiene filas.',
  importValid: (n: number) => `Importar ${n} ${n === 1 ? 'fila válida' : 'filas válidas'}`,
  otherFile: 'Elegir otro archivo',
  downloadRefused: 'Descargar filas con errores',
  undo: 'Deshacer importación',
  undone: 'Importación deshecha',
  close: 'Listo',
  refusedFile: (resource: ImportResource) => `${resource}-filas-con-errores.csv`,
} as const;
