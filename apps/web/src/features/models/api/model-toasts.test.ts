import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/core';
import {
  createModelErrorMessage,
  restoreModelErrorMessage,
  updateModelErrorMessage,
} from './model-toasts';

describe('model error toasts (SPEC.md §8)', () => {
  it('maps a 400 saying the name is taken (NAME_TAKEN) to the duplicate-name text', () => {
    const error = new ApiError(400, 'Ya existe un modelo con este nombre', null, 'NAME_TAKEN');
    expect(createModelErrorMessage(error)).toBe('Ya existe un modelo con este nombre');
    expect(updateModelErrorMessage(error)).toBe('Ya existe un modelo con este nombre');
    // Decided on the code, not on the words.
    const other = new ApiError(400, 'El nombre es requerido', null, 'VALIDATION');
    expect(createModelErrorMessage(other)).toBe('Error al crear modelo: El nombre es requerido');
  });

  it('passes any other 400 message on after the action', () => {
    const error = new ApiError(400, 'La línea seleccionada no existe o fue eliminada');
    expect(createModelErrorMessage(error)).toBe(
      'Error al crear modelo: La línea seleccionada no existe o fue eliminada',
    );
    expect(updateModelErrorMessage(error)).toBe(
      'Error al actualizar modelo: La línea seleccionada no existe o fue eliminada',
    );
  });

  it('says little about anything else: other statuses, network failures', () => {
    for (const error of [
      new ApiError(404, 'Modelo no encontrado'),
      new ApiError(500, 'nombre'),
      new Error('Failed to fetch'),
      'x',
    ]) {
      expect(createModelErrorMessage(error)).toBe('Error al crear modelo');
      expect(updateModelErrorMessage(error)).toBe('Error al actualizar modelo');
    }
  });

  it('says why a restore was refused (409), generic otherwise', () => {
    expect(restoreModelErrorMessage(new ApiError(409, 'Ya existe un modelo con este nombre'))).toBe(
      'Ya existe un modelo con este nombre',
    );
    expect(restoreModelErrorMessage(new ApiError(500, 'x'))).toBe('Error al restaurar el modelo');
  });
});
