import '../products/catalogue.css';
import { useEffect, useId, useState } from 'react';
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
  COLLECTION_MESSAGES,
  COLLECTION_RULES,
  collectionInputSchema,
  moveItem,
  urlNameFrom,
  type CollectionInput,
  type CollectionRule,
  type SellerCollection,
  type SellerProductRow,
} from '../../src/products';
import { failureMessage } from '../../src/errors';
import { ImagePicker } from '../products/ImagePicker';
import type { ProductsApi } from '../products/productsApi';
import { SortableList } from '../products/SortableList';

export interface CollectionEditScreenProps {
  divisionId: number;
  /** null: a new collection. */
  collectionId: number | null;
  api: ProductsApi;
  onSaved: (collection: SellerCollection) => void;
}

interface Draft {
  name: string;
  urlName: string;
  urlNameTouched: boolean;
  banner: string;
  mode: 'manual' | 'rule';
  rule: CollectionRule;
  ruleTag: string;
  products: Array<{ id: number; name: string }>;
  active: boolean;
}

const FIELDS = ['name', 'urlName', 'banner', 'rule', 'ruleTag', 'productIds'] as const;
type FieldName = (typeof FIELDS)[number];

const RULE_LABELS: Record<CollectionRule, string> = {
  tag: 'Products with a tag',
  newest: 'Newest products first',
  bestseller: 'Bestsellers first',
};

const emptyDraft: Draft = {
  name: '',
  urlName: '',
  urlNameTouched: false,
  banner: '',
  mode: 'manual',
  rule: 'newest',
  ruleTag: '',
  products: [],
  active: true,
};

const inputFrom = (draft: Draft): CollectionInput => ({
  name: draft.name,
  urlName: draft.urlName,
  banner: draft.banner.trim() === '' ? null : draft.banner.trim(),
  mode: draft.mode,
  rule: draft.mode === 'rule' ? draft.rule : null,
  ruleTag: draft.mode === 'rule' && draft.rule === 'tag' ? draft.ruleTag : '',
  productIds: draft.products.map((product) => product.id),
  active: draft.active,
});

/**
 * Making or changing a collection: name, url name, banner from the image library, and
 * either products in the seller's order (dragged, or moved by keyboard) or a rule (a tag,
 * the newest, the bestsellers) the storefront applies on every visit; active or not.
 * Saves are versioned like products: a stale one is refused with the current copy.
 */
