import { formatDecimal } from '../numbers/format-decimal';

const count = (n: number) => formatDecimal(n, { grouping: 'auto' });
const rows = (n: number) => (n === 1 ? '1 fila' : `${count(n)} filas`);

/** Every Spanish text of imports (issue 38): the calls' answers, refusals and row errors. */
export const IMPORT_MESSAGES = {
  previewed: (valid: number, invalid: number) =>
    `${rows(valid)} para importar, ${rows(invalid)} con errores`,
  imported: (created: number, refused: number) =>
    refused === 0
      ? `Se importaron ${rows(created)}`
      : `Se importaron ${rows(created)}; ${rows(refused)} con errores no se importaron`,
  undone: (removed: number) => `Importación deshecha: se quitaron ${rows(removed)}`,
  notFound: 'La importación no existe',
  alreadyUndone: 'Esta importación ya fue deshecha',
  inUse: (what: string) =>
    `No se puede deshacer la importación: ${what} usan sus registros. Quítelos primero o envíe los registros a la Papelera`,
  notMultipart: 'Envíe el archivo como formulario (multipart/form-data)',
  fileRequired: 'Elija un archivo CSV o XLSX',
  oneFileOnly: 'Envíe un solo archivo',
  unknownField: (name: string) => `El formulario no lleva el campo «${name}»`,
  fileTooLarge: (megabytes: number) => `El archivo pesa más de ${megabytes} MB`,
  unzippedTooLarge: (megabytes: number) =>
    `El libro de Excel ocupa más de ${megabytes} MB sin comprimir`,
  tooManyRows: (max: number) => `El archivo tiene más de ${count(max)} filas: divídalo en partes`,
  unreadable: 'No se pudo leer el archivo: envíe un CSV o un libro de Excel (.xlsx)',
  xlsOld: 'Los libros .xls antiguos no se leen: guárdelo como .xlsx o como CSV',
  noHeader: 'El archivo no tiene una fila de encabezados',
  emptyFile: 'El archivo no tiene filas para importar',
  mappingInvalid:
    'La asignación de columnas no es válida: envíe un objeto { campo: encabezado } en JSON',
  mappingUnknownField: (field: string) => `La asignación nombra un campo desconocido: «${field}»`,
  mappingUnknownHeader: (header: string) => `El archivo no tiene la columna «${header}»`,
  repeatedInFile: (label: string, line: number) => `${label} repetido en la fila ${line}`,
  takenInDatabase: (label: string) => `Ya existe un registro con este valor de «${label}»`,
  kindUnknown: (value: string, options: string) => `El tipo «${value}» no existe (use ${options})`,
  priceInvalid: (value: string) => `El precio «${value}» no es un monto válido`,
  costInvalid: (value: string) => `El costo unitario «${value}» no es un monto válido`,
  quantityInvalid: (label: string, value: string) =>
    `${label}: «${value}» no es una cantidad válida`,
  sizeChartUnknown: (name: string) => `No hay una tabla de tallas llamada «${name}»`,
  openingStockReason: 'Stock inicial (importación)',
  raced:
    'Mientras se importaba se creó un registro con un valor del archivo: vuelva a revisar e importar',
  errorsColumn: 'Errores',
  lineColumn: 'Fila',
} as const;

/** What the tables that may refer to imported rows hold, in Spanish (an undo's 409 names them). */
export const IMPORT_REFERRER_LABELS: Record<string, string> = {
  clients: 'clientes',
  orders: 'pedidos',
  order_items: 'ítems de pedidos',
  order_person_sizes: 'tallas de personas de pedidos',
  bills: 'notas de venta',
  payments: 'pagos',
  products: 'productos',
  package_items: 'paquetes',
  product_materials: 'listas de materiales',
  product_material_sizes: 'listas de materiales por talla',
  stock_movements: 'movimientos de stock',
  support_tickets: 'tickets de soporte',
  whatsapp_conversations: 'conversaciones de WhatsApp',
  cut_plans: 'planes de corte',
  stage_progress: 'avances de producción',
};
