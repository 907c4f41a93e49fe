import '../products/catalogue.css';
import './menu.css';
import { useEffect, useId, useState } from 'react';
import {
  Button,
  Form,
  FormMessage,
  InlineError,
  Loading,
  PageHeader,
  SubmitButton,
} from '../../src/ui';
import { ApiError } from '../../src/errors';
import type { ImageTile, MainMenuEntry, SubmenuSegment } from '../../src/model';
import { mainMenuSchema, MENU_MESSAGES, unsafeMenuLinks } from '../../src/menu';
import { moveItem } from '../../src/products';
import { failureMessage } from '../../src/errors';
import { linkTypeOf } from '../../editor/panels/linkChoices';
import { SelectLinkOverlay } from '../../editor/panels/SelectLinkOverlay';
import type { LinkType } from '../../src/links';
import { ImagePicker } from '../products/ImagePicker';
import type { ProductsApi } from '../products/productsApi';
import { SortableList } from '../products/SortableList';
import type { MenuApi, StoredMenu } from './menuApi';
import { ColourField } from './ColourField';
import { TextField, type ChooseLink } from './MenuFields';
import { MenuSegmentFields } from './MenuSegmentFields';
import { MenuLinkField } from './MenuLinkField';
import { MenuPreview } from './MenuPreview';

export interface MenuEditorScreenProps {
  divisionId: number;
  api: MenuApi;
  images: Pick<ProductsApi, 'images'>;
}

/** The menu links to the store's pages, collections and products, or a typed address. */
const MENU_LINK_EXCLUDES: readonly LinkType[] = ['blog', 'action', 'studio'];

/**
 * The main menu editor: entries (text, link, colours) reordered by drag and drop or the
 * keyboard, each with submenu segments of image tiles (the spec's tile fields: ratio,
 * corners, overlay, shadow, button) or lists of links. The preview redraws on every key;
 * links whose scheme is not allowed are pointed out (shoppers would get the 404 page).
 * Saving is versioned: a stale save is refused and the current menu can be loaded.
 */
