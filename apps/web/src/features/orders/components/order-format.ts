/** What an item is: its product or pack, code first. */
export const itemName = (item: {
  product?: { code: string; name: string } | null;
  package?: { code: string; name: string } | null;
}) => {
  const target = item.product ?? item.package;
  return target ? `${target.code} · ${target.name}` : '—';
};

type ItemWithPack = {
  package?: { products: { id: number; code: string }[] } | null;
};
type PersonWithSizes = {
  size: string | null;
  sizes: { productId: number; size: string | null; overridden: boolean }[];
};

/**
 * A person's sizes as shown: a product item's one size ('M'), or a pack item's size of each
 * sized product, with its code ('POLO-01 M · FALDA-01 S'); '—' for none.
 */
export const personSizesText = (item: ItemWithPack, person: PersonWithSizes) => {
  if (!item.package) return person.size ?? '—';
  const codeOf = new Map(item.package.products.map((p) => [p.id, p.code]));
  const text = person.sizes
    .map((s) => `${codeOf.get(s.productId) ?? ''} ${s.size ?? '—'}`.trim())
    .join(' · ');
  return text || '—';
};
