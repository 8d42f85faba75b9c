import { describe, expect, it } from 'vitest';
import { pageRangeText, paginate, serverPage } from './pagination';

const seven = [1, 2, 3, 4, 5, 6, 7];

describe('paginate', () => {
  it('cuts pages of the given size and says which items are shown', () => {
    expect(paginate(seven, 1, 6)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      totalPages: 2,
      total: 7,
      from: 1,
      to: 6,
    });
    expect(paginate(seven, 2, 6)).toMatchObject({ items: [7], from: 7, to: 7 });
  });

  it('keeps the page within range', () => {
    expect(paginate(seven, 5, 6).page).toBe(2);
    expect(paginate(seven, 0, 6).page).toBe(1);
    expect(paginate([], 3, 6)).toMatchObject({ page: 1, totalPages: 1, from: 0, to: 0 });
  });

  it('writes the range text', () => {
    expect(pageRangeText(1, 6, 7, 'líneas')).toBe('Mostrando 1 a 6 de 7 líneas');
  });
});

describe('serverPage', () => {
  it('says which rows of the server total a page holds', () => {
    expect(serverPage(45, 3, 20, 5)).toEqual({
      page: 3,
      totalPages: 3,
      total: 45,
      from: 41,
      to: 45,
    });
    expect(serverPage(45, 1, 20, 20)).toMatchObject({ from: 1, to: 20, totalPages: 3 });
    expect(serverPage(0, 1, 20, 0)).toMatchObject({ from: 0, to: 0, totalPages: 1 });
  });
});
