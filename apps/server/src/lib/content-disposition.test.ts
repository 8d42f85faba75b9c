import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps an ASCII name and gives the exact one in filename*', () => {
    expect(attachmentDisposition('ficha técnica.pdf')).toBe(
      `attachment; filename="ficha tecnica.pdf"; filename*=UTF-8''ficha%20t%C3%A9cnica.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks into the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_cSet-Cookie: x.pdf"');
  });
});
