import { movementTypeLabel, type Movement } from '@taller/shared';
import { useState } from 'react';
import { DialogActions, useDialogAction } from '../../../components/ui/dialog-actions';
import type { RecordModalProps } from '../../../resource/details-modal';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useRecordMovement } from '../api/record-movement';
import { signedQuantity } from './material-texts';

/**
 * 'Revertir movimiento': a movement is never edited or deleted; a new one of the opposite sign,
 * pointing at it, undoes it. The reason is required.
 */
export function ReverseDialog({ record: movement, onClose }: RecordModalProps<Movement>) {
  return (
    <Modal isOpen={movement !== null} onClose={onClose} title="Revertir movimiento" size="lg">
      {movement && <ReverseForm key={movement.id} movement={movement} onClose={onClose} />}
    </Modal>
  );
}

function ReverseForm({ movement, onClose }: { movement: Movement; onClose: () => void }) {
  const record = useRecordMovement();
  const [reason, setReason] = useState('');
  const { error, setError, attempt } = useDialogAction();
  const reverse = async () => {
    if (!reason.trim()) return setError('El motivo es requerido');
    await attempt(
      () => record.mutateAsync({ type: 'REVERSAL', movementId: movement.id, reason }),
      onClose,
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        {`Se registrará un movimiento que deshace la ${movementTypeLabel(movement.type).toLowerCase()} #${movement.id} de ${signedQuantity(movement.quantity, movement.material.unit)} (${movement.material.code}).`}
      </p>
      <TextField
        label="Motivo"
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <DialogActions
        label="Revertir"
        danger
        isPending={record.isPending}
        onRun={reverse}
        onCancel={onClose}
      />
    </div>
  );
}
