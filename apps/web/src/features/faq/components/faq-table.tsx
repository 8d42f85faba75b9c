import { FAQ_STATUS_LABELS, type FAQ_SORT_FIELDS, type Faq } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { RecordActions } from '../../../resource/record-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { RecordTableList } from '../../../resource/record-table';

export type FaqSortField = (typeof FAQ_SORT_FIELDS)[number];

const COLUMNS: Column<Faq, FaqSortField>[] = [
  { key: 'position', label: 'Orden', sortField: 'position', render: (f) => f.position },
  {
    key: 'question',
    label: 'Pregunta',
    sortField: 'question',
    render: (f) => <span className="font-medium text-slate-900">{f.question}</span>,
  },
  { key: 'category', label: 'Categoría', sortField: 'category', render: (f) => f.category },
  {
    key: 'status',
    label: 'Estado',
    card: 'badge',
    render: (f) => (
      <StatusBadge status={f.status === 'PUBLISHED' ? 'ACTIVE' : 'DRAFT'} labels={BADGE_LABELS} />
    ),
  },
];
const BADGE_LABELS = { ACTIVE: FAQ_STATUS_LABELS.PUBLISHED, DRAFT: FAQ_STATUS_LABELS.DRAFT };

export type FaqActions = RecordTableList<Faq, FaqSortField> & {
  onPublish: (faq: Faq, publish: boolean) => void;
  /** Moves the question one place up (-1) or down (+1) among the rows shown. */
  onMove: (faq: Faq, step: -1 | 1) => void;
};

/** The questions in their order: 'Subir'/'Bajar' move one place, 'Publicar'/'Despublicar'. */
export function FaqTable({
  faqs,
  sort,
  onSort,
  onView,
  onEdit,
  onDelete,
  onPublish,
  onMove,
}: FaqActions & { faqs: readonly Faq[] }) {
  const byPosition = sort.field === 'position' && sort.direction === 'asc';
  const notInOrder = 'Ordene la lista por «Orden» para mover preguntas';
  return (
    <DataTable
      caption="Preguntas frecuentes"
      columns={COLUMNS}
      rows={faqs}
      sort={sort}
      onSort={onSort}
      actions={(f) => {
        const at = faqs.indexOf(f);
        return (
          <RecordActions
            name={f.question}
            onView={() => onView(f)}
            onEdit={() => onEdit(f)}
            onDelete={() => onDelete(f)}
            beforeDelete={
              <>
                <IconAction
                  label={`Subir ${f.question}`}
                  title="Subir"
                  onClick={() => onMove(f, -1)}
                  disabledReason={
                    !byPosition ? notInOrder : at === 0 ? 'Ya es la primera' : undefined
                  }
                >
                  <span aria-hidden="true">↑</span>
                </IconAction>
                <IconAction
                  label={`Bajar ${f.question}`}
                  title="Bajar"
                  onClick={() => onMove(f, 1)}
                  disabledReason={
                    !byPosition
                      ? notInOrder
                      : at === faqs.length - 1
                        ? 'Ya es la última'
                        : undefined
                  }
                >
                  <span aria-hidden="true">↓</span>
                </IconAction>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onPublish(f, f.status !== 'PUBLISHED')}
                  aria-label={`${f.status === 'PUBLISHED' ? 'Despublicar' : 'Publicar'} ${f.question}`}
                >
                  {f.status === 'PUBLISHED' ? 'Despublicar' : 'Publicar'}
                </Button>
              </>
            }
          />
        );
      }}
    />
  );
}
