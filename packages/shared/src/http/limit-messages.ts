/** A wait in words, rounded up: '45 segundos', '12 minutos', '3 horas'. */
export function waitInWords(seconds: number): string {
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'segundo', 'segundos');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minuto', 'minutos');
  return unit(Math.ceil(seconds / 3600), 'hora', 'horas');
}

/** What the limits on uploads and live streams answer (SECURITY.md, "Limits"). */
export const LIMIT_MESSAGES = {
  uploadsPerDay: (files: number, seconds: number) =>
    `Has alcanzado el límite de ${files} archivos subidos por día. Podrás subir más en ${waitInWords(seconds)}.`,
  uploadBytesPerDay: (megabytes: number, seconds: number) =>
    `Has alcanzado el límite de ${megabytes} MB subidos por día. Podrás subir más en ${waitInWords(seconds)}.`,
  proofsPerDay: (proofs: number, seconds: number) =>
    `Ya enviaste ${proofs} comprobantes hoy, el máximo por día. Podrás enviar otro en ${waitInWords(seconds)}.`,
  pendingProofs: (proofs: number) =>
    `Tienes ${proofs} comprobantes pendientes de revisión. Espera a que el taller revise alguno antes de enviar otro.`,
  pendingTicketFiles: (files: number) =>
    `Tienes ${files} archivos adjuntos sin enviar. Envíalos con un mensaje antes de subir más.`,
  tooManyStreams:
    'Hay demasiadas conexiones en vivo abiertas desde tu dirección. Cierra alguna pestaña e inténtalo de nuevo.',
} as const;
