import type { OrderFixtures } from './order-helpers';
import { createOrder } from './order-helpers';
import type { Caller } from './people-helpers';

/** `n` pupils of a course, heights spread over the toga's sizes (S, M, L). */
export const pupils = (n: number, prefix = 'Alumno') =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
    heightCm: [130, 160, 180][i % 3]!,
    course: i % 2 === 0 ? '5.º A' : '5.º B',
  }));

/** An order of togas for `n` pupils, moved to 'Terminado' (ready to deliver). */
export async function finishedOrder(api: Caller, f: OrderFixtures, n: number, extra: object = {}) {
  const order = await createOrder(api, f, {
    items: [{ productId: f.toga.id, people: pupils(n) }],
    ...extra,
  });
  for (const status of ['IN_PRODUCTION', 'FINISHED']) {
    const res = await api('POST', `/api/order/${order.id}/status`, { status });
    if (res.statusCode !== 200) throw new Error(res.text);
  }
  const people = order.items.flatMap((i: { people: { id: number; name: string }[] }) => i.people);
  return { order, people: people as { id: number; name: string; size: string | null }[] };
}

/** Records one event of a person's bag. */
export const deliver = (api: Caller, orderId: number, body: Record<string, unknown>) =>
  api('POST', `/api/order/${orderId}/deliveries`, body);
