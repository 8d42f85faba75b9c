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

  it('words a list that says its own empty, the bills', () => {
    const texts = recordListTexts('facturas', {
      feminine: true,
      denied: 'ver las facturas',
      empty: 'No hay facturas emitidas.',
    });
    expect({ ...texts, loadError: texts.loadError('sin red') }).toEqual({
      loading: 'Cargando facturas...',
      empty: 'No hay facturas emitidas.',
      noMatches: 'No se encontraron facturas que coincidan con los filtros.',
      loadError: 'Error al cargar las facturas: sin red',
      denied: 'No tienes permisos para ver las facturas.',
      noun: 'facturas',
      deleted: 'Facturas eliminadas',
    });
  });

  it('words the payments, the orders and the FAQ as they were worded', () => {
    const payments = recordListTexts('comprobantes', { denied: 'ver los comprobantes' });
    expect(payments.empty).toBe('No hay comprobantes registrados.');
    expect(payments.loadError('x')).toBe('Error al cargar los comprobantes: x');
    expect(payments.denied).toBe('No tienes permisos para ver los comprobantes.');
    const orders = recordListTexts('pedidos');
    expect(orders.empty).toBe('No hay pedidos registrados.');
    expect(orders.denied).toBe('No tienes permisos para gestionar pedidos.');
    expect(orders.deleted).toBe('Pedidos eliminados');
    const faq = recordListTexts('preguntas', {
      feminine: true,
      denied: 'gestionar las preguntas frecuentes',
      empty: 'No hay preguntas frecuentes. Agregue la primera.',
    });
    expect(faq.loadError('x')).toBe('Error al cargar las preguntas: x');
    expect(faq.denied).toBe('No tienes permisos para gestionar las preguntas frecuentes.');
    expect(faq.deleted).toBe('Preguntas eliminadas');
  });
});
