import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { deletedParam, pageParam, pageSizeParam, searchParam, sortParam } from './list-query';

const Query = z.object({
  q: searchParam,
  page: pageParam,
  pageSize: pageSizeParam,
  deleted: deletedParam,
  sort: sortParam(['name', 'createdAt'], 'name'),
});
const message = (input: unknown) => Query.safeParse(input).error?.issues[0]?.message;

describe('list query', () => {
  it('defaults to page 1 of 20, sorted by name, live records', () => {
    expect(Query.parse({})).toEqual({
      q: undefined,
      page: 1,
      pageSize: 20,
      deleted: false,
      sort: { field: 'name', direction: 'asc' },
    });
  });

  it('reads a descending sort, a trimmed search and the trash flag', () => {
    expect(
      Query.parse({ q: '  ana ', sort: '-createdAt', page: '3', pageSize: '100', deleted: 'true' }),
    ).toEqual({
      q: 'ana',
      page: 3,
      pageSize: 100,
      deleted: true,
      sort: { field: 'createdAt', direction: 'desc' },
    });
  });

  it('treats a blank search as none', () => {
    expect(Query.parse({ q: '   ' }).q).toBeUndefined();
  });

  it.each([
    [{ page: '0' }, 'La página debe ser un número entero mayor que 0'],
    [{ page: '1.5' }, 'La página debe ser un número entero mayor que 0'],
    [{ page: 'abc' }, 'La página debe ser un número entero mayor que 0'],
    [{ pageSize: '101' }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [{ pageSize: '0' }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [
      { sort: 'password' },
      'Orden no válido. Valores permitidos: name, -name, createdAt, -createdAt',
    ],
    [{ deleted: 'yes' }, "El parámetro 'deleted' debe ser 'true' o 'false'"],
    [{ q: 'x'.repeat(101) }, 'La búsqueda no puede tener más de 100 caracteres'],
    [{ q: 'a\u0000b' }, 'La búsqueda contiene caracteres no permitidos'],
  ])('refuses %j in Spanish', (input, expected) => {
    expect(message(input)).toBe(expected);
  });
});
