import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps an ASCII name and gives the exact one in filename*', () => {
    expect(contentDisposition('attachment', 'ficha técnica.pdf')).toBe(
      `attachment; filename="ficha tecnica.pdf"; filename*=UTF-8''ficha%20t%C3%A9cnica.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks into the header', () => {
    const header = contentDisposition('inline', 'a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^inline; filename="a_b_cSet-Cookie: x.pdf"; /);
  });
});
