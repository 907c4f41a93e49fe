import { useId, useState } from 'react';
import { newId, type Block } from '../../src/model';
import { formatDate } from '../../src/format';
import { Button, createOverlayStore, Dialog, OverlayHost } from '../../src/ui';
import {
  addToWallet,
  readWallet,
  removeFromWallet,
  writeWallet,
  type WalletEntry,
} from './contentWallet';

export interface ContentWalletOverlayProps {
  /** The selected blocks, which "Save to wallet" keeps. */
  selected: readonly Block[];
  /** The name an unnamed entry gets: the first selected block's title. */
  fallbackName: string;
  /** Inserts a saved entry's blocks after the selection (fresh ids, one undoable edit). */
  onInsert: (blocks: readonly Block[]) => void;
  onClose: () => void;
}

const blockCount = (n: number) => (n === 1 ? '1 block' : `${n} blocks`);

/**
 * The content-wallet overlay: the seller's saved blocks, kept in this browser
 * (contentWallet.ts). The selected blocks can be saved under a name; a saved entry is
 * inserted after the selection (or at the end of the page) or removed.
 * Rendered by the editor's OverlayHost only while open.
 */
export function ContentWalletOverlay({
  selected,
  fallbackName,
  onInsert,
  onClose,
}: ContentWalletOverlayProps) {
  const nameId = useId();
  const [wallet, setWallet] = useState<WalletEntry[]>(() => readWallet());
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const update = (next: WalletEntry[], message: string) => {
    writeWallet(next);
    setWallet(next);
    setStatus(message);
  };

  return (
    <Dialog open title="Content wallet" onClose={onClose} className="overlay content-wallet">
      {selected.length > 0 ? (
        <form
          className="field__row"
          onSubmit={(event) => {
            event.preventDefault();
            const next = addToWallet(wallet, {
              id: newId(),
              name,
              fallbackName,
              savedAt: new Date().toISOString(),
              blocks: selected,
            });
            setName('');
            update(next, `Saved “${next[0]?.name ?? fallbackName}” to your wallet.`);
          }}
        >
          <label htmlFor={nameId}>{`Name for the ${blockCount(selected.length)} selected`}</label>
          <input
            id={nameId}
            type="text"
            value={name}
            placeholder={fallbackName}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit">Save to wallet</Button>
        </form>
      ) : (
        <p>Select blocks on the page to save them here for reuse.</p>
      )}
      <p role="status" className="status">
        {status}
      </p>
      {wallet.length === 0 ? (
        <p className="status">Your wallet is empty.</p>
      ) : (
        <ul className="content-wallet__list" aria-label="Saved content">
          {wallet.map((entry) => (
            <li key={entry.id}>
              <span>
                <strong>{entry.name}</strong>{' '}
                {`${blockCount(entry.blocks.length)}, saved ${formatDate(entry.savedAt)}`}
              </span>
              <Button
                aria-label={`Insert ${entry.name}`}
                onClick={() => {
                  onInsert(entry.blocks);
                  onClose();
                }}
              >
                Insert
              </Button>
              <Button
                variant="quiet"
                aria-label={`Remove ${entry.name}`}
                onClick={() =>
                  update(removeFromWallet(wallet, entry.id), `Removed “${entry.name}”.`)
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="ui-dialog__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}

const CONTENT_WALLET_OVERLAY = 'content-wallet';

/** The top bar's "Content wallet" button and its overlay, drawn from the overlay registry. */
export function ContentWalletControl(props: Omit<ContentWalletOverlayProps, 'onClose'>) {
  const [overlays] = useState(createOverlayStore);
  return (
    <>
      <Button onClick={() => overlays.open(CONTENT_WALLET_OVERLAY)}>Content wallet</Button>
      <OverlayHost
        store={overlays}
        overlays={[
          {
            name: CONTENT_WALLET_OVERLAY,
            render: (close) => <ContentWalletOverlay {...props} onClose={() => close()} />,
          },
        ]}
      />
    </>
  );
}
