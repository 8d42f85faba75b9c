/** A text as a search compares it: without accents, lower case, trimmed ('Ñandú ' → 'nandu'). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
