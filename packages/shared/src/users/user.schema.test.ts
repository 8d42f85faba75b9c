import { describe, expect, it } from 'vitest';
import { CreateClientInputSchema } from '../clients/client.schema';
import { CreateInstitutionInputSchema } from '../institutions/institution.schema';
import { CreateUserInputSchema, UpdateUserInputSchema } from './user.schema';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('user input', () => {
  const base = { name: 'Ana Pérez', email: ' Ana@Taller.BO ', role: 'ADMIN' };

  it('takes an initial password or an invitation, normalising email and phone', () => {
    expect(
      CreateUserInputSchema.parse({ ...base, phone: '700 123 45', password: 'una clave larga' }),
    ).toMatchObject({ email: 'ana@taller.bo', phone: '+59170012345' });
    expect(CreateUserInputSchema.parse({ ...base, invite: true }).invite).toBe(true);
  });

  it('asks for one of password or invitation, not both and not neither', () => {
    expect(messages(CreateUserInputSchema.safeParse(base))).toEqual([
      'Indique una contraseña inicial o envíe una invitación',
    ]);
    expect(
      messages(
        CreateUserInputSchema.safeParse({ ...base, invite: true, password: 'otra clave larga' }),
      ),
    ).toEqual(['Elija una contraseña inicial o una invitación, no ambas']);
  });

  it('says what is wrong in Spanish', () => {
    expect(
      messages(
        CreateUserInputSchema.safeParse({
          name: 'Ana <b>',
          email: 'x',
          phone: '123',
          role: 'ROOT',
          password: 'corto',
        }),
      ),
    ).toEqual([
      'No se permiten caracteres especiales',
      'Ingrese un correo electrónico válido',
      'Ingrese un número de teléfono válido',
      'Rol no válido',
      'La contraseña debe tener al menos 8 caracteres',
    ]);
    expect(messages(CreateUserInputSchema.safeParse({ invite: true }))).toEqual([
      'El nombre es requerido',
      'El correo es requerido',
      'El rol es requerido',
    ]);
  });

  it('updates only what is sent; an empty phone clears it', () => {
    expect(UpdateUserInputSchema.parse({ id: 4, status: 'INACTIVE', phone: '' })).toEqual({
      id: 4,
      status: 'INACTIVE',
      phone: null,
    });
    expect(messages(UpdateUserInputSchema.safeParse({ id: 'x' }))).toEqual([
      'El identificador no es válido',
    ]);
  });
});

describe('client and institution input', () => {
  it('needs an email to create an access', () => {
    expect(
      messages(
        CreateClientInputSchema.safeParse({
          name: 'Ana',
          documentNumber: '123',
          createAccess: true,
        }),
      ),
    ).toEqual(['El correo es requerido para crear el acceso del cliente']);
  });

  it('upper-cases the document and allows special characters in the address only', () => {
    const parsed = CreateClientInputSchema.parse({
      name: 'Ana',
      documentNumber: ' 1234567  lp ',
      address: 'Calle 5 #123, piso 2°',
      city: '',
    });
    expect(parsed).toMatchObject({
      documentNumber: '1234567 LP',
      address: 'Calle 5 #123, piso 2°',
      city: null,
    });
    expect(
      messages(
        CreateClientInputSchema.safeParse({
          name: 'Ana',
          documentNumber: '12/34',
          city: 'La Paz!',
        }),
      ),
    ).toEqual([
      'El documento (CI/NIT) solo puede contener letras, números, espacios y guiones',
      'No se permiten caracteres especiales',
    ]);
  });

  it('knows the institution types by code', () => {
    expect(
      messages(CreateInstitutionInputSchema.safeParse({ name: 'Colegio X', type: 'Colegio' })),
    ).toEqual(['Tipo de institución no válido']);
    expect(messages(CreateInstitutionInputSchema.safeParse({ name: '' }))).toEqual([
      'El nombre es requerido',
      'El tipo es requerido',
    ]);
  });
});
