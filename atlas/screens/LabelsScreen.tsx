import { DataTable, PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import { onLinkClick } from '../navigation';
import type { Label } from '../types';
import { useLoad } from '../useLoad';
import { LabelActions } from './LabelActions';

type PickRow = Label & { orderId: number; itemName: string };

/** The to-be-picked list: live labels not yet picked, oldest first. */
export function LabelsScreen() {
  const labels = useLoad(() => atlasGet<{ labels: PickRow[] }>('/labels/to-be-picked/'), 'labels');
  return (
    <section aria-labelledby="labels-title">
      <PageHeader title="Labels to pick" titleId="labels-title" />
      <DataTable
        caption="Labels to pick"
        captionHidden
        columns={[
          { key: 'label', header: 'Label', rowHeader: true, cell: (row) => `Label ${row.id}` },
          {
            key: 'order',
            header: 'Order',
            cell: (row) => (
              <a href={`/atlas/orders/${row.orderId}/`} onClick={onLinkClick}>
                Order {row.orderId}
              </a>
            ),
          },
          { key: 'item', header: 'Item', cell: (row) => row.itemName },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => <LabelActions label={row} onChanged={() => labels.reload()} />,
          },
        ]}
        rows={labels.data?.labels ?? []}
        rowKey={(row) => String(row.id)}
        loading={labels.loading && !labels.data ? 'Loading labels' : false}
        error={labels.error ? { message: labels.error, onRetry: labels.reload } : null}
        empty={<p>Nothing to pick.</p>}
      />
    </section>
  );
}
