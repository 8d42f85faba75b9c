import { formatDecimal } from '../numbers/format-decimal';

/** The Spanish texts of a pasted or imported roster's rows (the order's own are in ORDER_MESSAGES). */
export const ROSTER_MESSAGES = {
  heightMissing: 'Falta la estatura: escríbala al final de la fila (por ejemplo 150 o 1,50)',
  heightNotLast: 'La estatura debe ir al final de la fila, después del nombre',
  heightUnreadable: (text: string) =>
    `No se entiende la estatura «${text}»: escriba centímetros (150 o 150,5) o metros (1,50)`,
  lineTooLong: (max: number) => `La fila tiene más de ${max} caracteres`,
  /** The note on a row whose height was written in metres. */
  metresToCm: (metres: number, heightCm: number) =>
    `${formatDecimal(metres)} m → ${formatDecimal(heightCm)} cm`,
  fileTooLarge: 'El archivo es demasiado grande para una lista de personas',
  fileUnreadable: 'No se pudo leer el archivo',
} as const;
