import { describe, expect, it } from 'vitest';
import { codePrefix, deriveModelProducts } from './product-derive';

describe('deriveModelProducts', () => {
  it('codes and names one product per colour combination, by colour id', () => {
    const model = {
      name: 'Toga Clásica',
      colors: [
        { id: 9, baseName: 'Dorado!', frameName: 'Negro' },
        { id: 4, baseName: 'Blanco/Crema', frameName: 'Azul' },
      ],
    };
    expect(deriveModelProducts(model)).toEqual([
      { modelColorId: 4, code: 'TOGA-CLASICA-01', name: 'Toga Clásica Blanco/Crema Azul' },
      { modelColorId: 9, code: 'TOGA-CLASICA-02', name: 'Toga Clásica Dorado Negro' },
    ]);
  });

  it('keeps codes within 30 characters and gives a prefix to names without letters', () => {
    expect(codePrefix('Una toga muy larga de graduación universitaria').length).toBeLessThanOrEqual(
      26,
    );
    expect(codePrefix('!!!')).toBe('PROD');
  });
});
