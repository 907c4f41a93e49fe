import '../products/catalogue.css';
import './menu.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Button,
  Field,
  Form,
  FormMessage,
  InlineError,
  Loading,
  PageHeader,
  SubmitButton,
} from '../../src/ui';
import { ApiError } from '../../src/errors';
import {
  TILE_BORDER_RADII,
  TILE_RATIOS,
  TEXT_SHADOWS,
  type ImageTile,
  type MainMenuEntry,
  type SubmenuSegment,
} from '../../src/model';
import { mainMenuSchema, MENU_MESSAGES, newImageTile, unsafeMenuLinks } from '../../src/menu';
import { moveItem } from '../../src/products';
import { failureMessage } from '../../editor/panels/failureMessage';
import { linkTypeOf } from '../../editor/panels/linkChoices';
import { SelectLinkOverlay } from '../../editor/panels/SelectLinkOverlay';
import type { LinkType } from '../../src/links';
import { ImagePicker } from '../products/ImagePicker';
import type { ProductsApi } from '../products/productsApi';
import { SortableList } from '../products/SortableList';
import type { MenuApi, StoredMenu } from './menuApi';
import { ColourField } from './ColourField';
import { MenuLinkField } from './MenuLinkField';
import { MenuPreview } from './MenuPreview';

export interface MenuEditorScreenProps {
  divisionId: number;
  api: MenuApi;
  images: Pick<ProductsApi, 'images'>;
}

/** The menu links to the store's pages, collections and products, or a typed address. */
const MENU_LINK_EXCLUDES: readonly LinkType[] = ['blog', 'action', 'studio'];

