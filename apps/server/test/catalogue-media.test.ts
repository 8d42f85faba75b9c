import { describe, expect, it } from 'vitest';
import { productBody } from './catalogue-helpers';
import { deleteMedia, upload } from './media-helpers';
import { png } from './media-samples';
import { expectRefused, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`catalogue media (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pablo Productor');
  const { api } = ctx;

  const uploaded = async (n: number) => {
    const files = Array.from({ length: n }, (_, i) => ({ name: `p${i}.png`, content: png() }));
    const res = await upload(ctx.t, ctx.token, files);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; url: string }[];
  };

  it('attaches media to a product (entityType PRODUCT) and a pack (PACKAGE), in order', async () => {
    const [a, b] = await uploaded(2);
    const product = await api(
      'POST',
      '/api/product/create',
      productBody('MED-1', { media: [{ id: b!.id }, { url: a!.url }] }),
    );
    expect(product.body.data.media).toMatchObject([
      { id: b!.id, entityType: 'PRODUCT', displayOrder: 1 },
      { id: a!.id, entityType: 'PRODUCT', displayOrder: 2 },
    ]);
    // Another record cannot take them.
    const [c] = await uploaded(1);
    const packWith = (mediaId: number) =>
      api('POST', '/api/package/create', {
        code: 'PCK-MED',
        name: 'Pack Media',
        items: [{ productId: product.body.data.id, quantity: 1 }],
        priceMode: 'SUM',
        media: [{ id: mediaId }],
      });
    expectRefused(
      await packWith(a!.id),
      400,
      `Archivos multimedia no disponibles para este paquete: ${a!.id}`,
    );
    const ok = await packWith(c!.id);
    expect(ok.body.data.media).toMatchObject([{ id: c!.id, entityType: 'PACKAGE' }]);
  });

  it("keeps a trashed product's files, and lets staff remove a live product's file", async () => {
    const [a, b] = await uploaded(2);
    const product = (
      await api(
        'POST',
        '/api/product/create',
        productBody('MED-2', { media: [{ id: a!.id }, { id: b!.id }] }),
      )
    ).body.data;
    expect((await deleteMedia(ctx.t, ctx.token, [{ url: a!.url }])).statusCode).toBe(200);
    await api('DELETE', `/api/product/delete/${product.id}`);
    const refused = await deleteMedia(ctx.t, ctx.token, [{ url: b!.url }]);
    expect(refused.statusCode).toBe(409);
  });
});
