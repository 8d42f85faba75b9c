import { describe, expect, it } from 'vitest';
import { HOME_MESSAGES } from '../home/home-messages';
import { missingPieces, piecesCount } from './production-messages';

describe('pieces in words', () => {
  it('says one piece in the singular and any other count in the plural', () => {
    expect(piecesCount(1)).toBe('1 pieza');
    expect(piecesCount(0)).toBe('0 piezas');
    expect(missingPieces(1, 1)).toBe('Falta 1 de 1 pieza');
    expect(missingPieces(1, 16)).toBe('Falta 1 de 16 piezas');
    expect(missingPieces(3, 16)).toBe('Faltan 3 de 16 piezas');
    expect(HOME_MESSAGES.piecesProgress(0, 1)).toBe('0 de 1 pieza terminada');
    expect(HOME_MESSAGES.piecesProgress(4, 10)).toBe('4 de 10 piezas terminadas');
  });
});
