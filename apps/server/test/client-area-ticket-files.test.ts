import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './auth-helpers';
import { signedInClient, type SignedInClient } from './client-area-helpers';
import { html, multipart, pdf, png, type UploadFile } from './media-samples';
import { okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`support tickets: attachments and the bell (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api: staff } = ctx;
  let ana: SignedInClient;
  let beto: SignedInClient;

  const attach = async (token: string, url: string, file: UploadFile) => {
    const body = await multipart([{ field: 'file', ...file }]);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url,
      headers: { ...authHeader(token), ...body.headers },
      payload: body.payload,
    });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const get = (token: string | undefined, url: string) =>
    ctx.t.app.inject({ url, headers: token ? authHeader(token) : {} });
  const eventsOf = async (kind: string) =>
    (await ctx.t.app.db.selectFrom('events').select('kind').where('kind', '=', kind).execute())
      .length;

  beforeAll(async () => {
    ana = await signedInClient(ctx.t, staff, 'Ana Adjunta');
    beto = await signedInClient(ctx.t, staff, 'Beto Adjunto');
  });

  it('a client attaches a photo and a PDF to a ticket; only they and staff open them', async () => {
    const photo = await attach(ana.token, '/api/client-area/tickets/attachments', {
      name: 'mancha.png',
      content: png(10, 10, [200, 10, 10]),
      type: 'image/png',
    });
    expect(okData(photo, 'Archivo adjuntado')).toMatchObject({
      originalName: 'mancha.png',
      fileType: 'IMAGE',
    });
    const doc = await attach(ana.token, '/api/client-area/tickets/attachments', {
      name: 'detalle.pdf',
      content: pdf('detalle'),
      type: 'application/pdf',
    });
    const before = await eventsOf('SUPPORT_TICKET');
    const created = await ana.api('POST', '/api/client-area/tickets/create', {
      subject: 'Una toga llegó manchada',
      message: 'Adjunto la foto y el detalle.',
      attachmentIds: [photo.body.data.id, doc.body.data.id],
    });
    expect(created.statusCode).toBe(200);
    const ticket = created.body.data;
    expect(ticket.messages[0].attachments).toMatchObject([
      { originalName: 'mancha.png', fileType: 'IMAGE' },
      { originalName: 'detalle.pdf', fileType: 'PDF' },
    ]);
    // Staff hear of it.
    expect(await eventsOf('SUPPORT_TICKET')).toBe(before + 1);

    const own = `/api/client-area/tickets/${ticket.id}/attachments/${photo.body.data.id}`;
    const opened = await get(ana.token, own);
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'image/png']);
    const other = await get(beto.token, own);
    expect([other.statusCode, other.json().message]).toEqual([404, 'Ticket no encontrado']);
    expect((await get(undefined, own)).statusCode).toBe(401);
    const byStaff = await get(
      ctx.token,
      `/api/ticket/${ticket.id}/attachments/${doc.body.data.id}`,
    );
    expect([byStaff.statusCode, byStaff.headers['content-type']]).toEqual([200, 'application/pdf']);
    // Never served as public media.
    const media = await ctx.t.app.db
      .selectFrom('media')
      .select('url')
      .where('id', '=', photo.body.data.id)
      .executeTakeFirstOrThrow();
    expect((await ctx.t.app.inject({ url: media.url })).statusCode).toBe(404);
    // An upload is sent once, by whoever uploaded it.
    const reused = await ana.api('POST', `/api/client-area/tickets/${ticket.id}/reply`, {
      message: 'Otra vez',
      attachmentIds: [photo.body.data.id],
    });
    expect([reused.statusCode, reused.body.message]).toEqual([
      400,
      'Alguno de los archivos adjuntos no existe o ya se envió',
    ]);
  });

  it('staff answer with a file; the client is told; others’ uploads cannot be taken', async () => {
    const ticket = (
      await beto.api('POST', '/api/client-area/tickets/create', {
        subject: 'Medidas',
        message: '¿Me envían la tabla de tallas?',
      })
    ).body.data;
    const table = await attach(ctx.token, '/api/ticket/attachments', {
      name: 'tallas.pdf',
      content: pdf('tallas'),
      type: 'application/pdf',
    });
    const stolen = await beto.api('POST', `/api/client-area/tickets/${ticket.id}/reply`, {
      message: 'Mío',
      attachmentIds: [table.body.data.id],
    });
    expect(stolen.statusCode).toBe(400);
    const before = await eventsOf('SUPPORT_REPLY');
    const answered = await staff('POST', `/api/ticket/${ticket.id}/reply`, {
      message: 'Aquí la tabla.',
      attachmentIds: [table.body.data.id],
    });
    expect(answered.body.data).toMatchObject({ status: 'ANSWERED' });
    expect(answered.body.data.messages[1].attachments).toMatchObject([
      { originalName: 'tallas.pdf' },
    ]);
    expect(await eventsOf('SUPPORT_REPLY')).toBe(before + 1);
    const seen = await get(
      beto.token,
      `/api/client-area/tickets/${ticket.id}/attachments/${table.body.data.id}`,
    );
    expect(seen.statusCode).toBe(200);
  });

  it('refuses what is not an image or a PDF, by its content', async () => {
    const page = await attach(ana.token, '/api/client-area/tickets/attachments', {
      name: 'foto.png',
      content: html(),
      type: 'image/png',
    });
    expect(page.statusCode).toBe(400);
    expect((await staff('GET', '/api/client-area/tickets/1/attachments/1')).statusCode).toBe(403);
    expect((await ana.api('GET', '/api/ticket/1/attachments/1')).statusCode).toBe(403);
  });
});
