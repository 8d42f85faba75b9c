import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, formatMegabytes } from './media-messages';

describe('media messages', () => {
  it('writes the size limit in MB as the interface promises it', () => {
    expect(MEDIA_MESSAGES.tooLarge('foto.png', 10 * 1024 * 1024)).toBe(
      'El archivo foto.png supera el tamaño máximo de 10 MB',
    );
    expect(formatMegabytes(512 * 1024)).toBe('0,5');
  });

  it('names the refused file, and never leaves the name empty', () => {
    expect(MEDIA_MESSAGES.typeNotAllowed('virus.png')).toBe(
      'Tipo de archivo no permitido: virus.png',
    );
    expect(MEDIA_MESSAGES.typeNotAllowed('  ')).toBe('Tipo de archivo no permitido: sin nombre');
  });
});
