import { authHeader } from './auth-helpers';
import { upload } from './media-helpers';
import { png } from './media-samples';
import type { Caller } from './people-helpers';
import type { TestApp } from './test-app';

/** A billing identity as the form sends it (version 0: never saved). */
export const billingInfoBody = (extra: object = {}) => ({
  version: 0,
  businessName: 'Confecciones Andinas SRL',
  taxId: '1020304050',
  address: 'Av. Arce 1234',
  city: 'La Paz',
  phone: '71234567',
  email: 'ventas@andinas.test',
  logoMediaId: null,
  qrMediaId: null,
  bankAccounts: [
    {
      bank: 'Banco Unión',
      accountNumber: '1-2345678',
      holder: 'Confecciones Andinas SRL',
      currency: 'BOB',
    },
  ],
  taxRatePercent: 13,
  pricesIncludeTax: true,
  currency: 'BOB',
  seriesPrefix: 'F',
  nextNumber: 1,
  footer: 'Gracias por su preferencia',
  ...extra,
});

/** Uploads a PNG through the media route and answers its id. */
export async function uploadImage(
  t: TestApp,
  token: string,
  rgb: [number, number, number] = [20, 60, 160],
) {
  const res = await upload(t, token, [
    { name: 'logo.png', content: png(64, 32, rgb), type: 'image/png' },
  ]);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data[0].id as number;
}

/** Saves the billing identity; any failure stops the test. */
export async function setBillingInfo(api: Caller, extra: object = {}) {
  const current = await api('GET', '/api/info-bill');
  const res = await api(
    'PUT',
    '/api/info-bill',
    billingInfoBody({ version: current.body.data.version, ...extra }),
  );
  if (res.statusCode !== 200) throw new Error(res.text);
  return res.body.data;
}

export type ProofFields = Record<string, string | number | undefined>;

/** POST /api/payment/create with `fields` and one file (a PNG unless given). */
export async function sendProof(
  t: TestApp,
  token: string,
  fields: ProofFields,
  file: { name: string; content: Buffer; type?: string } = {
    name: 'comprobante.png',
    content: png(8, 8),
    type: 'image/png',
  },
  url = '/api/payment/create',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(key, String(value));
  form.append(
    'file',
    new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const request = new Request('http://taller.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeader(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Body = { status: number; message: string; data: any };
  return { statusCode: res.statusCode, body: res.json() as Body };
}
