import { describe, expect, it } from 'vitest';
import { recordListTexts } from './record-list';

describe('recordListTexts', () => {
  it('words a masculine noun', () => {
    const texts = recordListTexts('clientes');
    expect({ ...texts, loadError: texts.loadError('sin red') }).toEqual({
      loading: 'Cargando clientes...',
      empty: 'No hay clientes registrados.',
      noMatches: 'No se encontraron clientes que coincidan con los filtros.',
      loadError: 'Error al cargar los clientes: sin red',
      denied: 'No tienes permisos para gestionar clientes.',
      noun: 'clientes',
      deleted: 'Clientes eliminados',
    });
  });

  it('words a feminine noun and what may not be done', () => {
    const texts = recordListTexts('instituciones', { feminine: true, denied: 'ver las fichas' });
    expect(texts.empty).toBe('No hay instituciones registradas.');
    expect(texts.loadError('x')).toBe('Error al cargar las instituciones: x');
    expect(texts.denied).toBe('No tienes permisos para ver las fichas.');
    expect(texts.deleted).toBe('Instituciones eliminadas');
  });
});
