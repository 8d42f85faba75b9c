import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/core';
import { restoreLineErrorMessage, updateLineErrorMessage } from './line-toasts';

describe('line error toasts (SPEC.md §8)', () => {
  it('maps an update 400 saying the name is taken (NAME_TAKEN) to the duplicate-name text', () => {
    const error = new ApiError(400, 'Ya existe una línea con este nombre', null, 'NAME_TAKEN');
    expect(updateLineErrorMessage(error)).toBe('Ya existe una línea con este nombre');
    // Decided on the code, not on the words: a field error naming the name is another 400.
    expect(updateLineErrorMessage(new ApiError(400, 'Invalid name', null, 'VALIDATION'))).toBe(
      'Error al actualizar la línea: Invalid name',
    );
  });

  it('passes any other 400 message on, and says little about the rest', () => {
    expect(
      updateLineErrorMessage(new ApiError(400, 'El color debe tener el formato #RRGGBB')),
    ).toBe('Error al actualizar la línea: El color debe tener el formato #RRGGBB');
    expect(updateLineErrorMessage(new ApiError(404, 'Línea no encontrada'))).toBe(
      'Error al actualizar la línea',
    );
    expect(updateLineErrorMessage(new Error('Error al actualizar línea'))).toBe(
      'Error al actualizar la línea',
    );
  });

  it("says why a restore was refused with 409, in the server's words", () => {
    expect(restoreLineErrorMessage(new ApiError(409, 'Ya existe una línea con este nombre'))).toBe(
      'Ya existe una línea con este nombre',
    );
    expect(restoreLineErrorMessage(new ApiError(409, 'La línea no está en la papelera'))).toBe(
      'La línea no está en la papelera',
    );
    expect(restoreLineErrorMessage(new ApiError(500, 'x'))).toBe('Error al restaurar la línea');
  });
});
