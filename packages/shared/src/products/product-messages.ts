import { HEIGHT_MAX_CM, HEIGHT_MIN_CM } from '../forms/height';
import { MONEY_MAX_CENTS } from '../money/money';

/** Every Spanish text about products that the server or the web app shows. */
export const PRODUCT_MESSAGES = {
  codeRequired: 'El código es requerido',
  nameRequired: 'El nombre es requerido',
  codeTooLong: 'El código no puede tener más de 30 caracteres',
  codePattern: 'El código solo puede contener letras, números, guiones, puntos y guiones bajos',
  codeTaken: 'Ya existe un producto con este código',
  codeTakenNamed: (code: string) => `Ya existe un producto con el código ${code}`,
  kindRequired: 'El tipo es requerido',
  kindInvalid: 'Tipo de producto no válido',
  priceRequired: 'El precio es requerido',
  priceInvalid: `El precio debe ser un número entero de centavos entre 0 y ${MONEY_MAX_CENTS}`,
  priceText: 'Ingrese un precio válido, por ejemplo 120,50',
  unitRequired: 'La unidad es requerida',
  modelInvalid: 'El identificador del modelo no es válido',
  lineInvalid: 'El identificador de la línea no es válido',
  modelUnavailable: 'El modelo seleccionado no existe o fue eliminado',
  modelNotFound: 'Modelo no encontrado',
  colorInvalid: 'El identificador de la combinación de colores no es válido',
  colorWithoutModel: 'Seleccione primero el modelo de la combinación de colores',
  colorRequired: 'Seleccione una combinación de colores del modelo',
  colorNotOfModel: 'La combinación de colores no pertenece al modelo seleccionado',
  modelWithoutColors: 'El modelo no tiene combinaciones de colores',
  sizesInvalid: 'La tabla de tallas no es válida',
  tooManySizes: 'Se permiten como máximo 30 tallas',
  sizeNameRequired: 'El nombre de la talla es requerido',
  sizeNameTooLong: 'El nombre de la talla no puede tener más de 20 caracteres',
  sizeHeightDecimals: 'La estatura puede tener como máximo un decimal',
  sizeRangeInverted: (name: string) =>
    `En la talla ${name}, la estatura mínima no puede ser mayor que la máxima`,
  sizeRangeEmpty: (name: string) =>
    `En la talla ${name}, la estatura máxima debe ser mayor que la mínima`,
  sizeRepeated: (name: string) => `La talla ${name} está repetida`,
  sizesOverlap: (a: string, b: string) =>
    `Las tallas ${a} y ${b} se superponen: una estatura solo puede corresponder a una talla`,
  sizeRange: `Estatura entre ${HEIGHT_MIN_CM} y ${HEIGHT_MAX_CM} cm`,
  sizeRangeHint:
    `Estatura entre ${HEIGHT_MIN_CM} y ${HEIGHT_MAX_CM} cm. Cada talla va desde su estatura mínima ` +
    'hasta la máxima sin incluirla (S 100–130 y M 130–150: 130 es M); la última incluye su máxima. ' +
    'Puede haber huecos entre tallas.',
  sizeIdInvalid: 'El identificador de la talla no es válido',
  sizeNotOfProduct: (id: number) => `La talla ${id} no pertenece a este producto`,
  mediaUnavailable: (ids: readonly (number | string)[]) =>
    `Archivos multimedia no disponibles para este producto: ${ids.join(', ')}`,
  generateItemsInvalid: 'La lista de productos a generar no es válida',
  notFound: 'Producto no encontrado',
  notInTrash: 'El producto no está en la papelera',
  inUse: (users: readonly string[]) =>
    `No se puede eliminar el producto porque lo usan: ${users.join('; ')}`,

  found: 'Producto obtenido',
  created: 'Producto creado exitosamente',
  updated: 'Producto actualizado exitosamente',
  deleted: (name: string) => `Producto ${name} eliminado exitosamente`,
  restored: (name: string) => `Producto ${name} restaurado exitosamente`,
  generated: (created: number, skipped: number) =>
    `Se crearon ${created} ${created === 1 ? 'producto' : 'productos'}` +
    (skipped > 0 ? ` y se omitieron ${skipped} por código existente` : ''),
} as const;
