/** What an item is: its product or pack, code first. */
export const itemName = (item: {
  product?: { code: string; name: string } | null;
  package?: { code: string; name: string } | null;
}) => {
  const target = item.product ?? item.package;
  return target ? `${target.code} · ${target.name}` : '—';
};
