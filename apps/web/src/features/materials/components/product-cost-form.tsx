import { COSTING_MESSAGES as C, type ProductCost } from '@taller/shared';
import { useSaveProductCost } from '../api/save-product-cost';
import { CostSettingsForm } from './cost-settings-form';

/** The product's own labour and overhead per unit; an empty box leaves the line's default. */
export function ProductCostForm({ cost }: { cost: ProductCost }) {
  const save = useSaveProductCost(cost.productId);
  return (
    <CostSettingsForm
      initial={cost.own}
      hint={C.emptyUsesLine}
      pending={save.isPending}
      onSave={(settings) => save.mutate(settings)}
    />
  );
}
