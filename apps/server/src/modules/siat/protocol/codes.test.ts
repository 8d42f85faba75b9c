import { describe, expect, it } from 'vitest';
import { siatStateOf } from './codes';

describe('siatStateOf', () => {
  it.each([
    [908, 'VALIDADA'],
    [904, 'OBSERVADA'],
    [902, 'RECHAZADA'],
    [905, 'ANULADA'],
    [901, null],
    [null, null],
  ])('%s → %s', (code, state) => {
    expect(siatStateOf(code)).toBe(state);
  });
});
