import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetPath } from './assets';

describe('the SIN files kept in the repository', () => {
  it('the WSDLs import nothing from the network: only files beside them', () => {
    const files = readdirSync(assetPath('wsdl'));
    expect(files.filter((f) => f.endsWith('.wsdl'))).toHaveLength(8);
    for (const file of files) {
      const text = readFileSync(assetPath('wsdl', file), 'utf8');
      const imports = [...text.matchAll(/<(?:wsdl|xsd?):(?:import|include)\b[^>]*>/g)];
      for (const [element] of imports) {
        const location = /(?:location|schemaLocation)="([^"]*)"/.exec(element)?.[1];
        if (location !== undefined) expect(files, `${file}: ${element}`).toContain(location);
      }
    }
  });
});
