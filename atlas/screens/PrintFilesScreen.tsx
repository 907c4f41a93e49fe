import { useState } from 'react';
import type { PrintJobStatus } from '../../src/designs';
import { Button, EmptyState, Loading, PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { onLinkClick } from '../navigation';
import { PermissionButton } from '../PermissionButton';
import { useLoad } from '../useLoad';

interface PrintFile {
  kind: 'print' | 'mockup';
  area: string;
  width: number;
  height: number;
  url: string;
}

interface PrintItem {
  id: number;
  name: string;
  quantity: number;
  design: string;
  status: PrintJobStatus;
  files: PrintFile[];
}

const fileTitle = (file: PrintFile) =>
  file.kind === 'mockup' ? 'Mockup' : `${file.area[0]!.toUpperCase()}${file.area.slice(1)} print`;

/**
 * An order's print files for the factory: each designed item with the status of its print
 * job, a thumbnail of every file (300 DPI prints and the mockup) with a download link, and
 * Regenerate (the factory's, labels.write) which re-renders the item's files.
 */
export function PrintFilesScreen({ orderId }: { orderId: number }) {
  const loaded = useLoad(
    () => atlasGet<{ orderId: number; items: PrintItem[] }>(`/orders/${orderId}/print-files/`),
    String(orderId),
  );
  const [notice, setNotice] = useState('');
  const [busyItem, setBusyItem] = useState<number | null>(null);

  async function regenerate(item: PrintItem) {
    setBusyItem(item.id);
    try {
      const answer = await atlasPost<{ item: PrintItem }>(
        `/order-items/${item.id}/print-files/regenerate/`,
      );
      loaded.setData((current) =>
        current
          ? {
              ...current,
              items: current.items.map((each) => (each.id === item.id ? answer.item : each)),
            }
          : current,
      );
      setNotice(`${item.name}: ${answer.item.status.label}`);
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusyItem(null);
    }
  }

  const back = (
    <a href={`/atlas/orders/${orderId}/`} onClick={onLinkClick}>
      Back to order {orderId}
    </a>
  );
  const items = loaded.data?.items;
  return (
    <section aria-labelledby="print-files-title">
      <PageHeader
        title={`Print files of order ${orderId}`}
        titleId="print-files-title"
        before={back}
        actions={
          <Button onClick={loaded.reload} busy={loaded.loading}>
            Refresh
          </Button>
        }
      />
      <p role="status" className="atlas__notice">
        {notice}
      </p>
      {loaded.error ? (
        <p role="alert" className="atlas__error">
          {loaded.error}
        </p>
      ) : !items ? (
        <Loading label="Loading the print files…" />
      ) : items.length === 0 ? (
        <EmptyState
          title="No designed items"
          text="This order has no items made in the design studio, so there is nothing to print."
        />
      ) : (
        <ul className="atlas__print-items">
          {items.map((item) => (
            <li key={item.id}>
              <h2>
                {item.name} × {item.quantity}
              </h2>
              <p>
                Design {item.design} ·{' '}
                <span data-state={item.status.state}>{item.status.label}</span>
              </p>
              <PermissionButton
                busy={busyItem === item.id}
                permission="labels.write"
                action="regenerate print files"
                onClick={() => void regenerate(item)}
              >
                Regenerate print files
              </PermissionButton>
              {item.files.length > 0 ? (
                <ul className="atlas__print-files" aria-label={`Files of ${item.name}`}>
                  {item.files.map((file) => (
                    <li key={file.url}>
                      <figure>
                        <img
                          src={file.url}
                          alt={`${fileTitle(file)} of ${item.name}`}
                          width={160}
                          height={Math.round((160 * file.height) / file.width)}
                          loading="lazy"
                        />
                        <figcaption>
                          {fileTitle(file)}, {file.width} × {file.height} px
                        </figcaption>
                      </figure>
                      <a
                        href={file.url}
                        download={`order-${orderId}-item-${item.id}-${file.kind}-${file.area}.png`}
                      >
                        Download {fileTitle(file).toLowerCase()}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
