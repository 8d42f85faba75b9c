import { describe, expect, it } from 'vitest';
import { addableAt, removableAt, stageCountRefusal } from './stage-counts';

const STAGES = ['Corte', 'Confección', 'Acabado'];
const check = (done: number[], at: number, count: number) =>
  stageCountRefusal({ stageNames: STAGES, done, total: 30, at, count, piece: 'Polo talla M' });

describe('stage counts', () => {
  it('takes counts up to the pieces of the order at the first stage', () => {
    expect(check([0, 0, 0], 0, 30)).toBeNull();
    expect(check([29, 0, 0], 0, 2)).toBe(
      'Corte: no se puede llegar a 31 de Polo talla M; el pedido tiene 30',
    );
  });

  it('never lets a stage pass what the stage before it has done', () => {
    expect(check([20, 18, 0], 1, 2)).toBeNull();
    expect(check([20, 18, 0], 1, 3)).toBe(
      'Confección: no se puede llegar a 21 de Polo talla M; Corte solo tiene 20 hechas (una pieza pasa las etapas en orden)',
    );
  });

  it('lets a correction go down, never below zero nor below the next stage', () => {
    expect(check([20, 18, 5], 1, -13)).toBeNull();
    expect(check([20, 18, 5], 1, -14)).toBe(
      'Confección: la corrección dejaría 4 de Polo talla M, menos que las 5 que ya pasaron Acabado',
    );
    expect(check([20, 18, 5], 2, -6)).toBe(
      'Acabado: la corrección dejaría Polo talla M por debajo de cero (hay 5 registradas)',
    );
  });

  it('says how many pieces each stage may take or give back', () => {
    expect(addableAt([20, 18, 5], 30, 0)).toBe(10);
    expect(addableAt([20, 18, 5], 30, 1)).toBe(2);
    expect(addableAt([20, 18, 5], 30, 2)).toBe(13);
    expect(removableAt([20, 18, 5], 1)).toBe(13);
    expect(removableAt([20, 18, 5], 2)).toBe(5);
  });
});
