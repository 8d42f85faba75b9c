import { describe, expect, it } from 'vitest';
import { CreateLineInputSchema, LineFormSchema, UpdateLineInputSchema } from './line.schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('CreateLineInputSchema', () => {
  it('takes the SPEC payload, drops the audit fields and defaults the colour', () => {
    const parsed = CreateLineInputSchema.parse({
      name: '  Clásica ',
      status: 'ACTIVE',
      description: '[" Roble ", ""]',
      createdAt: '2020-01-01',
      createdBy: 'alguien',
      updatedAt: '2020-01-01',
      updatedBy: 'alguien',
    });
    expect(parsed).toEqual({
      name: 'Clásica',
      color: '#000000',
      description: ['Roble'],
      status: 'ACTIVE',
    });
  });

  it.each([
    [{}, 'El nombre es requerido'],
    [{ name: '' }, 'El nombre es requerido'],
    [{ name: '   ' }, 'El nombre es requerido'],
    [{ name: 'Línea #1' }, 'El nombre solo puede contener letras, números y espacios.'],
    [{ name: 'a'.repeat(101) }, 'El nombre no puede tener más de 100 caracteres'],
    [{ name: 'Ok', color: 'rojo' }, 'El color debe tener el formato #RRGGBB'],
    [{ name: 'Ok', color: '#12345' }, 'El color debe tener el formato #RRGGBB'],
    [{ name: 'Ok', status: 'BORRADO' }, 'El estado debe ser Activo o Inactivo'],
    [{ name: 'Ok', description: 42 }, 'La descripción debe ser una lista de textos'],
    [{ name: 'Ok', description: '[1,2]' }, 'La descripción debe ser una lista de textos'],
    [
      { name: 'Ok', description: ['x'.repeat(501)] },
      'Cada descripción puede tener como máximo 500 caracteres',
    ],
    [
      { name: 'Ok', description: Array.from({ length: 101 }, () => 'x') },
      'Se permiten como máximo 100 descripciones',
    ],
  ])('refuses %j with the Spanish rule', (input, message) => {
    expect(firstMessage(CreateLineInputSchema.safeParse(input))).toBe(message);
  });

  it('accepts a 100-character name with ñ, accents and ü', () => {
    const name = 'Ñandú pingüino ÁÉÍÓÚ 2024 '.padEnd(100, 'x');
    expect(CreateLineInputSchema.safeParse({ name }).success).toBe(true);
  });

  it('reads plain text and raw arrays as descriptions', () => {
    expect(CreateLineInputSchema.parse({ name: 'A', description: 'Texto' }).description).toEqual([
      'Texto',
    ]);
    expect(CreateLineInputSchema.parse({ name: 'A', description: ['x', ' '] }).description).toEqual(
      ['x'],
    );
    expect(CreateLineInputSchema.parse({ name: 'A', description: null }).description).toEqual([]);
  });
});

describe('UpdateLineInputSchema', () => {
  it('needs a status, with the SPEC message', () => {
    expect(firstMessage(UpdateLineInputSchema.safeParse({ id: 1, name: 'A' }))).toBe(
      'El estado es requerido',
    );
    expect(firstMessage(UpdateLineInputSchema.safeParse({ id: 1, name: 'A', status: '' }))).toBe(
      'El estado es requerido',
    );
  });

  it('needs a valid id', () => {
    for (const id of [undefined, 0, -1, 1.5, 'abc', 2 ** 31]) {
      expect(
        firstMessage(UpdateLineInputSchema.safeParse({ id, name: 'A', status: 'ACTIVE' })),
      ).toBe('El identificador de la línea no es válido');
    }
  });

  it('leaves colour and description undefined when they are not sent', () => {
    expect(UpdateLineInputSchema.parse({ id: '3', name: 'A', status: 'INACTIVE' })).toEqual({
      id: 3,
      name: 'A',
      status: 'INACTIVE',
    });
  });
});

describe('LineFormSchema', () => {
  it('reports each field the user must fix', () => {
    const result = LineFormSchema.safeParse({
      name: '',
      color: '#12',
      description: [],
      status: '',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'El nombre es requerido'],
      ['name', 'El nombre solo puede contener letras, números y espacios.'],
      ['color', 'El color debe tener el formato #RRGGBB'],
      ['status', 'El estado es requerido'],
    ]);
  });
});
