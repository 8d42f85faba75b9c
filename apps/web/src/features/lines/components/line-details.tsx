import { LINE_MESSAGES as M, parseLineDescription, type Line } from '@taller/shared';
import {
  DetailField,
  RecordDetails,
  FreshDetailsModal,
  type RecordModalProps,
} from '../../../resource/details-modal';
import { DescriptionDetail, NameDetail, StatusDetail } from '../../../resource/detail-fields';
import { isFullHex } from '../../../lib/hex-color';
import { useIsDirector } from '../../auth';
import { LineCostSection } from '../../materials';
import { useLine } from '../api/get-line';
import { ColorSwatch } from './color-swatch';

/** Everything about one line: name, status, colour, description bullets, audit (SPEC.md §2). */
export function LineDetails({ line }: { line: Line }) {
  const items = parseLineDescription(line.description);
  return (
    <RecordDetails record={line}>
      <NameDetail name={line.name} />
      <StatusDetail status={line.status} />
      <DetailField label="Color">
        {isFullHex(line.color) ? (
          <span className="inline-flex items-center gap-2">
            <ColorSwatch color={line.color} size="md" />
            <span className="font-mono">{line.color.toUpperCase()}</span>
          </span>
        ) : (
          <span className="text-slate-500 italic">{M.noColor}</span>
        )}
      </DetailField>
      <DescriptionDetail
        items={items}
        empty={<span className="text-slate-500 italic">{M.noDescription}</span>}
        spaced
      />
    </RecordDetails>
  );
}

/** The line's default labour and overhead per unit: directors only (issue 39). */
function LineCosts({ line }: { line: Line }) {
  const isDirector = useIsDirector();
  return isDirector && !line.deletedAt ? <LineCostSection lineId={line.id} /> : null;
}

const TITLE = 'Detalles de la Línea';
/** The details modal: shows the row at once and the fresh copy of ['lines', id] when it comes. */
export const LineDetailsModal = ({ record, onClose }: RecordModalProps<Line>) => (
  <FreshDetailsModal record={record} onClose={onClose} useFresh={useLine} title={TITLE}>
    {(line) => (
      <>
        <LineDetails line={line} />
        <LineCosts line={line} />
      </>
    )}
  </FreshDetailsModal>
);
