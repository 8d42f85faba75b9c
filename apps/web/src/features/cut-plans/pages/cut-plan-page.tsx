import { CUT_PLAN_TEXTS as T } from '@taller/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadButton } from '../../../components/ui/export-csv-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { OrderLabelActions } from '../../labels';
import { downloadCutPlanPdf, useConsumeCutPlan, useCutPlan } from '../api/cut-plan-api';
import { CutPlanMaterials, metres } from '../components/cut-plan-materials';

/** Opens the PDF in a new tab for printing; where pop-ups are blocked, downloads it. */
async function openPdf(id: number) {
  const blob = await downloadCutPlanPdf(id);
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) saveFile(blob, `plan-de-corte-${id}.pdf`);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** One saved plan, at cut-plans/:planId: its lays, print, book its cloth. */
export function CutPlanPage() {
  const id = Number(useParams().planId);
  const query = useCutPlan(id);
  const consume = useConsumeCutPlan();
  const [isAsking, setIsAsking] = useState(false);
  const plan = query.data;
  let body: ReactNode;
  if (query.error instanceof ApiError && query.error.status === 404) {
    body = <p className="rounded-lg border bg-white p-8 text-center">{query.error.message}</p>;
  } else if (query.isPending) {
    body = <LoadingIndicator isLoading message={T.loadingPlan} size="medium" />;
  } else if (query.error) {
    body = (
      <LoadError
        message={`${T.planError}: ${errorMessage(query.error)}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    body = <CutPlanMaterials materials={plan!.materials} total={plan!.metres} />;
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{T.planTitle(id)}</h1>
          {plan && (
            <>
              <p className="text-slate-600">{plan.orders.map((o) => o.number).join(', ')}</p>
              <p className="text-sm text-slate-600">
                {T.createdOn(formatDate(plan.createdAt), plan.createdBy)}
                {' · '}
                {plan.consumedAt ? T.consumedOn(formatDate(plan.consumedAt)) : T.notConsumed}
              </p>
              {plan.note && <p className="text-sm text-slate-700">{plan.note}</p>}
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {plan && (
            <DownloadButton
              label={T.print}
              busyLabel={T.printing}
              toastId="cut-plan-pdf-error"
              download={() => openPdf(id)}
            />
          )}
          {plan && (
            <Button
              onClick={() => setIsAsking(true)}
              disabled={plan.consumedAt !== null}
              title={plan.consumedAt ? T.consumedOn(formatDate(plan.consumedAt)) : undefined}
            >
              {T.consume}
            </Button>
          )}
          <Link to=".." relative="path" className="text-sm text-blue-700 underline">
            {T.back}
          </Link>
        </div>
      </header>
      {body}
      {plan && (
        // The bags of the plan's orders: each order's labels and packing list (issue 35).
        <section aria-labelledby="cut-plan-labels" className="flex flex-col gap-3">
          <h2 id="cut-plan-labels" className="text-lg font-semibold text-slate-900">
            {T.labelsTitle}
          </h2>
          <div className="grid gap-3 md:grid-cols-2">
            {plan.orders.map((order) => (
              <OrderLabelActions
                key={order.id}
                orderId={order.id}
                title={T.labelsOfOrder(order.number)}
              />
            ))}
          </div>
        </section>
      )}
      {plan && (
        <ConfirmDialog
          isOpen={isAsking}
          title={T.consumeTitle}
          message={T.consumeConfirm(metres(plan.metres))}
          confirmLabel={T.consume}
          busyLabel={T.consuming}
          isBusy={consume.isPending}
          onConfirm={() => consume.mutate({ id }, { onSettled: () => setIsAsking(false) })}
          onCancel={() => setIsAsking(false)}
        />
      )}
    </div>
  );
}
