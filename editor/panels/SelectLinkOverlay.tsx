import { useEffect, useId, useRef, useState } from 'react';
import { rankByQuery } from '../../src/format';
import type { LinkChoice, LinkType } from '../../src/links';
import { Dialog, TabList, TabPanel, useTabIds } from '../../src/ui';
import { useEditorApi, type EditorApi } from '../app/api';
import { failureMessage } from '../../src/errors';
import {
  actionChoices,
  actionDescription,
  allowedLinkTypes,
  blogChoices,
  collectionChoices,
  customLinkChoice,
  LINK_TYPE_LABELS,
  pageChoices,
  productChoices,
  studioChoices,
} from './linkChoices';

export interface SelectLinkOverlayProps {
  open: boolean;
  divisionId: number;
  /** Link types this caller does not allow (a field's `exclude`). */
  exclude?: readonly LinkType[];
  /** The tab to open on (the current link's type); the first allowed tab otherwise. */
  initialType?: LinkType;
  onSelect: (choice: LinkChoice) => void;
  onClose: () => void;
}

type ListedType = Exclude<LinkType, 'link'>;
type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; choices: LinkChoice[] };

/** Where each list tab's choices come from. */
const SOURCES: Record<ListedType, (api: EditorApi, divisionId: number) => Promise<LinkChoice[]>> = {
  product: async (api, division) => productChoices(await api.products(division)),
  collection: async (api, division) => collectionChoices(await api.collections(division)),
  blog: async (api, division) => blogChoices(await api.blogPosts(division)),
  page: async (api, division) => pageChoices(await api.listPages(division)),
  action: async () => actionChoices(),
  studio: async (api, division) => studioChoices(await api.products(division)),
};

const EMPTY_TEXT: Record<ListedType, string> = {
  product: 'This store has no products yet.',
  collection: 'This store has no collections yet.',
  blog: 'This store has no blog posts yet.',
  page: 'This store has no pages with a url yet.',
  action: 'No actions available.',
  studio: 'No studio links available.',
};

/**
 * The select-link overlay: one tab per link type the caller
 * allows, in the spec's order. List tabs load their source the first time they are shown
 * and can be searched; the custom-link tab takes any safe URL. Choosing gives a link
 * choice `{ text, href, type }`. Tabs follow the ARIA tabs pattern: arrow keys, Home and
 * End move between them, and the panel changes with the focused tab.
 */
export function SelectLinkOverlay({
  open,
  divisionId,
  exclude,
  initialType,
  onSelect,
  onClose,
}: SelectLinkOverlayProps) {
  const types = allowedLinkTypes(exclude);
  const [active, setActive] = useState<LinkType>(
    initialType && types.includes(initialType) ? initialType : (types[0] ?? 'link'),
  );
  const ids = useTabIds();
  // Sources already loaded in this opening: going back to a tab does not fetch again.
  const loaded = useRef(new Map<ListedType, LinkChoice[]>());

  return (
    <Dialog open={open} title="Select link" onClose={onClose} className="overlay">
      <TabList
        label="Link type"
        className="tabs"
        tabs={types.map((type) => ({ key: type, label: LINK_TYPE_LABELS[type] }))}
        active={active}
        onSelect={setActive}
        ids={ids}
      />
      <TabPanel ids={ids} tab={active}>
        {active === 'link' ? (
          <CustomLinkForm onSelect={onSelect} />
        ) : (
          <ChoiceList
            key={active}
            type={active}
            divisionId={divisionId}
            cache={loaded.current}
            onSelect={onSelect}
          />
        )}
      </TabPanel>
      <div className="ui-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

/** One list tab: its source loaded once, a search box, and loading, empty and error states. */
function ChoiceList({
  type,
  divisionId,
  cache,
  onSelect,
}: {
  type: ListedType;
  divisionId: number;
  cache: Map<ListedType, LinkChoice[]>;
  onSelect: (choice: LinkChoice) => void;
}) {
  const api = useEditorApi();
  const searchId = useId();
  const cached = cache.get(type);
  const [listing, setListing] = useState<Listing>(
    cached ? { state: 'ready', choices: cached } : { state: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const needsLoad = listing.state !== 'ready';

  useEffect(() => {
    if (!needsLoad) return;
    let current = true;
    setListing({ state: 'loading' });
    SOURCES[type](api, divisionId).then(
      (choices) => {
        cache.set(type, choices);
        if (current) setListing({ state: 'ready', choices });
      },
      (error: unknown) => current && setListing({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, type, cache, needsLoad, attempt]);

  if (listing.state === 'loading') {
    return (
      <p className="status" role="status">
        Loading…
      </p>
    );
  }
  if (listing.state === 'error') {
    return (
      <div role="alert">
        <p className="status status--error">{listing.message}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  const shown = rankByQuery(listing.choices, query, (choice) => [choice.text, choice.href]);
  const label = `Search ${LINK_TYPE_LABELS[type].toLowerCase()} links`;
  return (
    <>
      {listing.choices.length > 0 ? (
        <div className="field">
          <label htmlFor={searchId} className="ui-visually-hidden">
            {label}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={label}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="status" role="status">
          {listing.choices.length === 0 ? EMPTY_TEXT[type] : `Nothing matches “${query.trim()}”.`}
        </p>
      ) : (
        <ul className="choice-list">
          {shown.map((choice) => {
            const description =
              choice.type === 'action' ? actionDescription(choice.href) : undefined;
            return (
              <li key={choice.href}>
                <button type="button" onClick={() => onSelect(choice)}>
                  <span>{choice.text}</span>
                  <small>{choice.href}</small>
                  {description ? <small>{description}</small> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The custom-link tab: link text and a URL, refused with a reason when unsafe or missing. */
function CustomLinkForm({ onSelect }: { onSelect: (choice: LinkChoice) => void }) {
  const ids = { text: useId(), href: useId(), error: useId() };
  const [text, setText] = useState('');
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="field"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = customLinkChoice(text, href);
        if (result.ok) onSelect(result.value);
        else setError(result.error);
      }}
    >
      <label htmlFor={ids.text} className="field__label">
        Link text
      </label>
      <input
        id={ids.text}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor={ids.href} className="field__label">
        URL
      </label>
      <input
        id={ids.href}
        type="text"
        inputMode="url"
        value={href}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--primary">
          Use link
        </button>
      </div>
    </form>
  );
}
