/** '2030-03-15' → '15/03/2030', read as a calendar date (no time zone can move it a day). */
export const formatPromisedDate = (value: string) => {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : value;
};

/** What an item is: its product or pack, code first. */
export const itemName = (item: {
  product?: { code: string; name: string } | null;
  package?: { code: string; name: string } | null;
}) => {
  const target = item.product ?? item.package;
  return target ? `${target.code} · ${target.name}` : '—';
};
