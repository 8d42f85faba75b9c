import { useListState } from '../../../lib/list-query';
import { useIsManager } from '../../auth';
import { useReceivables } from '../api/get-receivables';
import { BILLS_PAGE_SIZE, RECEIVABLE_LIST_TEXTS } from '../components/billing-texts';
import { BillingListScreen } from '../components/billing-list-screen';
import {
  EMPTY_RECEIVABLE_FILTERS,
  RECEIVABLE_COLUMNS,
  ReceivableFilterBar,
  ReceivableTotals,
  type ReceivableSortField,
} from '../components/receivable-list';
import { ReminderRuleSection } from '../components/reminder-rule-form';

/** 'Cuentas por cobrar' (issue 37), at /director/dashboard/receivables: who owes what, by age. */
export function ReceivablesPage() {
  const list = useListState<typeof EMPTY_RECEIVABLE_FILTERS, ReceivableSortField>(
    EMPTY_RECEIVABLE_FILTERS,
    { field: 'totalCents', direction: 'desc' },
    BILLS_PAGE_SIZE,
  );
  const query = useReceivables(list.params);
  const { q, asOf, sort } = list.params;
  const isManager = useIsManager();
  return (
    <>
      <BillingListScreen
        title="Cuentas por cobrar"
        exportCsv={{
          path: '/receivable/export.csv',
          query: { q, asOf, sort },
          filePrefix: 'cuentas-por-cobrar',
        }}
        filters={
          <ReceivableFilterBar
            filters={list.filters}
            onChange={list.setFilters}
            onClear={list.clearFilters}
            hasFilters={list.hasFilters}
          />
        }
        listLabel="Saldos por cliente"
        summary={query.data && query.data.total > 0 && <ReceivableTotals page={query.data} />}
        query={query}
        texts={RECEIVABLE_LIST_TEXTS}
        list={list}
        caption="Cuentas por cobrar"
        columns={RECEIVABLE_COLUMNS}
      />
      {/* The rules are the managers' (directors and administrators), as the API says. */}
      {isManager && (
        <div className="mx-auto w-full max-w-6xl pt-4 sm:px-6 sm:pb-6">
          <ReminderRuleSection />
        </div>
      )}
    </>
  );
}
