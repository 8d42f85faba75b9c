import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('zod in Spanish', () => {
  it('names the field in messages a schema does not set', () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'x' });
    expect(result.error?.issues[0]?.message).toBe(
      "Campo 'age': Entrada inválida: se esperaba número, recibido texto",
    );
  });

  it('keeps the messages a schema sets', () => {
    const result = z.object({ name: z.string().min(1, 'El nombre es requerido') }).safeParse({
      name: '',
    });
    expect(result.error?.issues[0]?.message).toBe('El nombre es requerido');
  });
});
