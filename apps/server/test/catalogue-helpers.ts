import { creator, type Caller } from './people-helpers';

/** A line with a model of two colour combinations, through the API; answers the model. */
export async function modelWithColors(api: Caller, lineName: string, modelName: string) {
  const line = await api('POST', '/api/line/create', { name: lineName });
  if (line.statusCode !== 200) throw new Error(line.text);
  const model = await api('POST', '/api/model/create', {
    name: modelName,
    lineId: line.body.data.id,
    description: JSON.stringify(['Tela de raso']),
    colors: [
      { baseName: 'Negro', baseHexa: '#000000', frameName: 'Dorado', frameHexa: '#D4AF37' },
      { baseName: 'Azul', baseHexa: '#1E3A8A', frameName: 'Plata', frameHexa: '#C0C0C0' },
    ],
  });
  if (model.statusCode !== 200) throw new Error(model.text);
  return model.body.data as {
    id: number;
    name: string;
    lineId: number;
    colors: { id: number; baseName: string; frameName: string }[];
  };
}

export const productBody = (code: string, extra: object = {}) => ({
  code,
  name: `Producto ${code.replace(/[^A-Za-z0-9]/g, ' ')}`,
  kind: 'GARMENT',
  priceCents: 12050,
  unit: 'unidad',
  description: ['Hecho a medida'],
  status: 'ACTIVE',
  sizes: [],
  media: [],
  ...extra,
});

/** Creates a product through the API; any failure stops the test. */
export const productCreator = (api: Caller) => {
  const create = creator<{ id: number; code: string; name: string; priceCents: number }>(
    api,
    '/api/product/create',
  );
  return (code: string, extra: object = {}) => create(productBody(code, extra));
};
