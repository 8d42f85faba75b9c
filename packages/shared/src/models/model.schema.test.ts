import { describe, expect, it } from 'vitest';
import {
  CreateModelInputSchema,
  ModelFormSchema,
  ModelMediaInputSchema,
  UpdateModelInputSchema,
} from './model.schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('CreateModelInputSchema', () => {
  it('takes the SPEC payload, drops audit fields and temporary colour ids, applies defaults', () => {
    const parsed = CreateModelInputSchema.parse({
      name: '  Silla  ',
      description: '[" Respaldo ", ""]',
      lineId: '7',
      createdBy: 'admin',
      createdAt: '2020-01-01',
      updatedAt: '2020-01-01',
      updatedBy: 'alguien',
      colors: [
        { id: 'tmp-1', baseName: ' Lino ', frameHexa: '#abcdef' },
        { id: -4, baseHexa: '#123456' },
      ],
    });
    expect(parsed).toEqual({
      name: 'Silla',
      description: ['Respaldo'],
      status: 'ACTIVE',
      lineId: 7,
      colors: [
        {
          id: undefined,
          baseName: 'Lino',
          baseHexa: '#FFFFFF',
          frameName: '',
          frameHexa: '#ABCDEF',
        },
        { id: undefined, baseName: '', baseHexa: '#123456', frameName: '', frameHexa: '#000000' },
      ],
      media: [],
    });
  });

  it.each([
    ['El nombre es requerido', {}],
    ['El nombre es requerido', { name: ' ' }],
    ['La línea es requerida', { name: 'A' }],
    ['La línea es requerida', { name: 'A', lineId: null }],
    ['El identificador de la línea no es válido', { name: 'A', lineId: 1.5 }],
    ['El identificador de la línea no es válido', { name: 'A', lineId: 2 ** 31 }],
    ['El estado debe ser Activo o Inactivo', { name: 'A', lineId: 1, status: 'X' }],
  ])('refuses with %s', (message, input) => {
    expect(firstMessage(CreateModelInputSchema.safeParse(input))).toBe(message);
  });
});

describe('ModelMediaInputSchema', () => {
  it('orders by displayOrder, then by position, keeping ids (or urls when there is no id)', () => {
    expect(
      ModelMediaInputSchema.parse([
        { id: 3, url: '/media/c.png', displayOrder: 2 },
        { url: '/media/a.png', displayOrder: 1 },
        { id: 9, url: '/media/d.png' },
        { id: 5, url: '/media/b.png', displayOrder: 2 },
      ]),
    ).toEqual([{ url: '/media/a.png' }, { id: 3 }, { id: 5 }, { id: 9 }]);
  });
});

describe('UpdateModelInputSchema', () => {
  it('keeps stored colour ids and leaves omitted lists undefined', () => {
    const parsed = UpdateModelInputSchema.parse({
      id: '4',
      name: 'B',
      lineId: 2,
      colors: [{ id: 12, modelId: 4, baseName: 'x' }],
    });
    expect(parsed.id).toBe(4);
    expect(parsed.colors?.[0]?.id).toBe(12);
    expect(parsed.media).toBeUndefined();
    expect(parsed.description).toBeUndefined();
  });
});

describe('ModelFormSchema', () => {
  const valid = {
    name: 'Silla',
    lineId: 3,
    description: [],
    status: 'ACTIVE',
    colors: [{ baseName: '', baseHexa: '#FFFFFF', frameName: '', frameHexa: '#000000' }],
    media: [],
  };
  it('asks for a line and full hex colours', () => {
    expect(ModelFormSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(ModelFormSchema.safeParse({ ...valid, lineId: Number.NaN }))).toBe(
      'La línea es requerida',
    );
    expect(
      firstMessage(
        ModelFormSchema.safeParse({ ...valid, colors: [{ ...valid.colors[0], baseHexa: '#FFF' }] }),
      ),
    ).toBe('El color debe tener el formato #RRGGBB');
  });
});
