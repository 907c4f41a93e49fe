import './catalogue.css';
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
import { ApiError, ConflictError } from '../../src/errors';
import {
  APPROVAL_LABELS,
  findBaseProduct,
  moneyFromText,
  moveItem,
  productInputFrom,
  productInputSchema,
  productMargin,
  PRODUCT_MESSAGES,
  tagsFromText,
  type ProductImage,
  type ProductInput,
  type SellerCollection,
  type SellerProduct,
  type SellerProductRow,
  toggleColour,
  toggleColourSize,
  type ColourSizes,
} from '../../src/products';
import { failureMessage } from '../../src/errors';
import { LibraryUpload } from '../images/LibraryUpload';
import type { uploadImage } from '../images/uploadImage';
import { FocalPointPicker } from './FocalPointPicker';
import { ImagePicker } from './ImagePicker';
import type { LibraryImage, ProductsApi } from './productsApi';
import { SortableList } from './SortableList';

export interface ProductEditScreenProps {
  divisionId: number;
  productId: number;
  api: ProductsApi;
  /** Injected for tests; the real one talks to the server. */
  upload?: typeof uploadImage;
}

/** The form's own state: what the seller typed, before it is read as a ProductInput. */
interface Draft {
  name: string;
  urlName: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  images: ProductImage[];
  /** Each chosen colour with the sizes it is made in. */
  options: ColourSizes[];
  price: string;
  salePrice: string;
  collections: number[];
  tags: string;
  enabled: boolean;
  enableAddToCart: boolean;
  crossSellProducts: number[];
}

const FIELDS = [
  'name',
  'urlName',
  'description',
  'metaTitle',
  'metaDescription',
  'images',
  'options',
  'price',
  'salePrice',
  'collections',
  'tags',
  'crossSellProducts',
] as const;
type FieldName = (typeof FIELDS)[number];

const MAX_CROSS_SELLS = 8;

function draftFrom(product: SellerProduct): Draft {
  const input = productInputFrom(product);
  return {
    name: input.name,
    urlName: input.urlName,
    description: input.description ?? '',
    metaTitle: input.metaTitle ?? '',
    metaDescription: input.metaDescription ?? '',
    images: product.images.map((image) => ({ ...image })),
    options: product.options.map((option) => ({
      colourName: option.colourName,
      sizes: [...option.sizes],
    })),
    price: product.price.toFixed(2),
    salePrice: product.salePrice === null ? '' : product.salePrice.toFixed(2),
    collections: [...product.collections],
    tags: product.tags.join(', '),
    enabled: product.enabled,
    enableAddToCart: product.enableAddToCart,
    crossSellProducts: [...product.crossSellProducts],
  };
}

function inputFrom(product: SellerProduct, draft: Draft): ProductInput {
  return {
    baseSku: product.baseSku as ProductInput['baseSku'],
    name: draft.name,
    urlName: draft.urlName,
    description: draft.description,
    metaTitle: draft.metaTitle,
    metaDescription: draft.metaDescription,
    images: draft.images,
    options: draft.options,
    price: moneyFromText(draft.price) ?? Number.NaN,
    salePrice: moneyFromText(draft.salePrice),
    collections: draft.collections,
    tags: tagsFromText(draft.tags),
    enabled: draft.enabled,
    enableAddToCart: draft.enableAddToCart,
    crossSellProducts: draft.crossSellProducts,
  };
}

/**
 * The first message per field of a failed parse, keyed by the form's field names; a
 * message about one colour's sizes (options.N.sizes) is also kept by colour position, so
 * it shows under that colour.
 */
function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<FieldName, string>> = {};
  const optionErrors: Record<number, string> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const field = FIELDS.find((name) => String(name) === String(issue.path[0]));
    const option = Number(issue.path[1]);
    if (field === 'options' && Number.isInteger(option) && issue.path.length > 2)
      optionErrors[option] ??= issue.message;
    else if (field) errors[field] ??= issue.message;
    else form ??= issue.message;
  }
  return { errors, optionErrors, form };
}

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

