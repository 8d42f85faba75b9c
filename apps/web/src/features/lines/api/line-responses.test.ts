import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/core';
import { getLines } from './get-lines';
import { readList } from '../../../api/fallback';
import { withFallback } from './line-responses';

describe('line responses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the list from data, or one level deeper, or gives an empty list', () => {
    const line = { id: 1 };
    expect(readList([line])).toEqual([line]);
    expect(readList({ data: [line] })).toEqual([line]);
    expect(readList(null)).toEqual([]);
    expect(readList({ data: 'x' })).toEqual([]);
  });

  it('passes server errors on and replaces network failures by the fallback text', async () => {
    const server = new ApiError(404, 'Línea no encontrada');
    await expect(withFallback(() => Promise.reject(server), 'x')).rejects.toBe(server);
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(
      withFallback(() => Promise.reject(new TypeError('Failed to fetch')), 'Error al crear línea'),
    ).rejects.toThrow('Error al crear línea');
  });

  it('reports an unreachable server in Spanish when loading the list', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getLines()).rejects.toThrow('Error desconocido');
  });
});