export function MenuEditorScreen({ divisionId, api, images }: MenuEditorScreenProps) {
  const id = useId();
  const [stored, setStored] = useState<StoredMenu | null>(null);
  const [entries, setEntries] = useState<MainMenuEntry[]>([]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [loadError, setLoadError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<StoredMenu | null>(null);
  const [saved, setSaved] = useState('');
  const [picking, setPicking] = useState<{ segment: number; tile: number } | null>(null);
  const [linking, setLinking] = useState<{
    current: string;
    apply: (href: string, text: string) => void;
  } | null>(null);

  useEffect(() => {
    let current = true;
    setLoadError('');
    api.get(divisionId).then(
      (menu) => {
        if (!current) return;
        setStored(menu);
        setEntries(menu.mainMenu);
      },
      (failure: unknown) => current && setLoadError(failureMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, attempt]);

  if (loadError)
    return (
      <main className="dash-screen">
        <InlineError message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      </main>
    );
  if (!stored) return <Loading label="Loading the menu…" skeletonLines={5} />;

  const change = (next: MainMenuEntry[]) => {
    setEntries(next);
    setSaved('');
  };
  const changeEntry = (index: number, patch: Partial<MainMenuEntry>) =>
    change(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const open = openIndex === null ? null : (entries[openIndex] ?? null);
  const changeSegment = (segmentIndex: number, segment: SubmenuSegment) => {
    if (openIndex === null || !open) return;
    changeEntry(openIndex, {
      submenu: open.submenu.map((item, at) => (at === segmentIndex ? segment : item)),
    });
  };
  const changeTile = (segmentIndex: number, tileIndex: number, patch: Partial<ImageTile>) => {
    const segment = open?.submenu[segmentIndex];
    if (!segment || segment.mode !== 'tiles') return;
    changeSegment(segmentIndex, {
      ...segment,
      items: segment.items.map((tile, at) => (at === tileIndex ? { ...tile, ...patch } : tile)),
    });
  };
  const unsafe = unsafeMenuLinks(entries);
  const chooseLink: ChooseLink = (current, apply) => setLinking({ current, apply });

  async function save() {
    if (!stored) return;
    setFormError(null);
    setConflict(null);
    const parsed = mainMenuSchema.safeParse(entries);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const next = await api.save(divisionId, stored.version, entries);
      setStored(next);
      setEntries(next.mainMenu);
      setSaved('Menu saved. Your store’s header shows it now.');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const body = failure.body as { page?: StoredMenu } | undefined;
        setConflict(body?.page ?? null);
        setFormError(MENU_MESSAGES.conflict);
      } else setFormError(failureMessage(failure));
    }
  }

  return (
    <main className="dash-screen dash-edit" aria-labelledby={`${id}-title`}>
      <PageHeader
        title="Main menu"
        titleId={`${id}-title`}
        description="The menu in your store’s header. Drag entries, or focus a handle and use Space and the arrow keys, to change their order."
      />
      <MenuPreview entries={entries} openIndex={openIndex} />
      <Form onSubmit={() => save()} className="dash-edit__form">
        <section className="dash-card" aria-labelledby={`${id}-entries`}>
          <h2 id={`${id}-entries`}>Entries</h2>
          {entries.length === 0 ? (
            <p>No entries yet.</p>
          ) : (
            <SortableList
              label="Menu entries"
              items={entries.map((entry, index) => ({ entry, key: `${index}:${entry.text}` }))}
              keyOf={(item) => item.key}
              labelOf={(item, index) => item.entry.text || `entry ${index + 1}`}
              onMove={(from, to) => {
                change(moveItem(entries, from, to));
                if (openIndex === from) setOpenIndex(to);
                else setOpenIndex(null);
              }}
            >
              {({ entry }, index) => (
                <div className="dash-row-line">
                  <span>
                    {entry.text || 'Untitled'}
                    {entry.submenu.length > 0 ? ` (${entry.submenu.length} submenu)` : ''}
                  </span>
                  <span>
                    <Button
                      size="small"
                      aria-pressed={openIndex === index}
                      aria-label={`Edit ${entry.text || `entry ${index + 1}`}`}
                      onClick={() => setOpenIndex(openIndex === index ? null : index)}
                    >
                      Edit
                    </Button>{' '}
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Remove ${entry.text || `entry ${index + 1}`}`}
                      onClick={() => {
                        change(entries.filter((_, at) => at !== index));
                        setOpenIndex(null);
                      }}
                    >
                      Remove
                    </Button>
                  </span>
                </div>
              )}
            </SortableList>
          )}
          <Button
            onClick={() => {
              change([
                ...entries,
                { text: 'New entry', href: '#', color: null, backgroundColor: null, submenu: [] },
              ]);
              setOpenIndex(entries.length);
            }}
          >
            Add an entry
          </Button>
        </section>

        {open && openIndex !== null ? (
          <section className="dash-card" aria-labelledby={`${id}-entry`}>
            <h2 id={`${id}-entry`}>Entry: {open.text || 'Untitled'}</h2>
            <TextField
              label="Text"
              value={open.text}
              onChange={(text) => changeEntry(openIndex, { text })}
            />
            <MenuLinkField
              label="Link"
              value={open.href}
              hint="A page of your store (/about/), a full address (https://…), mailto:, tel:, # for none."
              onChange={(href) => changeEntry(openIndex, { href })}
              onChoose={() => chooseLink(open.href, (href) => changeEntry(openIndex, { href }))}
            />
            <ColourField
              label="Text colour"
              value={open.color}
              onChange={(color) => changeEntry(openIndex, { color })}
            />
            <ColourField
              label="Background colour"
              value={open.backgroundColor}
              onChange={(backgroundColor) => changeEntry(openIndex, { backgroundColor })}
            />
            {open.submenu.length > 0 ? (
              <SortableList
                label={`Submenus of ${open.text || 'this entry'}`}
                className="dash-menu-segments"
                items={open.submenu}
                keyOf={(_, index) => `submenu-${index}`}
                labelOf={(segment, index) =>
                  `submenu ${index + 1}${segment.title ? `: ${segment.title}` : ''}`
                }
                onMove={(from, to) =>
                  changeEntry(openIndex, { submenu: moveItem(open.submenu, from, to) })
                }
              >
                {(segment, segmentIndex) => (
                  <MenuSegmentFields
                    segment={segment}
                    number={segmentIndex + 1}
                    onChange={(next) => changeSegment(segmentIndex, next)}
                    onRemove={() =>
                      changeEntry(openIndex, {
                        submenu: open.submenu.filter((_, at) => at !== segmentIndex),
                      })
                    }
                    onPickImage={(tile) => setPicking({ segment: segmentIndex, tile })}
                    chooseLink={chooseLink}
                  />
                )}
              </SortableList>
            ) : null}
            <div className="dash-chips">
              <Button
                onClick={() =>
                  changeEntry(openIndex, {
                    submenu: [
                      ...open.submenu,
                      { mode: 'tiles', title: '', link: null, image: null, items: [] },
                    ],
                  })
                }
              >
                Add an image tile submenu
              </Button>
              <Button
                onClick={() =>
                  changeEntry(openIndex, {
                    submenu: [
                      ...open.submenu,
                      { mode: 'list', title: '', link: null, image: null, items: [] },
                    ],
                  })
                }
              >
                Add a link list submenu
              </Button>
            </div>
          </section>
        ) : null}

        {unsafe.length > 0 ? (
          <div className="dash-approval dash-approval--denied" role="alert">
            These links use an address shoppers cannot be sent to; they will open the 404 page:
            <ul>
              {unsafe.map((link, index) => (
                <li key={index}>
                  {link.where}: {link.url}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <FormMessage message={formError} />
        {conflict ? (
          <Button
            onClick={() => {
              setStored(conflict);
              setEntries(conflict.mainMenu);
              setConflict(null);
              setFormError(null);
              setOpenIndex(null);
              setSaved('The current menu is loaded. Make your changes again.');
            }}
          >
            Load the current menu
          </Button>
        ) : null}
        <p role="status">{saved}</p>
        <div className="dash-edit__actions">
          <SubmitButton busyLabel="Saving…">Save menu</SubmitButton>
        </div>
      </Form>
      <ImagePicker
        open={picking !== null}
        divisionId={divisionId}
        api={images}
        chosen={[]}
        onClose={() => setPicking(null)}
        onPick={(image) => {
          if (picking) changeTile(picking.segment, picking.tile, { src: image.original });
          setPicking(null);
        }}
      />
      {linking ? (
        // Outside the form: the overlay's typed-link tab is a form of its own.
        <SelectLinkOverlay
          open
          divisionId={divisionId}
          exclude={MENU_LINK_EXCLUDES}
          initialType={
            linking.current && linking.current !== '#' ? linkTypeOf(linking.current) : undefined
          }
          onClose={() => setLinking(null)}
          onSelect={(choice) => {
            linking.apply(choice.href, choice.text);
            setLinking(null);
          }}
        />
      ) : null}
    </main>
  );
}