/** A labelled text input bound to a string (or a nullable colour). */
function TextField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input {...control} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

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
  /** Opens the select-link overlay for one link of the menu; `apply` takes the choice. */
  const chooseLink = (current: string, apply: (href: string, text: string) => void) =>
    setLinking({ current, apply });

  const tileFields = (
    segmentIndex: number,
    segment: SubmenuSegment & { mode: 'tiles' },
    tile: ImageTile,
    tileIndex: number,
  ) => {
    const name = `tile ${tileIndex + 1}`;
    const set = (patch: Partial<ImageTile>) => changeTile(segmentIndex, tileIndex, patch);
    return (
      <div className="dash-menu-tile-fields">
        <TextField label={`Image of ${name}`} value={tile.src} onChange={(src) => set({ src })} />
        <Button size="small" onClick={() => setPicking({ segment: segmentIndex, tile: tileIndex })}>
          Choose the image of {name}
        </Button>
        <TextField
          label={`Title of ${name}`}
          value={tile.title}
          onChange={(title) => set({ title })}
        />
        <TextField
          label={`Description of ${name}`}
          value={tile.description}
          onChange={(description) => set({ description })}
        />
        <MenuLinkField
          label={`Link of ${name}`}
          value={tile.link}
          onChange={(link) => set({ link })}
          onChoose={() => chooseLink(tile.link, (link) => set({ link }))}
        />
        <SelectField
          label={`Ratio of ${name}`}
          value={tile.ratio}
          options={TILE_RATIOS}
          onChange={(ratio) => set({ ratio })}
        />
        <SelectField
          label={`Border radius of ${name}`}
          value={tile.borderRadius}
          options={TILE_BORDER_RADII}
          onChange={(borderRadius) => set({ borderRadius })}
        />
        <SelectField
          label={`Shadow of ${name}`}
          value={tile.shadow}
          options={TEXT_SHADOWS}
          onChange={(shadow) => set({ shadow })}
        />
        <ColourField
          label={`Overlay colour of ${name}`}
          value={tile.overlay}
          hint="Laid over the image under the text; empty for none."
          onChange={(overlay) => set({ overlay })}
        />
        <TextField
          label={`Button text of ${name}`}
          value={tile.button?.text ?? ''}
          hint="Empty for no button."
          onChange={(text) =>
            set({
              button:
                text === ''
                  ? null
                  : {
                      textColor: null,
                      backgroundColor: null,
                      borderColor: null,
                      borderRadius: null,
                      width: 'auto',
                      ...tile.button,
                      text,
                    },
            })
          }
        />
        <Button
          size="small"
          variant="danger"
          onClick={() =>
            changeSegment(segmentIndex, {
              ...segment,
              items: segment.items.filter((_, at) => at !== tileIndex),
            })
          }
        >
          Remove {name}
        </Button>
      </div>
    );
  };

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
                  <fieldset className="dash-menu-segment">
                    <legend>
                      Submenu {segmentIndex + 1}:{' '}
                      {segment.mode === 'tiles' ? 'image tiles' : 'links'}
                    </legend>
                    <TextField
                      label={`Title of submenu ${segmentIndex + 1}`}
                      value={segment.title}
                      onChange={(title) => changeSegment(segmentIndex, { ...segment, title })}
                    />
                    {segment.mode === 'tiles' ? (
                      <SortableList
                        label={`Tiles of submenu ${segmentIndex + 1}`}
                        items={segment.items}
                        keyOf={(_, index) => `tile-${index}`}
                        labelOf={(tile, index) =>
                          `tile ${index + 1}${tile.title ? `: ${tile.title}` : ''}`
                        }
                        onMove={(from, to) =>
                          changeSegment(segmentIndex, {
                            ...segment,
                            items: moveItem(segment.items, from, to),
                          })
                        }
                      >
                        {(tile, tileIndex) => tileFields(segmentIndex, segment, tile, tileIndex)}
                      </SortableList>
                    ) : (
                      <SortableList
                        label={`Links of submenu ${segmentIndex + 1}`}
                        items={segment.items}
                        keyOf={(_, index) => `link-${index}`}
                        labelOf={(item, index) =>
                          `link ${index + 1}${item.text ? `: ${item.text}` : ''}`
                        }
                        onMove={(from, to) =>
                          changeSegment(segmentIndex, {
                            ...segment,
                            items: moveItem(segment.items, from, to),
                          })
                        }
                      >
                        {(item, itemIndex) => {
                          const changeLink = (patch: Partial<typeof item>) =>
                            changeSegment(segmentIndex, {
                              ...segment,
                              items: segment.items.map((link, at) =>
                                at === itemIndex ? { ...link, ...patch } : link,
                              ),
                            });
                          return (
                            <div className="dash-menu-tile-fields">
                              <TextField
                                label={`Text of link ${itemIndex + 1}`}
                                value={item.text}
                                onChange={(text) => changeLink({ text })}
                              />
                              <MenuLinkField
                                label={`Address of link ${itemIndex + 1}`}
                                value={item.href}
                                onChange={(href) => changeLink({ href })}
                                onChoose={() =>
                                  chooseLink(item.href, (href, text) =>
                                    changeLink(
                                      item.text === 'Link' || item.text === ''
                                        ? { href, text }
                                        : { href },
                                    ),
                                  )
                                }
                              />
                              <Button
                                size="small"
                                variant="danger"
                                onClick={() =>
                                  changeSegment(segmentIndex, {
                                    ...segment,
                                    items: segment.items.filter((_, at) => at !== itemIndex),
                                  })
                                }
                              >
                                Remove link {itemIndex + 1}
                              </Button>
                            </div>
                          );
                        }}
                      </SortableList>
                    )}
                    <div className="dash-chips">
                      <Button
                        size="small"
                        onClick={() =>
                          changeSegment(
                            segmentIndex,
                            segment.mode === 'tiles'
                              ? { ...segment, items: [...segment.items, newImageTile('')] }
                              : {
                                  ...segment,
                                  items: [...segment.items, { text: 'Link', href: '#' }],
                                },
                          )
                        }
                      >
                        {segment.mode === 'tiles'
                          ? `Add a tile to submenu ${segmentIndex + 1}`
                          : `Add a link to submenu ${segmentIndex + 1}`}
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() =>
                          changeEntry(openIndex, {
                            submenu: open.submenu.filter((_, at) => at !== segmentIndex),
                          })
                        }
                      >
                        Remove submenu {segmentIndex + 1}
                      </Button>
                    </div>
                  </fieldset>
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
