import { describe, expect, it } from 'vitest';
import { namedBy } from './api-query';

describe('namedBy', () => {
  it('names every record of the page by the given field and keeps the rest of the query', () => {
    const query = {
      isPending: false,
      data: { items: [{ id: 1, number: 'P-0001' }], total: 1, page: 1, pageSize: 20 },
    };
    expect(namedBy(query, (order) => order.number)).toEqual({
      isPending: false,
      data: {
        items: [{ id: 1, number: 'P-0001', name: 'P-0001' }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    });
  });

  it('leaves a query with no page yet without one', () => {
    expect(namedBy({ isPending: true, data: undefined }, () => 'x').data).toBeUndefined();
  });
});