export function CollectionEditScreen({
  divisionId,
  collectionId,
  api,
  onSaved,
}: CollectionEditScreenProps) {
  const id = useId();
  const [collection, setCollection] = useState<SellerCollection | null>(null);
  const [draft, setDraft] = useState<Draft | null>(collectionId === null ? emptyDraft : null);
  const [loadError, setLoadError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SellerCollection | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<SellerProductRow[] | null>(null);
  const [saved, setSaved] = useState('');

  const draftFrom = async (from: SellerCollection): Promise<Draft> => {
    const members =
      from.productIds.length === 0
        ? []
        : (await api.list(divisionId, { collection: from.id, perPage: 100 })).products;
    const names = new Map(members.map((row) => [row.id, row.name]));
    return {
      name: from.name,
      urlName: from.urlName,
      urlNameTouched: true,
      banner: from.banner ?? '',
      mode: from.mode,
      rule: from.rule ?? 'newest',
      ruleTag: from.ruleTag,
      products: from.productIds.map((productId) => ({
        id: productId,
        name: names.get(productId) ?? `Product ${productId}`,
      })),
      active: from.active,
    };
  };

  useEffect(() => {
    if (collectionId === null) return;
    let current = true;
    setLoadError('');
    api
      .listCollections(divisionId)
      .then(async (all) => {
        const found = all.find((item) => item.id === collectionId);
        if (!found) throw new ApiError(COLLECTION_MESSAGES.notFound, 404);
        const next = await draftFrom(found);
        if (!current) return;
        setCollection(found);
        setDraft(next);
      })
      .catch((failure: unknown) => current && setLoadError(failureMessage(failure)));
    return () => {
      current = false;
    };
    // draftFrom reads only api and divisionId, already listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, divisionId, collectionId, attempt]);

  if (loadError)
    return (
      <main className="dash-screen">
        <InlineError message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      </main>
    );
  if (!draft) return <Loading label="Loading the collection…" skeletonLines={6} />;

  const update = (change: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...change } : current));
    setSaved('');
  };

  async function findProducts() {
    const found = await api.list(divisionId, {
      search: search.trim(),
      perPage: 10,
      sort: 'name',
      direction: 'asc',
    });
    setMatches(found.products);
  }

  async function save() {
    if (!draft) return;
    setFormError(null);
    setConflict(null);
    const input = inputFrom(draft);
    const parsed = collectionInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) next[field] ??= issue.message;
        else setFormError(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const result = collection
        ? await api.updateCollection(divisionId, collection.id, collection.version, input)
        : await api.createCollection(divisionId, input);
      setCollection(result);
      setSaved('Collection saved.');
      onSaved(result);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const body = failure.body as
          { collection?: SellerCollection; page?: { collection?: SellerCollection } } | undefined;
        setConflict(body?.page?.collection ?? body?.collection ?? null);
        setFormError(COLLECTION_MESSAGES.conflict);
        return;
      }
      const issues = (failure as { issues?: Array<{ field: string; message: string }> }).issues;
      const next: Partial<Record<FieldName, string>> = {};
      let form: string | null = null;
      for (const issue of issues ?? []) {
        const field = FIELDS.find((name) => name === issue.field.split('.')[0]);
        if (field) next[field] ??= issue.message;
        else form ??= issue.message;
      }
      setErrors(next);
      setFormError(form ?? (issues && issues.length > 0 ? null : failureMessage(failure)));
    }
  }

  const title = collection ? `Edit ${collection.name}` : 'New collection';
  return (
    <main className="dash-screen dash-edit" aria-labelledby={`${id}-title`}>
      <PageHeader
        title={title}
        titleId={`${id}-title`}
        before={<a href="/dashboard/collections/">Back to collections</a>}
      />
      <Form onSubmit={() => save()} className="dash-edit__form">
        <section className="dash-card" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`}>About the collection</h2>
          <Field label="Name" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                value={draft.name}
                onChange={(e) =>
                  update({
                    name: e.target.value,
                    ...(draft.urlNameTouched ? {} : { urlName: urlNameFrom(e.target.value) }),
                  })
                }
              />
            )}
          </Field>
          <Field label="Url name" required error={errors.urlName}>
            {(control) => (
              <input
                {...control}
                value={draft.urlName}
                onChange={(e) => update({ urlName: e.target.value, urlNameTouched: true })}
              />
            )}
          </Field>
          <Field
            label="Banner image"
            error={errors.banner}
            hint="Shown at the top of the collection page."
          >
            {(control) => (
              <input
                {...control}
                value={draft.banner}
                onChange={(e) => update({ banner: e.target.value })}
              />
            )}
          </Field>
          {draft.banner ? (
            <img className="dash-banner-preview" src={draft.banner} alt="" height={80} />
          ) : null}
          <Button onClick={() => setPickerOpen(true)}>Choose a banner from the library</Button>
          <label className="dash-check">
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(e) => update({ active: e.target.checked })}
            />
            Active (shown in the store)
          </label>
        </section>

        <section className="dash-card" aria-labelledby={`${id}-products`}>
          <h2 id={`${id}-products`}>Products</h2>
          <fieldset>
            <legend>How products are chosen</legend>
            <label className="dash-check">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={draft.mode === 'manual'}
                onChange={() => update({ mode: 'manual' })}
              />
              Products I choose, in my order
            </label>
            <label className="dash-check">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={draft.mode === 'rule'}
                onChange={() => update({ mode: 'rule' })}
              />
              By a rule
            </label>
          </fieldset>
          {draft.mode === 'rule' ? (
            <>
              <Field label="Rule" error={errors.rule}>
                {(control) => (
                  <select
                    {...control}
                    value={draft.rule}
                    onChange={(e) => update({ rule: e.target.value as CollectionRule })}
                  >
                    {COLLECTION_RULES.map((rule) => (
                      <option key={rule} value={rule}>
                        {RULE_LABELS[rule]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {draft.rule === 'tag' ? (
                <Field label="Tag" required error={errors.ruleTag}>
                  {(control) => (
                    <input
                      {...control}
                      value={draft.ruleTag}
                      onChange={(e) => update({ ruleTag: e.target.value })}
                    />
                  )}
                </Field>
              ) : null}
            </>
          ) : (
            <>
              {errors.productIds ? (
                <p className="ui-field__error" role="alert">
                  {errors.productIds}
                </p>
              ) : null}
              {draft.products.length === 0 ? (
                <p>No products yet. Find products below to add them.</p>
              ) : (
                <SortableList
                  label="Products in this collection"
                  items={draft.products}
                  keyOf={(product) => String(product.id)}
                  labelOf={(product) => product.name}
                  onMove={(from, to) => update({ products: moveItem(draft.products, from, to) })}
                >
                  {(product, index) => (
                    <div className="dash-row-line">
                      <span>
                        {index + 1}. {product.name}
                      </span>
                      <Button
                        size="small"
                        aria-label={`Remove ${product.name}`}
                        onClick={() =>
                          update({
                            products: draft.products.filter((item) => item.id !== product.id),
                          })
                        }
                      >
                        Remove
                      </Button>
                    </div>
                  )}
                </SortableList>
              )}
              <div className="dash-picker__search">
                <Field label="Find products to add">
                  {(control) => (
                    <input
                      {...control}
                      type="search"
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          void findProducts();
                        }
                      }}
                    />
                  )}
                </Field>
                <Button onClick={() => void findProducts()}>Find</Button>
              </div>
              {matches === null ? null : matches.length === 0 ? (
                <p role="status">No products match.</p>
              ) : (
                <ul className="dash-chips" aria-label="Found products">
                  {matches.map((row) => {
                    const added = draft.products.some((product) => product.id === row.id);
                    return (
                      <li key={row.id}>
                        <Button
                          size="small"
                          disabled={added}
                          onClick={() =>
                            update({
                              products: [...draft.products, { id: row.id, name: row.name }],
                            })
                          }
                        >
                          {added ? `${row.name} added` : `Add ${row.name}`}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </section>
        <FormMessage message={formError} />
        {conflict ? (
          <Button
            onClick={() => {
              const current = conflict;
              setConflict(null);
              setFormError(null);
              void draftFrom(current).then((next) => {
                setCollection(current);
                setDraft(next);
                setSaved('The current collection is loaded. Make your changes again.');
              });
            }}
          >
            Load the current collection
          </Button>
        ) : null}
        <p role="status">{saved}</p>
        <div className="dash-edit__actions">
          <SubmitButton busyLabel="Saving…">Save collection</SubmitButton>
        </div>
      </Form>
      <ImagePicker
        open={pickerOpen}
        divisionId={divisionId}
        api={api}
        chosen={draft.banner ? [draft.banner] : []}
        onClose={() => setPickerOpen(false)}
        onPick={(image) => {
          update({ banner: image.original });
          setPickerOpen(false);
        }}
      />
    </main>
  );
}
