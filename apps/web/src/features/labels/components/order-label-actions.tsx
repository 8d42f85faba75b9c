import { useId, useState } from 'react';
import { LABEL_MESSAGES as M } from '@taller/shared/labels/label-messages';
import {
  LABEL_LAYOUTS,
  LABEL_LAYOUT_LABELS,
  type LabelLayout,
} from '@taller/shared/labels/label.schema';
import { openPrivateFile, type FileCall } from '../../../api/private-file';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { labelsFile, packingListFile } from '../api/label-files';

type Busy = 'labels' | 'list' | null;

/**
 * 'Etiquetas y empaque' on an order's details: the labels on the chosen sheet of stickers and
 * the packing list, each a PDF the server draws, opened in a new tab with the session. An order
 * without people has neither: the buttons say why they are off.
 */
export function OrderLabelActions({
  orderId,
  peopleCount,
  title = M.actionsTitle,
}: {
  orderId: number;
  /** Unknown (a cut plan's order): the buttons stay on and the server says if there is none. */
  peopleCount?: number;
  title?: string;
}) {
  const [layout, setLayout] = useState<LabelLayout>('3x8');
  const [busy, setBusy] = useState<Busy>(null);
  const selectId = useId();
  const hintId = useId();
  const noPeople = peopleCount === 0;
  const open = async (which: Exclude<Busy, null>, file: FileCall) => {
    setBusy(which);
    try {
      await openPrivateFile(file);
    } catch (error) {
      notify.error(`${M.openFailed}: ${errorMessage(error)}`, `labels-${which}-error`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
    >
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={selectId} className="flex w-full flex-col text-sm text-slate-700 sm:w-auto">
          {M.layout}
          <select
            id={selectId}
            value={layout}
            onChange={(event) => setLayout(event.target.value as LabelLayout)}
            disabled={noPeople}
            className="mt-1 h-[42px] rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus:ring-2 focus:outline-none disabled:text-slate-500"
          >
            {LABEL_LAYOUTS.map((code) => (
              <option key={code} value={code}>
                {LABEL_LAYOUT_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          disabled={noPeople || busy !== null}
          aria-describedby={noPeople ? hintId : undefined}
          onClick={() => void open('labels', labelsFile(orderId, layout))}
        >
          {busy === 'labels' ? M.generating : M.printLabels}
        </Button>
        <Button
          variant="secondary"
          disabled={noPeople || busy !== null}
          aria-describedby={noPeople ? hintId : undefined}
          onClick={() => void open('list', packingListFile(orderId))}
        >
          {busy === 'list' ? M.generating : M.printPackingList}
        </Button>
      </div>
      {noPeople && (
        <p id={hintId} className="text-sm text-slate-500">
          {M.noPeople}
        </p>
      )}
    </section>
  );
}
