import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/core';
import { nameFieldError } from './name-errors';

describe('nameFieldError', () => {
  it.each([
    ['a line', 'Ya existe una línea con este nombre'],
    ['a model', 'Ya existe un modelo con este nombre'],
  ])('puts the 400 saying the name of %s is taken beside the name field', (_, message) => {
    expect(nameFieldError(new ApiError(400, message, null, 'NAME_TAKEN'))).toBe(message);
  });

  it.each([
    ['any other 400', new ApiError(400, 'El color debe tener el formato #RRGGBB')],
    ['a 500 naming the name', new ApiError(500, 'nombre', null, 'INTERNAL')],
    ['a 409 with the NAME_TAKEN code', new ApiError(409, 'nombre', null, 'NAME_TAKEN')],
  ])('puts nothing beside the name field for %s', (_, error) => {
    expect(nameFieldError(error)).toBeNull();
  });
});
