import type { Supplier } from '@taller/shared';
import { DetailField, orMissing, type RecordModalProps } from '../../../resource/details-modal';
import { NameDetail, StatusDetail, RecordDetailsModal } from '../../../resource/detail-fields';
import { useSupplier } from '../api/get-supplier';

/** 'Detalles del Proveedor': the row at once, refreshed when ['suppliers', id] comes. */
export const SupplierDetailsModal = ({ record, onClose }: RecordModalProps<Supplier>) => (
  <RecordDetailsModal<Supplier>
    title="Detalles del Proveedor"
    record={record}
    useFresh={useSupplier}
    onClose={onClose}
  >
    {(supplier) => (
      <>
        <NameDetail name={supplier.name} />
        <DetailField label="NIT">{orMissing(supplier.taxId)}</DetailField>
        <DetailField label="Nombre de contacto">{orMissing(supplier.contactName)}</DetailField>
        <DetailField label="Teléfono">{orMissing(supplier.phone)}</DetailField>
        <DetailField label="Correo electrónico">{orMissing(supplier.email)}</DetailField>
        <DetailField label="Qué vende">{orMissing(supplier.sells)}</DetailField>
        <DetailField label="Condiciones de pago">{orMissing(supplier.paymentTerms)}</DetailField>
        <DetailField label="Materiales">{supplier.materialCount}</DetailField>
        <StatusDetail status={supplier.status} />
      </>
    )}
  </RecordDetailsModal>
);
