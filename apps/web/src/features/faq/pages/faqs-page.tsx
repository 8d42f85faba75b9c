import {
  FAQ_STATUS_LABELS,
  type CreateFaqInput,
  type Faq,
  type UpdateFaqInput,
} from '@taller/shared';
import { DetailField, DetailsModal, type RecordModalProps } from '../../../resource/details-modal';
import { ResourcePage } from '../../../resource/resource-page';
import { labelOptions } from '../../../components/ui/search-select-filters';
import { RECORDS_PAGE_SIZE, recordListTexts } from '../../../resource/record-list';
import { RecordTrash } from '../../../resource/record-trash';
import { useManagementState } from '../../../resource/management-state';
import { useCreateFaq } from '../api/create-faq';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqTrash, useFaqs } from '../api/get-faqs';
import { usePublishFaq } from '../api/publish-faq';
import { useReorderFaqs } from '../api/reorder-faqs';
import { useRestoreFaq } from '../api/restore-faq';
import { useUpdateFaq } from '../api/update-faq';
import {
  EMPTY_FAQ_FORM,
  FaqForm,
  toFaqFormValues,
  type FaqFormOutput,
} from '../components/faq-form';
import { FaqTable, type FaqSortField } from '../components/faq-table';

const TEXTS = recordListTexts('preguntas', {
  feminine: true,
  denied: 'gestionar las preguntas frecuentes',
  empty: 'No hay preguntas frecuentes. Agregue la primera.',
});

type FaqFilters = { search: string; status: string };
const EMPTY_FILTERS: FaqFilters = { search: '', status: '' };
const STATUS_OPTIONS = [{ value: '', label: 'Todos' }, ...labelOptions(FAQ_STATUS_LABELS)];

/** 'Preguntas frecuentes' (issue 20), at /director/dashboard/faq: what clients read. */
export function FaqsPage() {
  const screen = useManagementState<Faq, FaqFilters, FaqSortField>(EMPTY_FILTERS, {
    pageSize: RECORDS_PAGE_SIZE,
    sortField: 'position',
  });
  const { dialog } = screen;
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const publish = usePublishFaq();
  const reorder = useReorderFaqs();
  const restore = useRestoreFaq();

  /** Swaps a question with its neighbour among the rows shown. */
  const move = (rows: Faq[], faq: Faq, step: -1 | 1) => {
    const at = rows.indexOf(faq);
    const other = rows[at + step];
    if (!other) return;
    reorder.mutate(step === -1 ? [faq.id, other.id] : [other.id, faq.id]);
  };

  return (
    <ResourcePage
      screen={screen}
      names={{
        title: 'Preguntas frecuentes',
        one: 'Pregunta',
        many: 'Preguntas',
        listed: 'preguntas frecuentes',
      }}
      exportCsv={{ path: '/faq/export.csv', filePrefix: 'preguntas-frecuentes' }}
      create={{ label: 'Agregar Pregunta', onClick: dialog.create }}
      filterBar={{
        searchPlaceholder: 'Buscar por pregunta, respuesta o categoría...',
        selects: [{ field: 'status', label: 'Estado', options: STATUS_OPTIONS }],
      }}
      useList={useFaqs}
      texts={TEXTS}
      table={(faqs, tableList) => (
        <FaqTable
          faqs={faqs}
          {...tableList}
          onPublish={(faq, on) => publish.mutate({ faq, publish: on })}
          onMove={(faq, step) => move(faqs, faq, step)}
        />
      )}
      trash={
        <RecordTrash
          useList={useFaqTrash}
          restore={restore}
          texts={TEXTS}
          name={(faq) => faq.question}
        />
      }
      forms={{
        titles: { create: 'Nueva pregunta frecuente', edit: 'Editar pregunta frecuente' },
        size: '2xl',
        emptyValues: EMPTY_FAQ_FORM,
        toValues: toFaqFormValues,
        saveNew: (values: FaqFormOutput) => create.mutateAsync(values as CreateFaqInput),
        // Publishing has its own calls: the edit sends the texts only.
        saveEdit: (faq, { question, answer, category }) =>
          update.mutateAsync({ id: faq.id, question, answer, category } satisfies UpdateFaqInput),
        form: (props) => <FaqForm {...props} />,
      }}
      details={FaqDetails}
      remove={remove}
      deleteMessage={(faq) =>
        `¿Está seguro de que desea eliminar la pregunta «${faq.question}»? Podrá restaurarla desde la Papelera.`
      }
    />
  );
}

function FaqDetails({ record: faq, onClose }: RecordModalProps<Faq>) {
  return (
    <DetailsModal isOpen={faq !== null} title="Pregunta frecuente" onClose={onClose} size="2xl">
      {faq && (
        <dl className="grid grid-cols-1 gap-4">
          <DetailField label="Categoría">{faq.category}</DetailField>
          <DetailField label="Pregunta">{faq.question}</DetailField>
          <DetailField label="Respuesta">
            <span className="whitespace-pre-line">{faq.answer}</span>
          </DetailField>
          <DetailField label="Estado">{FAQ_STATUS_LABELS[faq.status]}</DetailField>
        </dl>
      )}
    </DetailsModal>
  );
}
