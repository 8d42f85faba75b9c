import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type SignedInClient } from './client-area-helpers';
import { createOrder, orderFixtures } from './order-helpers';
import { expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`support tickets: a client's own, answered by staff (${testDialect})`, () => {
  const ctx = signedInCaller('ADMIN', 'Alba Admin');
  const { api: staff } = ctx;
  let ana: SignedInClient;
  let beto: SignedInClient;
  let anaTicket: { id: number; order: { number: string } };
  let betoTicket: { id: number };

  beforeAll(async () => {
    ana = await signedInClient(ctx.t, staff, 'Ana Soporte');
    beto = await signedInClient(ctx.t, staff, 'Beto Soporte');
    const f = await orderFixtures(staff, 'SUP');
    const anaOrder = await createOrder(staff, f, { clientId: ana.client.id });
    const res = await ana.api('POST', '/api/client-area/tickets/create', {
      subject: '¿Cuándo entregan?',
      message: 'Necesito las togas antes del acto.',
      orderId: anaOrder.id,
    });
    expect(okData(res, 'Ticket enviado. El taller le responderá pronto.')).toMatchObject({
      clientId: ana.client.id,
      order: { id: anaOrder.id, number: anaOrder.number },
      status: 'OPEN',
      awaitingStaff: true,
      messages: [{ authorName: 'Ana Soporte', fromStaff: false }],
    });
    anaTicket = res.body.data;
    betoTicket = (
      await beto.api('POST', '/api/client-area/tickets/create', {
        subject: 'Factura',
        message: 'Hola',
      })
    ).body.data;
    // An order of someone else cannot be named.
    expectRefused(
      await beto.api('POST', '/api/client-area/tickets/create', {
        subject: 'Otro',
        message: 'x',
        orderId: anaOrder.id,
      }),
      404,
      'El pedido indicado no existe',
    );
  });

  it('each client lists only their own tickets; another’s id answers 404 everywhere', async () => {
    const ids = async (api: typeof ana.api) =>
      ((await api('GET', '/api/client-area/tickets')).body.data.items as { id: number }[]).map(
        (t) => t.id,
      );
    expect(await ids(ana.api)).toEqual([anaTicket.id]);
    expect(await ids(beto.api)).toEqual([betoTicket.id]);
    const notFound = { statusCode: 404, status: 404, message: 'Ticket no encontrado' };
    for (const [method, url, body] of [
      ['GET', `/api/client-area/tickets/${betoTicket.id}`, undefined],
      ['POST', `/api/client-area/tickets/${betoTicket.id}/reply`, { message: 'hola' }],
      ['POST', `/api/client-area/tickets/${betoTicket.id}/close`, undefined],
    ] as const) {
      expect(failure(await ana.api(method, url, body)), url).toEqual(notFound);
    }
  });

  it('staff inbox: unanswered first; a reply marks it Respondido; close, reopen', async () => {
    const inbox = await staff('GET', '/api/ticket');
    expect(inbox.body.data.items.map((t: { id: number }) => t.id)).toEqual([
      betoTicket.id,
      anaTicket.id,
    ]);
    const replied = await staff('POST', `/api/ticket/${anaTicket.id}/reply`, {
      message: 'Las entregamos el 10 de marzo.',
    });
    expect(replied.body).toMatchObject({
      message: 'Respuesta enviada',
      data: { status: 'ANSWERED', awaitingStaff: false },
    });
    const answered = await ana.api('GET', `/api/client-area/tickets/${anaTicket.id}`);
    expect(answered.body.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Necesito las togas antes del acto.',
      'Las entregamos el 10 de marzo.',
    ]);
    const byStatus = await staff('GET', `/api/ticket?status=ANSWERED&clientId=${ana.client.id}`);
    expect(byStatus.body.data.items.map((t: { id: number }) => t.id)).toEqual([anaTicket.id]);

    // The inbox as a CSV file, with the same filters.
    const rowsOf = async (query: string) => {
      const csv = await staff('GET', `/api/ticket/export.csv${query}`);
      expect(csv.headers['content-type']).toContain('text/csv');
      return csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const [header, ...anaRows] = await rowsOf(`?clientId=${ana.client.id}`);
    expect(header).toMatch(/^ID.Asunto.Cliente.Pedido.Estado.Sin responder.Último mensaje/);
    expect(anaRows).toHaveLength(1);
    for (const text of ['¿Cuándo entregan?', 'Ana Soporte', 'Respondido']) {
      expect(anaRows[0]).toContain(text);
    }
    expect(anaRows[0]).toContain(anaTicket.order.number);
    const [, ...found] = await rowsOf('?q=factura&status=OPEN');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Beto Soporte');

    const closed = await ana.api('POST', `/api/client-area/tickets/${anaTicket.id}/close`);
    expect(closed.body.data.status).toBe('CLOSED');
    expectRefused(
      await ana.api('POST', `/api/client-area/tickets/${anaTicket.id}/reply`, { message: 'x' }),
      409,
      'El ticket está cerrado: reábralo o cree uno nuevo',
    );
    const reopened = await staff('POST', `/api/ticket/${anaTicket.id}/reopen`);
    expect(reopened.body.data.status).toBe('OPEN');
  });

  it('refuses blank texts in Spanish; the other side of the permissions', async () => {
    expect(
      failure(
        await ana.api('POST', '/api/client-area/tickets/create', { subject: ' ', message: '' }),
      ),
    ).toMatchObject({ statusCode: 400 });
    expect(failure(await staff('GET', '/api/client-area/tickets'))).toMatchObject({
      statusCode: 403,
    });
    expect(failure(await ana.api('GET', '/api/ticket'))).toMatchObject({ statusCode: 403 });
  });
});
