import { PRODUCTION_SHEET_MESSAGES as M } from '@taller/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/export-csv-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ApiError } from '../../../api/core';
import { saveFile } from '../../../lib/save-file';
import { downloadProductionSheetPdf } from '../api/download-production-sheet-pdf';
import { useProductionSheet, type SheetScope } from '../api/get-production-sheet';
import { useRouteOrderId } from '../components/order-editor-frame';
import { ORDERS_PATH } from '../components/order-texts';
import { ProductionSheetView } from '../components/production-sheet-view';

function SheetPage({ scope, subtitle }: { scope: SheetScope; subtitle: string }) {
  const isOne = scope !== 'all';
  const query = useProductionSheet(scope);
  const sheet = query.data;
  const number = isOne ? sheet?.orders[0]?.number : undefined;
  let body: ReactNode;
  if (query.error instanceof ApiError && query.error.status === 404) {
    body = <p className="rounded-lg border bg-white p-8 text-center">Pedido no encontrado</p>;
  } else if (query.isPending) {
    body = <LoadingIndicator isLoading message="Cargando hoja de producción..." size="medium" />;
  } else if (query.error) {
    body = (
      <LoadError
        message={`Error al cargar la hoja de producción: ${query.error.message || 'Error desconocido'}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (!isOne && sheet!.orders.length === 0) {
    body = (
      <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">
        {M.empty}
      </p>
    );
  } else {
    body = <ProductionSheetView sheet={sheet!} isOne={isOne} />;
  }
  const date = sheet?.generatedAt.slice(0, 10) ?? '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 print:max-w-none print:gap-4 print:pr-1">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{M.title}</h1>
          <p className="text-slate-600">{number ?? subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button onClick={() => window.print()} disabled={!sheet}>
            Imprimir
          </Button>
          {sheet && (
            <DownloadButton
              label="Descargar PDF"
              busyLabel="Generando PDF..."
              toastId="production-sheet-pdf-error"
              download={async () =>
                saveFile(
                  await downloadProductionSheetPdf(scope),
                  `hoja-de-produccion-${number ?? date}.pdf`,
                )
              }
            />
          )}
          <Link to={ORDERS_PATH} className="self-center text-sm text-blue-700 underline">
            Volver a Pedidos
          </Link>
        </div>
      </header>
      {body}
    </div>
  );
}

/** 'Hoja de producción' of every order in production, at orders/production-sheet. */
export function ProductionSheetPage() {
  return <SheetPage scope="all" subtitle="Pedidos en producción" />;
}

/** 'Hoja de producción' of one order, at orders/{orderId}/production-sheet. */
export function OrderProductionSheetPage() {
  const id = useRouteOrderId();
  if (id === null) {
    return <p className="rounded-lg border bg-white p-8 text-center">Pedido no encontrado</p>;
  }
  return <SheetPage scope={{ orderId: id }} subtitle="Pedido" />;
}