type Loaded = {
  product: SellerProduct;
  collections: SellerCollection[];
  /** Names of the store's products, for the cross-sell picker. */
  others: SellerProductRow[];
};

/**
 * Changing a product the seller made: every field the spec lets a seller control, images
 * uploaded here or picked from the library, ordered by drag and drop or keyboard with alt
 * text and a focal point (clicked on the picture), colours each with their sizes, prices checked
 * against the base cost with the margin shown. A save names the version it was made
 * from (a stale one is refused, and the seller can load the current copy) and sends the
 * product back to staff for approval.
 */
export function ProductEditScreen({ divisionId, productId, api, upload }: ProductEditScreenProps) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [optionErrors, setOptionErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SellerProduct | null>(null);
  const [saved, setSaved] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [crossSearch, setCrossSearch] = useState('');

  useEffect(() => {
    let current = true;
    setLoadError('');
    Promise.all([
      api.getProduct(divisionId, productId),
      api.listCollections(divisionId),
      api.list(divisionId, { perPage: 100, sort: 'name', direction: 'asc' }),
    ]).then(
      ([product, collections, others]) => {
        if (!current) return;
        setLoaded({ product, collections, others: others.products });
        setDraft(draftFrom(product));
      },
      (failure: unknown) => current && setLoadError(failureMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, productId, attempt]);

  if (loadError)
    return (
      <main className="dash-screen">
        <InlineError message={loadError} onRetry={() => setAttempt((n) => n + 1)} />
      </main>
    );
  if (!loaded || !draft) return <Loading label="Loading the product…" skeletonLines={8} />;

  const { product, collections, others } = loaded;
  const base = findBaseProduct(product.baseSku);
  // The platform's own products (the demo seed's) have no base product: their colours,
  // sizes and cost are not the seller's to change, and the API refuses them.
  if (!base)
    return (
      <main className="dash-screen" aria-labelledby={`${id}-title`}>
        <PageHeader
          title={product.name}
          titleId={`${id}-title`}
          before={<a href="/dashboard/products/">Back to products</a>}
        />
        <p className="dash-approval">
          This product was not made from a base product, so it cannot be changed here. Make your own
          from a base product with “New product”.
        </p>
      </main>
    );
  const update = (change: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...change } : current));
    setSaved('');
  };
  const updateImage = (index: number, change: Partial<Draft['images'][number]>) =>
    update({
      images: draft.images.map((item, at) => (at === index ? { ...item, ...change } : item)),
    });
  // Uploads and picks finish one after another: each adds to the latest draft, not to
  // the one this render saw.
  const addImage = (image: LibraryImage) => {
    setDraft((current) =>
      current && !current.images.some((item) => item.url === image.original)
        ? {
            ...current,
            images: [
              ...current.images,
              { url: image.original, alt: image.altText, focalX: 0.5, focalY: 0.5 },
            ],
          }
        : current,
    );
    setSaved('');
  };
  const baseColours = base.colours.map((colour) => colour.name);
  const price = moneyFromText(draft.price);
  const salePrice = moneyFromText(draft.salePrice);
  const margin =
    base &&
    price !== null &&
    Number.isFinite(price) &&
    (salePrice === null || Number.isFinite(salePrice))
      ? productMargin({ price, salePrice, baseCost: base.baseCost })
      : null;
  const nameOf = (productIdOf: number) =>
    others.find((row) => row.id === productIdOf)?.name ?? `Product ${productIdOf}`;
  const crossMatches =
    crossSearch.trim() === ''
      ? []
      : others
          .filter(
            (row) =>
              row.id !== product.id &&
              !draft.crossSellProducts.includes(row.id) &&
              row.name.toLowerCase().includes(crossSearch.trim().toLowerCase()),
          )
          .slice(0, 8);

  async function save() {
    if (!draft) return;
    setFormError(null);
    setConflict(null);
    setSaved('');
    const parsed = productInputSchema.safeParse(inputFrom(product, draft));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found.errors);
      setOptionErrors(found.optionErrors);
      setFormError(found.form);
      return;
    }
    setErrors({});
    setOptionErrors({});
    try {
      const next = await api.updateProduct(
        divisionId,
        product.id,
        product.version,
        inputFrom(product, draft),
      );
      setLoaded((current) => (current ? { ...current, product: next } : current));
      setDraft(draftFrom(next));
      setSaved('Saved. The changes wait for approval before shoppers see them.');
    } catch (failure) {
      if (
        failure instanceof ConflictError ||
        (failure instanceof ApiError && failure.status === 409)
      ) {
        // The app's error handler puts a conflict's payload under `page` (server/http/errors.ts).
        const body = (failure as ApiError).body as
          { product?: SellerProduct; page?: { product?: SellerProduct } } | undefined;
        setConflict(body?.page?.product ?? body?.product ?? null);
        setFormError(PRODUCT_MESSAGES.conflict);
        return;
      }
      const issues = (failure as { issues?: Array<{ field: string; message: string }> }).issues;
      if (issues && issues.length > 0) {
        const found = fieldErrorsOf(
          issues.map((issue) => ({ path: issue.field.split('.'), message: issue.message })),
        );
        setErrors(found.errors);
        setOptionErrors(found.optionErrors);
        setFormError(found.form);
      } else setFormError(failureMessage(failure));
    }
  }

  const loadCurrent = () => {
    if (!conflict) return;
    setLoaded((current) => (current ? { ...current, product: conflict } : current));
    setDraft(draftFrom(conflict));
    setConflict(null);
    setFormError(null);
    setSaved('The current product is loaded. Make your changes again.');
  };

  const imageLabel = (image: ProductImage, index: number) =>
    `image ${index + 1}${image.alt ? `: ${image.alt}` : ''}`;

  return (
    <main className="dash-screen dash-edit" aria-labelledby={`${id}-title`}>
      <PageHeader
        title={`Edit ${product.name}`}
        titleId={`${id}-title`}
        before={<a href="/dashboard/products/">Back to products</a>}
        description={`Made from the ${base.name} (base cost £${base.baseCost.toFixed(2)})`}
      />
      <p
        className={`dash-approval dash-approval--${product.approvalStatus}`}
        role="status"
        aria-label="Approval"
      >
        <strong>{APPROVAL_LABELS[product.approvalStatus]}</strong>
        {product.approvalStatus === 'denied' && product.denialReason
          ? `: ${product.denialReason}`
          : product.approvalStatus === 'pending'
            ? ': staff look at every change before shoppers see it.'
            : ''}
      </p>
      <Form onSubmit={() => save()} className="dash-edit__form">
        <section aria-labelledby={`${id}-about`} className="dash-card">
          <h2 id={`${id}-about`}>About the product</h2>
          <Field label="Name" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                value={draft.name}
                onChange={(e) => update({ name: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Url name"
            required
            error={errors.urlName}
            hint="Lower-case words joined by dashes: the product's address in your store."
          >
            {(control) => (
              <input
                {...control}
                value={draft.urlName}
                onChange={(e) => update({ urlName: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Description"
            error={errors.description}
            hint="HTML is allowed; scripts and unsafe links are removed when it is saved."
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                value={draft.description}
                onChange={(e) => update({ description: e.target.value })}
              />
            )}
          </Field>
          <Field label="Meta title" error={errors.metaTitle} hint="Shown by search engines.">
            {(control) => (
              <input
                {...control}
                value={draft.metaTitle}
                onChange={(e) => update({ metaTitle: e.target.value })}
              />
            )}
          </Field>
          <Field label="Meta description" error={errors.metaDescription}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={draft.metaDescription}
                onChange={(e) => update({ metaDescription: e.target.value })}
              />
            )}
          </Field>
        </section>

        <section aria-labelledby={`${id}-images`} className="dash-card">
          <h2 id={`${id}-images`}>Images</h2>
          <p className="dash-hint">
            The first image is the one shoppers see first. Drag the handle, or focus it and press
            Space, then the arrow keys, then Space again.
          </p>
          {errors.images ? (
            <p className="ui-field__error" role="alert">
              {errors.images}
            </p>
          ) : null}
          {draft.images.length === 0 ? (
            <p>No images yet.</p>
          ) : (
            <SortableList
              label="Product images"
              items={draft.images}
              keyOf={(image) => image.url}
              labelOf={imageLabel}
              onMove={(from, to) => update({ images: moveItem(draft.images, from, to) })}
            >
              {(image, index) => (
                <div className="dash-image-row">
                  <FocalPointPicker
                    src={image.url}
                    label={`image ${index + 1}`}
                    point={image}
                    onChange={(point) => updateImage(index, point)}
                  />
                  <Field label={`Alt text of image ${index + 1}`}>
                    {(control) => (
                      <input
                        {...control}
                        value={image.alt}
                        onChange={(e) => updateImage(index, { alt: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={`Focal point across (%) of image ${index + 1}`}>
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        min={0}
                        max={100}
                        value={Math.round(image.focalX * 100)}
                        onChange={(e) =>
                          updateImage(index, { focalX: clampFraction(e.target.valueAsNumber) })
                        }
                      />
                    )}
                  </Field>
                  <Field label={`Focal point down (%) of image ${index + 1}`}>
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        min={0}
                        max={100}
                        value={Math.round(image.focalY * 100)}
                        onChange={(e) =>
                          updateImage(index, { focalY: clampFraction(e.target.valueAsNumber) })
                        }
                      />
                    )}
                  </Field>
                  <Button
                    variant="danger"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => update({ images: draft.images.filter((_, at) => at !== index) })}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </SortableList>
          )}
          <div className="dash-edit__image-actions">
            <LibraryUpload
              divisionId={divisionId}
              label="Upload images"
              multiple
              upload={upload}
              onUploaded={addImage}
            />
            <Button onClick={() => setPickerOpen(true)}>Add images from the library</Button>
          </div>
        </section>

        <section aria-labelledby={`${id}-options`} className="dash-card">
          <h2 id={`${id}-options`}>Colours and sizes</h2>
          {errors.options ? (
            <p className="ui-field__error" role="alert">
              {errors.options}
            </p>
          ) : null}
          <fieldset>
            <legend>Colours</legend>
            {base.colours.map((colour) => (
              <label key={colour.name} className="dash-check">
                <input
                  type="checkbox"
                  checked={draft.options.some((option) => option.colourName === colour.name)}
                  onChange={() =>
                    update({
                      options: toggleColour(draft.options, colour.name, {
                        colours: baseColours,
                        sizes: base.sizes,
                      }),
                    })
                  }
                />
                <span
                  className="dash-swatch"
                  style={{ background: colour.hex }}
                  aria-hidden="true"
                />
                {colour.name}
              </label>
            ))}
          </fieldset>
          {draft.options.map((option, index) => (
            <fieldset key={option.colourName}>
              <legend>Sizes in {option.colourName}</legend>
              {optionErrors[index] ? (
                <p className="ui-field__error" role="alert">
                  {optionErrors[index]}
                </p>
              ) : null}
              {base.sizes.map((size) => (
                <label key={size} className="dash-check">
                  <input
                    type="checkbox"
                    checked={option.sizes.includes(size)}
                    onChange={() =>
                      update({
                        options: toggleColourSize(
                          draft.options,
                          option.colourName,
                          size,
                          base.sizes,
                        ),
                      })
                    }
                  />
                  {size}
                </label>
              ))}
            </fieldset>
          ))}
        </section>

        <section aria-labelledby={`${id}-price`} className="dash-card">
          <h2 id={`${id}-price`}>Price</h2>
          <Field label="Price (£)" required error={errors.price}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => update({ price: e.target.value })}
              />
            )}
          </Field>
          <Field label="Sale price (£)" error={errors.salePrice} hint="Leave empty for no sale.">
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={draft.salePrice}
                onChange={(e) => update({ salePrice: e.target.value })}
              />
            )}
          </Field>
          <p aria-live="polite" className="dash-margin">
            {margin ? `Your margin: £${margin.amount.toFixed(2)} (${margin.percent}%)` : ''}
          </p>
        </section>

        <section aria-labelledby={`${id}-selling`} className="dash-card">
          <h2 id={`${id}-selling`}>Selling</h2>
          <label className="dash-check">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(e) => update({ enabled: e.target.checked })}
            />
            Enabled (shown in the store once approved)
          </label>
          <label className="dash-check">
            <input
              type="checkbox"
              checked={draft.enableAddToCart}
              onChange={(e) => update({ enableAddToCart: e.target.checked })}
            />
            Add to cart enabled
          </label>
          <fieldset>
            <legend>Collections</legend>
            {errors.collections ? (
              <p className="ui-field__error" role="alert">
                {errors.collections}
              </p>
            ) : null}
            {collections.length === 0 ? (
              <p>
                No collections yet. <a href="/dashboard/collections/">Make one</a>.
              </p>
            ) : (
              collections.map((collection) => (
                <label key={collection.id} className="dash-check">
                  <input
                    type="checkbox"
                    checked={draft.collections.includes(collection.id)}
                    onChange={() =>
                      update({ collections: toggle(draft.collections, collection.id) })
                    }
                  />
                  {collection.name}
                  {collection.mode === 'rule' ? ' (by rule: membership follows the rule)' : ''}
                </label>
              ))
            )}
          </fieldset>
          <Field label="Tags" error={errors.tags} hint="Separate tags with commas.">
            {(control) => (
              <input
                {...control}
                value={draft.tags}
                onChange={(e) => update({ tags: e.target.value })}
              />
            )}
          </Field>
          <fieldset>
            <legend>Cross-sells (up to {MAX_CROSS_SELLS})</legend>
            {errors.crossSellProducts ? (
              <p className="ui-field__error" role="alert">
                {errors.crossSellProducts}
              </p>
            ) : null}
            {draft.crossSellProducts.length === 0 ? (
              <p>None chosen.</p>
            ) : (
              <ul className="dash-chips">
                {draft.crossSellProducts.map((other) => (
                  <li key={other}>
                    {nameOf(other)}{' '}
                    <Button
                      size="small"
                      aria-label={`Remove ${nameOf(other)} from cross-sells`}
                      onClick={() =>
                        update({
                          crossSellProducts: draft.crossSellProducts.filter(
                            (item) => item !== other,
                          ),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Field label="Find a product to cross-sell">
              {(control) => (
                <input
                  {...control}
                  type="search"
                  value={crossSearch}
                  onChange={(e) => setCrossSearch(e.target.value)}
                />
              )}
            </Field>
            {crossMatches.length > 0 ? (
              <ul className="dash-chips">
                {crossMatches.map((row) => (
                  <li key={row.id}>
                    <Button
                      size="small"
                      disabled={draft.crossSellProducts.length >= MAX_CROSS_SELLS}
                      onClick={() => {
                        update({ crossSellProducts: [...draft.crossSellProducts, row.id] });
                        setCrossSearch('');
                      }}
                    >
                      Add {row.name}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </fieldset>
        </section>

        <FormMessage message={formError} />
        {conflict ? <Button onClick={loadCurrent}>Load the current product</Button> : null}
        <p role="status" className="dash-saved">
          {saved}
        </p>
        <div className="dash-edit__actions">
          <SubmitButton busyLabel="Saving…">Save and send for approval</SubmitButton>
        </div>
      </Form>
      <ImagePicker
        open={pickerOpen}
        divisionId={divisionId}
        api={api}
        chosen={draft.images.map((image) => image.url)}
        onClose={() => setPickerOpen(false)}
        onPick={addImage}
      />
    </main>
  );
}

const clampFraction = (percent: number) =>
  Number.isFinite(percent) ? Math.max(0, Math.min(100, percent)) / 100 : 0.5;
