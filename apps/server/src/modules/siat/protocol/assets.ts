import path from 'node:path';

/**
 * The SIN's own files (the XSD, the WSDLs) kept beside this code and read at run time: the server
 * runs its TypeScript sources (tsx), so they are found from a fresh clone without a build step.
 */
export const SIAT_ASSETS_DIR = path.join(import.meta.dirname, 'assets');

export const assetPath = (...parts: string[]) => path.join(SIAT_ASSETS_DIR, ...parts);
