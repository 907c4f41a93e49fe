import { Puck, useGetPuck, type Data } from '@measured/puck';
import '@measured/puck/puck.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { copyItem, pasteItem, type CopiedItem } from './clipboard';
import './benchApi';
import { puckConfig } from './config';
import './harness.css';

/**
 * The Puck side of the editor benchmark: Puck's own editor (`<Puck config data>`, its
 * defaults: preview in an iframe, outline, fields panel) over the page named by
 * `?page=`, fetched as Puck data from the bench's loopback server, as our editor fetches
 * its page from the API.
 */

let pastedCount = 0;
const newId = () => `pasted-${(pastedCount += 1)}`;

/** Ctrl/Cmd+C and Ctrl/Cmd+V on the editor and inside its preview iframe. */
function BenchControls({ children }: { children: ReactNode }) {
  const getPuck = useGetPuck();
  useEffect(() => {
    let copied: CopiedItem | null = null;
    const onKey = (event: KeyboardEvent) => {
      if (
        !(event.ctrlKey || event.metaKey) ||
        (event.target as HTMLElement | null)?.closest?.('input, textarea')
      )
        return;
      const { appState, selectedItem, getSelectorForId, dispatch } = getPuck();
      const key = event.key.toLowerCase();
      if (key === 'c' && selectedItem) {
        copied = copyItem(appState.data, selectedItem.props.id);
        event.preventDefault();
      } else if (key === 'v' && copied) {
        const selector = selectedItem ? getSelectorForId(selectedItem.props.id) : undefined;
        const at = selector
          ? { zone: selector.zone, index: selector.index + 1 }
          : { zone: 'root:default-zone', index: appState.data.content.length };
        const clip = copied;
        dispatch({
          type: 'setData',
          data: (previous: Data) => pasteItem(previous, clip, at, newId),
        });
        event.preventDefault();
      }
    };
    const documents = new Set<Document>([document]);
    const watch = () => {
      const frame = document.querySelector<HTMLIFrameElement>('#preview-frame')?.contentDocument;
      if (frame && !documents.has(frame)) {
        documents.add(frame);
        frame.addEventListener('keydown', onKey);
      }
    };
    document.addEventListener('keydown', onKey);
    const timer = setInterval(watch, 200);
    window.__benchPuck = {
      select(id) {
        const selector = getPuck().getSelectorForId(id);
        if (!selector) return false;
        getPuck().dispatch({ type: 'setUi', ui: { itemSelector: selector } });
        return true;
      },
    };
    return () => {
      clearInterval(timer);
      for (const each of documents) each.removeEventListener('keydown', onKey);
      delete window.__benchPuck;
    };
  }, [getPuck]);
  return <>{children}</>;
}

async function main() {
  const name = new URLSearchParams(location.search).get('page') ?? 'flat-100';
  const data = (await (await fetch(`/data/${encodeURIComponent(name)}.json`)).json()) as Data;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <Puck
      config={puckConfig}
      data={data}
      overrides={{ headerActions: ({ children }) => <BenchControls>{children}</BenchControls> }}
    />,
  );
}

void main();
