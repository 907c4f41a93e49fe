import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, InlineError, Loading, PageHeader } from '../../src/ui';
import { findBaseProduct, productMargin, urlNameFrom, type BaseProduct } from '../../src/products';
import { failureMessage } from '../../src/errors';
import type { ProductsApi } from './productsApi';

export interface NewProductScreenProps {
  divisionId: number;
  api: ProductsApi;
  /** Called once the product is made (it waits for approval). */
  onCreated: () => void;
}

/**
 * Making a product from a base product: the colours and sizes it is made in, the price
 * (the margin over the base cost shown as it is typed), and optionally a new collection
 * to put it in. The server checks everything again with the same schemas.
 */
export function NewProductScreen({ divisionId, api, onCreated }: NewProductScreenProps) {
  const id = useId();
  const [bases, setBases] = useState<BaseProduct[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [baseSku, setBaseSku] = useState('');
  const [name, setName] = useState('');
  const [urlName, setUrlName] = useState('');
  const [urlNameTouched, setUrlNameTouched] = useState(false);
  const [colours, setColours] = useState<string[]>([]);
  const [sizes, setSizes] = useState<string[]>([]);
  const [price, setPrice] = useState('');
  const [collectionName, setCollectionName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.baseProducts(divisionId).then(
      (list) => {
        setBases(list);
        setBaseSku(list[0]?.sku ?? '');
      },
      (failure: unknown) => setLoadError(failureMessage(failure)),
    );
  }, [api, divisionId]);

  const base = findBaseProduct(baseSku);
  const priceNumber = Number(price);
  const margin =
    base && price !== '' && Number.isFinite(priceNumber)
      ? productMargin({ price: priceNumber, salePrice: null, baseCost: base.baseCost })
      : null;

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const product = await api.createProduct(divisionId, {
        baseSku,
        name,
        urlName,
        options: colours.map((colourName) => ({ colourName, sizes })),
        price: priceNumber,
      });
      // The collection is made after the product, holding it, so a refused product
      // leaves no empty collection behind.
      if (collectionName.trim() !== '')
        await api.createCollection(divisionId, {
          name: collectionName.trim(),
          urlName: urlNameFrom(collectionName),
          productIds: [product.id],
        });
      onCreated();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (loadError) return <InlineError message={loadError} />;
  if (!bases) return <Loading label="Loading base products…" skeletonLines={4} />;

  return (
    <main className="dash-screen" aria-labelledby={`${id}-title`}>
      <PageHeader title="New product" titleId={`${id}-title`} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-base`}>Base product</label>
        <select
          id={`${id}-base`}
          value={baseSku}
          onChange={(event) => {
            setBaseSku(event.target.value);
            setColours([]);
            setSizes([]);
          }}
        >
          {bases.map((item) => (
            <option key={item.sku} value={item.sku}>
              {item.name} (base cost £{item.baseCost.toFixed(2)})
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (!urlNameTouched) setUrlName(urlNameFrom(event.target.value));
          }}
        />
        <label htmlFor={`${id}-url`}>Url name</label>
        <input
          id={`${id}-url`}
          value={urlName}
          onChange={(event) => {
            setUrlNameTouched(true);
            setUrlName(event.target.value);
          }}
        />

        <fieldset>
          <legend>Colours</legend>
          {base?.colours.map((colour) => (
            <label key={colour.name}>
              <input
                type="checkbox"
                checked={colours.includes(colour.name)}
                onChange={() => setColours((list) => toggle(list, colour.name))}
              />
              {colour.name}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Sizes</legend>
          {base?.sizes.map((size) => (
            <label key={size}>
              <input
                type="checkbox"
                checked={sizes.includes(size)}
                onChange={() => setSizes((list) => toggle(list, size))}
              />
              {size}
            </label>
          ))}
        </fieldset>

        <label htmlFor={`${id}-price`}>Price (£)</label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          aria-describedby={`${id}-margin`}
          onChange={(event) => setPrice(event.target.value)}
        />
        <p id={`${id}-margin`} aria-live="polite">
          {margin ? `Your margin: £${margin.amount.toFixed(2)} (${margin.percent}%)` : ''}
        </p>

        <label htmlFor={`${id}-collection`}>Add to a new collection (optional)</label>
        <input
          id={`${id}-collection`}
          value={collectionName}
          onChange={(event) => setCollectionName(event.target.value)}
        />

        {error ? (
          <p role="alert" className="dash-form-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          Create product
        </Button>
      </form>
    </main>
  );
}
