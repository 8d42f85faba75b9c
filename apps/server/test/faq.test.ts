import { describe, expect, it } from 'vitest';
import { signedInClient } from './client-area-helpers';
import { creator, failure, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`Preguntas frecuentes: staff write and order them, clients read the published (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api: staff } = ctx;
  const create = creator<{ id: number; position: number; question: string }>(
    staff,
    '/api/faq/create',
  );

  it('creates, edits, publishes, orders, deletes to the trash and restores', async () => {
    const pay = await create({
      question: '¿Cómo pago mi pedido?',
      answer: 'Por transferencia o QR.\nLuego envíe el comprobante.',
      category: 'Pagos',
      published: true,
    });
    const sizes = await create({
      question: '¿Qué talla elijo?',
      answer: 'La sugerimos por estatura.',
      category: 'Tallas',
    });
    const deposit = await create({
      question: '¿Aceptan depósitos?',
      answer: 'Sí, en Banco Unión.',
      category: 'pagos',
      published: true,
    });
    expect(sizes).toMatchObject({ status: 'DRAFT', position: pay.position + 1 });

    const edited = await staff('PUT', '/api/faq/update', {
      id: sizes.id,
      answer: 'Por estatura (cm).',
    });
    expect(edited.body).toMatchObject({
      message: 'Pregunta actualizada exitosamente',
      data: { question: '¿Qué talla elijo?', answer: 'Por estatura (cm).' },
    });
    const published = await staff('POST', `/api/faq/${sizes.id}/publish`);
    expect(published.body).toMatchObject({
      message: 'Pregunta publicada',
      data: { status: 'PUBLISHED' },
    });

    // Deposit before pay: they swap their places.
    const reordered = await staff('POST', '/api/faq/reorder', { ids: [deposit.id, pay.id] });
    expect(reordered.body.data.map((f: { id: number }) => f.id)).toEqual([deposit.id, pay.id]);
    const list = await staff('GET', '/api/faq?category=PAGOS&sort=position');
    expect(list.body.data.items.map((f: { id: number }) => f.id)).toEqual([deposit.id, pay.id]);

    const csv = await staff('GET', '/api/faq/export.csv?category=Pagos');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('¿Aceptan depósitos?');
    expect(csv.text).not.toContain('¿Qué talla elijo?');

    const deleted = await staff('DELETE', `/api/faq/delete/${pay.id}`);
    expect(deleted.body.message).toBe('Pregunta eliminada exitosamente');
    const trash = await staff('GET', '/api/faq?deleted=true');
    expect(trash.body.data.items.map((f: { id: number }) => f.id)).toContain(pay.id);
    expect((await staff('POST', `/api/faq/restore/${pay.id}`)).body.message).toBe(
      'Pregunta restaurada exitosamente',
    );
    expect(failure(await staff('POST', `/api/faq/restore/${pay.id}`))).toMatchObject({
      statusCode: 409,
      message: 'La pregunta no está en la papelera',
    });
  });

  it('a client reads only the published, live questions, by category, searchable', async () => {
    const client = await signedInClient(ctx.t, staff, 'Carla Lectora');
    const draft = await create({ question: '¿Borrador?', answer: 'No se ve.', category: 'Pagos' });
    const gone = await create({
      question: '¿Borrada?',
      answer: 'Tampoco.',
      category: 'Pagos',
      published: true,
    });
    await staff('DELETE', `/api/faq/delete/${gone.id}`);
    const res = await client.api('GET', '/api/client-area/faq');
    expect(res.statusCode).toBe(200);
    const categories = res.body.data.categories as {
      category: string;
      items: { id: number; question: string }[];
    }[];
    // 'Pagos' and 'pagos' are one category, shown as its first question writes it.
    expect(categories.map((c) => c.category.toLowerCase())).toEqual(['pagos', 'tallas']);
    const questions = categories.flatMap((c) => c.items.map((i) => i.id));
    expect(questions).not.toContain(draft.id);
    expect(questions).not.toContain(gone.id);
    const found = await client.api('GET', '/api/client-area/faq?q=talla');
    expect(found.body.data.categories).toMatchObject([
      { category: 'Tallas', items: [{ question: '¿Qué talla elijo?' }] },
    ]);
    // Staff calls are refused to a client, the client's call to staff.
    expect((await client.api('GET', '/api/faq')).statusCode).toBe(403);
    expect((await client.api('POST', '/api/faq/create', {})).statusCode).toBe(403);
    expect((await staff('GET', '/api/client-area/faq')).statusCode).toBe(403);
  });

  it('refuses bad input in Spanish', async () => {
    expect(
      failure(
        await staff('POST', '/api/faq/create', { question: ' ', answer: 'x', category: 'y' }),
      ),
    ).toMatchObject({
      statusCode: 400,
      message: 'La pregunta es requerida',
    });
    expect(failure(await staff('POST', '/api/faq/reorder', { ids: [1, 1] }))).toMatchObject({
      statusCode: 400,
      message: 'Una pregunta aparece más de una vez en el orden',
    });
    expect(failure(await staff('POST', '/api/faq/reorder', { ids: [999_999] }))).toMatchObject({
      statusCode: 400,
      message: 'Alguna de las preguntas indicadas no existe',
    });
    expect(failure(await staff('POST', '/api/faq/999999/publish'))).toMatchObject({
      statusCode: 404,
      message: 'Pregunta no encontrada',
    });
  });
});
