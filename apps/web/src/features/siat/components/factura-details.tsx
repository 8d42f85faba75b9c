import { SIAT_SCREEN_MESSAGES as T, type Bill, type BillDocumentFields } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { DetailField } from '../../../resource/details-modal';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { downloadBillXml } from '../api/download-bill-xml';
import { SIAT_TOAST_IDS } from '../api/siat-keys';
import { DocumentBadge, SiatStateBadge } from './siat-badges';

export type FacturaBill = Pick<Bill, 'id' | 'number'> & BillDocumentFields;

const downloadXml = (bill: FacturaBill) =>
  downloadBillXml(bill).catch((error: unknown) =>
    notify.error(errorMessage(error), SIAT_TOAST_IDS.xmlError),
  );

/**
 * A bill's document on screen: its badge, and for a factura what SIAT said of it (state, CUF,
 * messages), its XML as sent and the SIN's verification link its QR encodes.
 */
export function FacturaDetails({ bill }: { bill: FacturaBill }) {
  if (bill.document !== 'FACTURA') {
    return (
      <dl>
        <DetailField label={T.document}>
          <DocumentBadge document={bill.document} />
        </DetailField>
      </dl>
    );
  }
  return (
    <section aria-label={T.siatSection} className="flex flex-col gap-3 rounded-md bg-slate-50 p-3">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailField label={T.document}>
          <DocumentBadge document={bill.document} />
        </DetailField>
        <DetailField label={T.siatState}>
          {bill.siatState ? <SiatStateBadge state={bill.siatState} /> : '—'}
          {bill.offline && <span className="ml-2 text-sm text-slate-600">{T.offline}</span>}
        </DetailField>
        {bill.cuf && (
          <DetailField label={T.cuf} wide>
            <span className="font-mono text-xs break-all">{bill.cuf}</span>
          </DetailField>
        )}
      </dl>
      {bill.siatMessages.length > 0 && (
        <div role={bill.siatState === 'RECHAZADA' ? 'alert' : undefined}>
          <h4 className="text-sm font-semibold text-slate-900">{T.siatMessagesTitle}</h4>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {bill.siatMessages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void downloadXml(bill)}>
          {T.downloadXml}
        </Button>
        {bill.qrUrl && /^https?:\/\//i.test(bill.qrUrl) && (
          <a
            href={bill.qrUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-blue-700 underline"
          >
            {T.verify}
          </a>
        )}
      </div>
    </section>
  );
}
