import { Link, useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { registry } from '../../blocks';
import type { PageCommand } from '../../src/commands';
import { findBlock } from '../../src/commands';
import type { Block } from '../../src/model';
import { inlineTextOf, isFixedBlock } from '../../src/registry';
import { Canvas, type Viewport } from '../canvas/Canvas';
import { EditorDnd } from '../canvas/EditorDnd';
import { FrameServicesContext, type FrameServices } from '../canvas/BlockFrame';
import { createSelectionStore } from '../canvas/selectionStore';
import { useBlockData } from '../canvas/useBlockData';
import { useHistoryAvailability, useSaveIndicator, useSelectedIds } from '../machines/react';
import { historyKeyAction, isSaveShortcut, keyboardPlatform } from '../machines/shortcuts';
import { LayersPanel, PageSettingsPanel, Palette, PropertiesPanel } from '../panels';
import { Button, buttonClass, TabList, TabPanel, useTabIds, type TabItem } from '../../src/ui';
import { readClipboard, writeClipboard } from './clipboard';
import { ContentWalletControl } from './ContentWalletOverlay';
import { editorKeyAction, isTypingTarget } from './editorKeys';
import type { EditorSession } from './editorSession';
import { SaveStatusIndicator, useSaveStatus } from './SaveStatusIndicator';
import { useDashboard } from './services';
import { useEditorPhase, useEditorSession } from './useEditorSession';
import { DeveloperMenu } from './DeveloperMenu';
import { OldStyleUpgrade } from './OldStyleUpgrade';
import { editorModuleVersion } from '../../src/rules';
import { CollaborationBar, CollaborationOverlay, useTextEditorFactory } from './collaborationUi';
import { flushDraft } from '../publishing/flushDraft';
import { PublishControls } from '../publishing/PublishControls';

type LeftTab = 'blocks' | 'layers';
type RightTab = 'block' | 'page';
const LEFT_TABS: readonly TabItem<LeftTab>[] = [
  { key: 'blocks', label: 'Blocks' },
  { key: 'layers', label: 'Layers' },
];
const RIGHT_TABS: readonly TabItem<RightTab>[] = [
  { key: 'block', label: 'Block' },
  { key: 'page', label: 'Page' },
];

/** The page editor screen: loading, the page's failure message, or the workspace. */
export function EditorScreen({ pageId }: { pageId: number }) {
  const session = useEditorSession(pageId);
  return session ? <EditorPhases session={session} /> : <Loading />;
}

function Loading() {
  return (
    <main className="dash-message" role="status">
      Loading the page…
    </main>
  );
}

function EditorPhases({ session }: { session: EditorSession }) {
  const state = useEditorPhase(session);
  if (state.status === 'loading') {
    return <Loading />;
  }
  if (state.status === 'failed') {
    return (
      <main className="dash-message" role="alert">
        <h1>{state.message}</h1>
        <p>
          <Link to="/dashboard/pages/">Back to your pages</Link>
        </p>
      </main>
    );
  }
  return <Workspace session={session} />;
}

const idsOf = (blocks: readonly Block[]): string[] => blocks.map((block) => block.id);

const platform = typeof navigator === 'undefined' ? 'other' : keyboardPlatform(navigator.platform);

function Workspace({ session }: { session: EditorSession }) {
  const { coreData, divisionId, snackbar } = useDashboard();
  const { editor } = session;
  const { store, connection, undoManager } = session.document();
  const page = useSyncExternalStore(store.subscribe, store.get);
  const selectedIds = useSelectedIds(editor);
  const { canUndo, canRedo } = useHistoryAvailability(editor);
  const saving = useSaveIndicator(editor);
  const status = useSaveStatus(editor, saving, connection);
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const [leftTab, setLeftTab] = useState<LeftTab>('blocks');
  const [rightTab, setRightTab] = useState<RightTab>('block');
  const leftTabIds = useTabIds();
  const rightTabIds = useTabIds();
  const blockData = useBlockData(page, registry, divisionId);

  const selectionStore = useMemo(() => createSelectionStore(), []);
  const editingTextStore = useMemo(() => createSelectionStore(), []);
  const selectedRef = useRef(selectedIds);
  selectedRef.current = selectedIds;
  useEffect(() => {
    selectionStore.set(selectedIds);
    connection?.setSelection(selectedIds);
  }, [selectionStore, selectedIds, connection]);
  const textEditor = useTextEditorFactory(
    connection,
    undoManager,
    (id, html) => apply({ type: 'setProperty', id, key: 'html', value: html }),
    session.writeTextHtml,
  );
  const selectedIdSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const selectedBlocks = useMemo(
    () =>
      selectedIds
        .map((id) => findBlock(page.blocks, id))
        .filter((block): block is Block => block !== undefined),
    [page, selectedIds],
  );

  const apply = useCallback((command: PageCommand) => session.apply(command), [session]);
  const select = useCallback(
    (id: string, additive: boolean) => {
      editor.send({ type: 'block.select', id, additive });
      setRightTab('block');
    },
    [editor],
  );

  const act = useCallback(
    (id: string, action: 'moveUp' | 'moveDown' | 'duplicate' | 'delete') => {
      const block = findBlock(store.get().blocks, id);
      if (!block) return;
      if (action === 'duplicate') apply({ type: 'duplicateBlock', id });
      else if (action === 'delete') apply({ type: 'deleteBlock', id });
      else
        apply({
          type: 'moveBlock',
          id,
          parentId: block.parent,
          index: Math.max(0, block.order + (action === 'moveUp' ? -1 : 1)),
        });
    },
    [apply, store],
  );

  const frameServices = useMemo<FrameServices>(
    () => ({
      selection: selectionStore,
      editingText: editingTextStore,
      renderTextEditor: textEditor,
      onTextEditing: (id) => editingTextStore.set(id ? [id] : []),
      titleOf: (type) => registry.find(type)?.title ?? type,
      inlineTextOf: (block) => inlineTextOf(registry, block),
      isContainer: (type) => registry.find(type)?.children !== undefined,
      isFixed: (block) => block.parent === null && isFixedBlock(registry, block),
      onSelect: select,
      onResize: (id, width) => apply({ type: 'resizeBlock', id, width }),
      onAction: act,
    }),
    [selectionStore, editingTextStore, select, apply, act, textEditor],
  );

  const addBlock = useCallback(
    (type: string) => {
      const current = store.get();
      const anchor =
        selectedIds.length > 0
          ? findBlock(current.blocks, selectedIds[selectedIds.length - 1] ?? '')
          : undefined;
      const block = registry.make(type);
      const result = apply({
        type: 'insertBlock',
        block,
        parentId: anchor ? anchor.parent : null,
        index: anchor ? anchor.order + 1 : current.blocks.length,
      });
      if (result.ok) editor.send({ type: 'selection.set', ids: [block.id] });
    },
    [apply, selectedIds, store, editor],
  );

  // Pasted and wallet blocks go after the last selected block, else at the page's end.
  const pasteAfterSelection = useCallback(
    (blocks: readonly Block[]) => {
      const last = selectedRef.current[selectedRef.current.length - 1];
      const anchor = last ? findBlock(store.get().blocks, last) : undefined;
      apply({
        type: 'pasteBlocks',
        blocks,
        parentId: anchor ? anchor.parent : null,
        index: anchor ? anchor.order + 1 : store.get().blocks.length,
      });
    },
    [apply, store],
  );

  // Keyboard: undo/redo/save anywhere; editing keys when not typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const history = historyKeyAction(event, platform);
      if (history && !isTypingTarget(event.target)) {
        event.preventDefault();
        if (history === 'undo') session.undo();
        else session.redo();
        return;
      }
      if (isSaveShortcut(event, platform)) {
        event.preventDefault();
        editor.send({ type: 'save.requested' });
        return;
      }
      if (isTypingTarget(event.target)) return;
      const action = editorKeyAction(event);
      if (!action) return;
      const ids = selectedRef.current;
      const last = ids[ids.length - 1];
      switch (action) {
        case 'delete': {
          // One command for the whole selection: one undo restores every block.
          const present = ids.filter((id) => findBlock(store.get().blocks, id));
          if (present.length === 0) return;
          event.preventDefault();
          if (!apply({ type: 'deleteBlocks', ids: present }).ok) return;
          snackbar.push({
            message:
              present.length === 1
                ? 'Block deleted. Press Ctrl+Z to undo.'
                : `${present.length} blocks deleted. Press Ctrl+Z to undo.`,
            code: 'deleted',
          });
          return;
        }
        case 'duplicate':
          if (last) {
            event.preventDefault();
            apply({ type: 'duplicateBlock', id: last });
          }
          return;
        case 'copy': {
          const blocks = ids
            .map((id) => findBlock(store.get().blocks, id))
            .filter((b): b is Block => b !== undefined);
          if (blocks.length === 0) return;
          event.preventDefault();
          writeClipboard(blocks);
          snackbar.push({
            message: blocks.length === 1 ? 'Block copied' : `${blocks.length} blocks copied`,
            code: 'copied',
          });
          return;
        }
        case 'paste': {
          const blocks = readClipboard();
          if (!blocks) return;
          event.preventDefault();
          pasteAfterSelection(blocks);
          return;
        }
        case 'moveUp':
        case 'moveDown':
          if (last) {
            event.preventDefault();
            act(last, action);
          }
          return;
        case 'edit': {
          const block = last ? findBlock(store.get().blocks, last) : undefined;
          if (!block || !inlineTextOf(registry, block)) return;
          event.preventDefault();
          editingTextStore.set([block.id]);
          return;
        }
        case 'clear':
          editor.send({ type: 'selection.clear' });
          return;
        default:
          if (ids.length === 0) return;
          event.preventDefault();
          editor.send({ type: `selection.${action}` } as never);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, store, apply, act, snackbar, editingTextStore, session, pasteAfterSelection]);

  // Leaving with unsaved changes asks first (in the app and when closing the tab).
  useBlocker({
    shouldBlockFn: () =>
      saving.hasUnsavedChanges &&
      !window.confirm('You have unsaved changes. Leave this page anyway?'),
    enableBeforeUnload: () => saving.hasUnsavedChanges,
  });
  useEffect(() => {
    // Back online: retry saving now. Back to the tab: look for a newer copy (throttled to
    // once per 30 s by the machine).
    const online = () => editor.send({ type: 'network.online' });
    const visible = () =>
      document.visibilityState === 'visible' && editor.send({ type: 'fetch.requested' });
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [editor]);

  const title = page.properties.title.value || 'Untitled page';
  const titleOfBlock = useCallback(
    (id: string) => {
      const block = findBlock(store.get().blocks, id);
      return block ? (registry.find(block.type)?.title ?? block.type) : 'Block';
    },
    [store],
  );
  const containerName = useCallback(
    (parentId: string | null) => (parentId ? titleOfBlock(parentId) : 'the page'),
    [titleOfBlock],
  );

  return (
    <main className="ed-screen" aria-label={`Editing ${title}`}>
      <div className="ed-topbar">
        <Link to="/dashboard/pages/" className={buttonClass()}>
          ← Pages
        </Link>
        <h1 title={title}>{title}</h1>
        <Button onClick={() => session.undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </Button>
        <Button
          onClick={() => session.redo()}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </Button>
        <div className="ed-viewports" role="group" aria-label="Preview width">
          {(['desktop', 'tablet', 'mobile'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={viewport === name}
              onClick={() => setViewport(name)}
            >
              {name[0]?.toUpperCase() + name.slice(1)}
            </button>
          ))}
        </div>
        {connection ? <CollaborationBar connection={connection} /> : null}
        <SaveStatusIndicator
          status={status}
          onRetry={() => editor.send({ type: 'save.requested' })}
        />
        <Button variant="primary" onClick={() => editor.send({ type: 'save.requested' })}>
          Save
        </Button>
        {page.id !== undefined ? (
          <PublishControls
            divisionId={divisionId}
            pageId={page.id}
            draftVersion={page.version}
            hasUnsavedChanges={saving.hasUnsavedChanges}
            flushDraft={() => flushDraft(editor)}
            onDraftReplaced={(draft) =>
              connection === null && editor.send({ type: 'page.replaced', page: draft })
            }
            notify={(message, kind) =>
              kind === 'error'
                ? snackbar.pushError(message, 'publishing')
                : snackbar.push({ message, code: 'publishing' })
            }
            platform={platform}
          />
        ) : null}
        <a className={buttonClass()} href={page.url ?? '/'} target="_blank" rel="noreferrer">
          View page
        </a>
        {page.properties.isMailPage.value && page.id !== undefined ? (
          <Link
            to="/dashboard/pages/$pageId/mail"
            params={{ pageId: String(page.id) }}
            className={buttonClass()}
          >
            Preview as email
          </Link>
        ) : null}
        <ContentWalletControl
          selected={selectedBlocks}
          fallbackName={selectedBlocks[0] ? titleOfBlock(selectedBlocks[0].id) : 'Saved content'}
          onInsert={pasteAfterSelection}
        />
        <DeveloperMenu session={session} title={title} moduleVersion={editorModuleVersion(page)} />
      </div>
      <OldStyleUpgrade
        page={page}
        titleOf={titleOfBlock}
        apply={apply}
        onUpgraded={(message) => snackbar.push({ message, code: 'upgrade' })}
      />
      {status.state === 'conflict' && saving.serverPage ? (
        <div className="ed-conflict" role="alert">
          <span>
            Someone else saved a newer version of this page. Nothing has been overwritten.
          </span>
          <Button onClick={() => editor.send({ type: 'conflict.reload' })}>
            Reload their version
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              if (saving.serverPage) session.merge(saving.serverPage);
              editor.send({ type: 'conflict.keep' });
            }}
          >
            Keep editing and merge
          </Button>
        </div>
      ) : null}
      <EditorDnd
        registry={registry}
        titleOf={titleOfBlock}
        containerName={containerName}
        onCommand={apply}
      >
        <div className="ed-body">
          <aside className="ed-sidebar" aria-label="Blocks and layers">
            <TabList
              label="Blocks and layers"
              className="ed-tabs"
              tabs={LEFT_TABS}
              active={leftTab}
              onSelect={setLeftTab}
              ids={leftTabIds}
            />
            <TabPanel ids={leftTabIds} tab={leftTab}>
              {leftTab === 'blocks' ? (
                <Palette
                  registry={registry}
                  compatibility={page.properties.isMailPage.value ? 'mail' : 'page'}
                  onAdd={addBlock}
                />
              ) : (
                <LayersPanel
                  blocks={page.blocks}
                  registry={registry}
                  selectedIds={selectedIdSet}
                  onSelect={select}
                />
              )}
            </TabPanel>
          </aside>
          <div className="ed-stage" ref={setStage}>
            {connection ? <CollaborationOverlay connection={connection} container={stage} /> : null}
            <FrameServicesContext.Provider value={frameServices}>
              <Canvas
                page={page}
                registry={registry}
                coreData={coreData}
                viewport={viewport}
                blockData={blockData}
                onClear={() => editor.send({ type: 'selection.clear' })}
              />
            </FrameServicesContext.Provider>
          </div>
          <aside
            className="ed-inspector"
            aria-label="Settings"
            onFocus={(event) => {
              const field = (event.target as HTMLElement)
                .closest('[data-field]')
                ?.getAttribute('data-field');
              const blockId = selectedIds[selectedIds.length - 1];
              connection?.setEditing(
                field && blockId && rightTab === 'block' ? { blockId, field } : null,
              );
            }}
            onBlur={() => connection?.setEditing(null)}
          >
            <TabList
              label="Settings"
              className="ed-tabs"
              tabs={RIGHT_TABS}
              active={rightTab}
              onSelect={setRightTab}
              ids={rightTabIds}
            />
            <TabPanel ids={rightTabIds} tab={rightTab}>
              {rightTab === 'block' ? (
                <PropertiesPanel
                  selection={selectedBlocks}
                  registry={registry}
                  divisionId={divisionId}
                  onPropertyChange={(key, value) =>
                    apply({ type: 'setBlocksProperty', ids: idsOf(selectedBlocks), key, value })
                  }
                  onResize={(width) =>
                    apply({ type: 'resizeBlocks', ids: idsOf(selectedBlocks), width })
                  }
                />
              ) : (
                <PageSettingsPanel
                  page={page}
                  divisionId={divisionId}
                  onChange={(patch) => session.updatePage(patch)}
                />
              )}
            </TabPanel>
          </aside>
        </div>
      </EditorDnd>
    </main>
  );
}
