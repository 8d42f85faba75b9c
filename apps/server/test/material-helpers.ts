import { creator, type Caller } from './people-helpers';

export type MaterialAnswer = {
  id: number;
  code: string;
  name: string;
  stock: number;
  unit: string;
};

/** Creates a material through the API; any failure stops the test. */
export const materialCreator = (api: Caller) => {
  const create = creator<MaterialAnswer>(api, '/api/material/create');
  return (code: string, extra: object = {}) =>
    create({
      code,
      name: `Material ${code.replace(/[^A-Za-z0-9]/g, ' ')}`,
      unit: 'metro',
      ...extra,
    });
};

/** Posts a movement; any failure stops the test. */
export async function move(api: Caller, body: Record<string, unknown>) {
  const res = await api('POST', '/api/material/movement', body);
  if (res.statusCode !== 200) throw new Error(res.text);
  return res.body.data as { id: number; quantity: number; balanceAfter: number };
}

export const stockOf = async (api: Caller, id: number) =>
  (await api('GET', `/api/material/${id}`)).body.data.stock as number;
