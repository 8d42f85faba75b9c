import { describe, expect, it } from 'vitest';
import { checkBusinessName, isBusinessName } from './business-name';
import { requiredName } from './fields';
import { LineNameSchema } from '../lines/line.schema';
import { CreateClientInputSchema } from '../clients/client.schema';
import { CreatePackageInputSchema } from '../packages/package.schema';

const refused = (character: string) =>
  `No se permite ${character} en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #`;

describe('names as businesses write them (issue 34)', () => {
  it.each([
    'María Fernanda Quiroga (U.E. San José)',
    'Pack escolar: polo azul + gorra',
    'Confecciones Rojas & Hijos S.R.L.',
    "O'Higgins 4/B #12",
    'O’Higgins', // the apostrophe phones type
    'Ñandú Pingüino-Ünal, Jr.',
    'Jose\u0301', // a decomposed accent
    'Ελένη Παπαδοπούλου',
    'Łukasz Żółć',
    'Нина Петрова',
  ])('accepts %j', (value) => {
    expect(isBusinessName(value)).toBe(true);
    expect(checkBusinessName(value)).toBeNull();
  });

  it.each([
    ['Ana <b>', '«<»'],
    ['ventas@taller', '«@»'],
    ['Hola!', '«!»'],
    ['50%', '«%»'],
    ['a;b', '«;»'],
    ['Ana 😀', '«😀»'],
    ['Ana\tLuna', 'el carácter U+0009'],
    ['Ana\u00a0Luna', 'el carácter U+00A0'],
    ['Ana\u0000', 'el carácter U+0000'],
  ])('refuses %j naming %s', (value, shown) => {
    expect(checkBusinessName(value)).toBe(refused(shown));
  });

  it('is the rule of the shared schemas, which keep the name as typed (trimmed)', () => {
    const schema = requiredName('El nombre', 'El nombre es requerido', 150);
    expect(schema.parse('  Pack escolar: polo azul + gorra ')).toBe(
      'Pack escolar: polo azul + gorra',
    );
    expect(schema.safeParse('Ana <b>').error?.issues[0]?.message).toBe(refused('«<»'));
    const client = CreateClientInputSchema.parse({
      name: 'María Fernanda Quiroga (U.E. San José)',
      documentNumber: '1234567 LP',
    });
    expect(client.name).toBe('María Fernanda Quiroga (U.E. San José)');
    const pack = CreatePackageInputSchema.safeParse({
      code: 'PCK-1',
      name: 'Pack escolar: polo azul + gorra',
      items: [{ productId: 1, quantity: 1 }],
      priceMode: 'SUM',
    });
    expect(pack.data?.name).toBe('Pack escolar: polo azul + gorra');
  });

  it("leaves SPEC.md §5's stricter line name rule where SPEC states it", () => {
    expect(LineNameSchema.safeParse('Línea: verano').error?.issues[0]?.message).toBe(
      'El nombre solo puede contener letras, números y espacios.',
    );
  });
});
