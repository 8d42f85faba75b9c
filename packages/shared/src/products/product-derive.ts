import { firstRefusedNameCharacter } from '../forms/business-name';
import { PRODUCT_CODE_MAX, PRODUCT_NAME_MAX } from './product.schema';

type ColorLike = { id: number; baseName: string; frameName: string };

/** 'Toga Clásica' → 'TOGA-CLASICA': letters and digits of the name, accents dropped. */
export function codePrefix(name: string): string {
  const prefix = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (prefix || 'PROD').slice(0, PRODUCT_CODE_MAX - 4).replace(/-+$/, '');
}

/**
 * A proposed name (shown, editable, before anything is saved): a character a product's name may
 * not hold becomes a space. What a person types is never changed (forms/business-name.ts).
 */
const cleanName = (text: string) =>
  [...text]
    .map((character) => (firstRefusedNameCharacter(character) === null ? character : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PRODUCT_NAME_MAX)
    .trim();

/**
 * The products 'Generar desde modelo' proposes: one per colour combination (by colour id), coded
 * PREFIX-01, PREFIX-02… and named after the model and the colours' names.
 */
export function deriveModelProducts(model: { name: string; colors: readonly ColorLike[] }) {
  const prefix = codePrefix(model.name);
  return [...model.colors]
    .sort((a, b) => a.id - b.id)
    .map((color, index) => ({
      modelColorId: color.id,
      code: `${prefix}-${String(index + 1).padStart(2, '0')}`,
      name:
        cleanName([model.name, color.baseName, color.frameName].join(' ')) || cleanName(model.name),
    }));
}
