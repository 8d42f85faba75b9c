import { describe, expect, it } from 'vitest';
import { toValidate, validateField, validateForm } from './form-rules';

describe('generic form rules (SPEC.md §5)', () => {
  it('required: empty, blank and missing values fail; others pass', () => {
    for (const value of ['', '   ', undefined, null, []]) {
      expect(validateField(value, { required: true })).toBe('Este campo es requerido');
    }
    expect(validateField('x', { required: true })).toBeNull();
    expect(validateField(0, { required: true })).toBeNull();
    expect(validateField('', { required: 'El nombre es requerido' })).toBe(
      'El nombre es requerido',
    );
  });

  it('an empty optional value skips every other rule', () => {
    expect(validateField('', { min: 5, length: { min: 3 }, pattern: /^\d+$/ })).toBeNull();
  });

  it('min and max compare numbers, reading a comma decimal', () => {
    expect(validateField('4,9', { min: 5 })).toBe('El valor mínimo es 5');
    expect(validateField(5, { min: 5, max: 10 })).toBeNull();
    expect(validateField('10,5', { max: 10 })).toBe('El valor máximo es 10');
    expect(validateField('diez', { max: 10 })).toBe('Ingrese un número válido');
    expect(validateField(1, { min: { value: 2, message: 'Mínimo dos' } })).toBe('Mínimo dos');
  });

  it('length counts characters (not UTF-16 units) after trimming', () => {
    expect(validateField(' ab ', { length: { min: 3 } })).toBe('Debe tener al menos 3 caracteres');
    expect(validateField('abcd', { length: { max: 3 } })).toBe(
      'Debe tener como máximo 3 caracteres',
    );
    expect(validateField('1234567', { length: { min: 8, max: 8 } })).toBe(
      'Debe tener exactamente 8 caracteres',
    );
    expect(validateField('ñandú😀', { length: { max: 6 } })).toBeNull();
    expect(validateField('ab', { length: { min: 3, message: 'Muy corto' } })).toBe('Muy corto');
  });

  it('pattern tests the trimmed text, and global patterns stay stateless', () => {
    const digits = /^\d+$/g;
    expect(validateField('123', { pattern: digits })).toBeNull();
    expect(validateField('123', { pattern: digits })).toBeNull();
    expect(validateField('12a', { pattern: digits })).toBe('El formato no es válido');
    expect(validateField('#12', { pattern: { value: /^\d+$/, message: 'Solo dígitos' } })).toBe(
      'Solo dígitos',
    );
  });

  it('reports the first broken rule in order: required, min/max, length, pattern', () => {
    const rules = { required: true, max: 99, length: { max: 1 }, pattern: /^1/ };
    expect(validateField('100', rules)).toBe('El valor máximo es 99');
    expect(validateField('20', rules)).toBe('Debe tener como máximo 1 carácter');
    expect(validateField('2', rules)).toBe('El formato no es válido');
  });

  it('validates a whole form and adapts to react-hook-form', () => {
    const errors = validateForm(
      { name: '', age: '17', code: 'AB' },
      { name: { required: true }, age: { min: 18 }, code: { pattern: /^[A-Z]+$/ } },
    );
    expect(errors).toEqual({ name: 'Este campo es requerido', age: 'El valor mínimo es 18' });
    expect(toValidate({ required: true })('')).toBe('Este campo es requerido');
    expect(toValidate({ required: true })('x')).toBe(true);
  });
});
