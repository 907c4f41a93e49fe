import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { fontNames } from '../themes/fontCatalogue';
import { createStudioClient, type StudioClient } from '../src/api/studio';
import type { Transport } from '../src/api/transport';
import type { BasketItem } from '../src/model';
import { Button } from '../src/ui';
import { useHydrated } from '../src/ui/useHydrated';
import {
  BASE_PRODUCTS,
  CURVE_MAX,
  CURVE_MIN,
  CUSTOMISE_IT_MESSAGES,
  designPrice,
  findArea,
  findBaseProduct,
  lowResolutionWarning,
  NUDGE_MM,
  SCALE_STEP,
  TEXT_ALIGNS,
  type DesignDocument,
  type PrintAreaName,
  type SellerStudioProduct,
  type StudioElement,
  type TextElement,
} from '../src/designs';
import { designReducer, openDesign, startDesign } from './designState';
import { GraphicsPicker } from './GraphicsPicker';
import { readGraphic, readUpload, type UploadedImage } from './imageUpload';
import { studioStyles } from './styles';
import { useDesignFonts } from './useDesignFonts';

/** Konva needs a browser canvas: the drawing surface loads after hydration only. */
const StudioCanvas = lazy(() =>
  import('./StudioCanvas').then((module) => ({ default: module.StudioCanvas })),
);

export interface StudioAppProps {
  transport: Transport;
  /** The base product the route opens on (its alias, or the customiseIt url's kind). */
  initialProduct: string;
  /** The design the studio opens with (a product's customiseIt), else a blank one. */
  initialDocument?: DesignDocument;
  /** The basket's new items after an add (the storefront's basket store takes them). */
  onBasket: (items: BasketItem[]) => void;
}

/** The store's products when the visitor is one of its sellers; an empty list for shoppers. */
function useSellerProducts(client: StudioClient): SellerStudioProduct[] {
  const [products, setProducts] = useState<SellerStudioProduct[]>([]);
  useEffect(() => {
    let live = true;
    client.sellerProducts().then(
      (list) => live && setProducts(list),
      () => {}, // without the list, the seller controls stay hidden
    );
    return () => {
      live = false;
    };
  }, [client]);
  return products;
}

/** Says what the curve slider's value does, for sighted and screen-reader users alike. */
const curveHint = (curve: number) =>
  curve === 0 ? 'Straight' : curve > 0 ? `Arched ${curve}%` : `Dipped ${-curve}%`;

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
let counter = 0;
const newId = () => `e${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * The design studio: product, colour and size; print areas; text and images on the
 * canvas with buttons and keys for everything the mouse does (move, scale, rotate,
 * layer order, lock, duplicate, delete, undo, redo); live price; save and add to basket.
 */
export function StudioApp({
  transport,
  initialProduct,
  initialDocument,
  onBasket,
}: StudioAppProps) {
  const client = useMemo(() => createStudioClient(transport), [transport]);
  const hydrated = useHydrated();
  const [history, dispatch] = useReducer(designReducer, null, () =>
    initialDocument ? openDesign(initialDocument) : startDesign(initialProduct),
  );
  const sellerProducts = useSellerProducts(client);
  const [starterFor, setStarterFor] = useState('');
  const document = history.present;
  const product = findBaseProduct(document.product)!;
  const [areaName, setAreaName] = useState<PrintAreaName>(product.areas[0]!.name);
  const area = findArea(product, areaName) ?? product.areas[0]!;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = document.elements.find((element) => element.id === selectedId) ?? null;
  const [newText, setNewText] = useState('Your text');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const saved = useRef<{ id: string; version: number } | null>(null);
  const priced = designPrice(document) ?? { price: product.price, printCount: 0 };
  const fontsReady = useDesignFonts(
    document.elements.flatMap((element) => (element.kind === 'text' ? [element.font] : [])),
  );
  const colourHex = product.colours.find((c) => c.name === document.colour)?.hex ?? '#ffffff';

  const update = (patch: Partial<StudioElement>) =>
    selected && dispatch({ type: 'update', id: selected.id, patch });

  function addText() {
    if (newText.trim() === '') return setStatus('Enter some text');
    const element: TextElement = {
      id: newId(),
      kind: 'text',
      area: area.name,
      x: area.widthMm / 2,
      y: area.heightMm / 3,
      width: area.widthMm * 0.8,
      height: Math.max(20, area.heightMm * 0.15),
      rotation: 0,
      locked: false,
      text: newText,
      font: fontNames[0] ?? 'Lato',
      fontSize: Math.max(10, area.heightMm * 0.1),
      fill: document.colour === 'White' || colourHex === '#ffffff' ? '#1f1f1f' : '#ffffff',
      align: 'center',
      curve: 0,
    };
    dispatch({ type: 'add', element });
    setSelectedId(element.id);
  }

  /** Places an uploaded picture or a store graphic on the current area, 60% of its size. */
  async function placeImage(read: () => Promise<UploadedImage>) {
    try {
      const image = await read();
      const ratio = image.pixelHeight / image.pixelWidth;
      const width = Math.min(area.widthMm * 0.6, (area.heightMm * 0.6) / ratio);
      const element: StudioElement = {
        id: newId(),
        kind: 'image',
        area: area.name,
        x: area.widthMm / 2,
        y: area.heightMm / 2,
        width,
        height: width * ratio,
        rotation: 0,
        locked: false,
        ...image,
      };
      dispatch({ type: 'add', element });
      setSelectedId(element.id);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
  }

  const upload = (file: File | undefined) => file && placeImage(() => readUpload(file));

  const warning =
    selected?.kind === 'image'
      ? lowResolutionWarning(
          selected.pixelWidth,
          selected.pixelHeight,
          selected.width,
          selected.height,
        )
      : null;

  function onCanvasKey(event: KeyboardEvent<HTMLDivElement>) {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      return event.preventDefault();
    }
    if (mod && event.key.toLowerCase() === 'y') {
      dispatch({ type: 'redo' });
      return event.preventDefault();
    }
    if (!selected) return;
    const step = event.shiftKey ? NUDGE_MM * 10 : NUDGE_MM;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) dispatch({ type: 'nudge', id: selected.id, dx: move[0], dy: move[1] });
    else if (event.key === '+' || event.key === '=')
      dispatch({ type: 'scale', id: selected.id, factor: SCALE_STEP });
    else if (event.key === '-')
      dispatch({ type: 'scale', id: selected.id, factor: 1 / SCALE_STEP });
    else if (event.key === 'Delete' || event.key === 'Backspace') {
      dispatch({ type: 'remove', id: selected.id });
      setSelectedId(null);
    } else return;
    event.preventDefault();
  }

  async function save() {
    const answer = await client.save({ ...(saved.current ?? {}), document });
    saved.current = { id: answer.id, version: answer.version };
    return answer;
  }

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      setStatus(await action());
    } catch (error) {
      setStatus(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  const areaElements = document.elements.filter((element) => element.area === area.name);

  return (
    <div className="st-studio">
      <style>{studioStyles}</style>
      <div className="st-panel">
        <h1 id="st-title">Design your own</h1>
        <p className="st-price" aria-live="polite" data-testid="studio-price">
          {money.format(priced.price)}{' '}
          <span>
            ({priced.printCount} {priced.printCount === 1 ? 'print' : 'prints'})
          </span>
        </p>
        <fieldset>
          <legend>Product</legend>
          <div className="st-field">
            <label htmlFor="st-product">Product</label>
            <select
              id="st-product"
              value={document.product}
              onChange={(event) => {
                dispatch({ type: 'product', kind: event.target.value });
                const next = findBaseProduct(event.target.value);
                if (next && !findArea(next, areaName)) setAreaName(next.areas[0]!.name);
              }}
            >
              {BASE_PRODUCTS.map((each) => (
                <option key={each.kind} value={each.kind}>
                  {each.label}
                </option>
              ))}
            </select>
          </div>
          <div className="st-field">
            <label htmlFor="st-colour">Colour</label>
            <select
              id="st-colour"
              value={document.colour}
              onChange={(event) => dispatch({ type: 'colour', colour: event.target.value })}
            >
              {product.colours.map((colour) => (
                <option key={colour.name}>{colour.name}</option>
              ))}
            </select>
          </div>
          <div className="st-field">
            <label htmlFor="st-size">Size</label>
            <select
              id="st-size"
              value={document.size}
              onChange={(event) => dispatch({ type: 'size', size: event.target.value })}
            >
              {product.sizes.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </div>
        </fieldset>
        <fieldset>
          <legend>Print area</legend>
          <div className="st-row">
            {product.areas.map((each) => (
              <Button
                key={each.name}
                size="small"
                aria-pressed={each.name === area.name}
                onClick={() => setAreaName(each.name)}
              >
                {each.label}
              </Button>
            ))}
          </div>
          <p className="st-status">
            {area.label}: {area.widthMm} × {area.heightMm} mm
          </p>
        </fieldset>
        <fieldset>
          <legend>Add</legend>
          <div className="st-field">
            <label htmlFor="st-new-text">New text</label>
            <input id="st-new-text" value={newText} onChange={(e) => setNewText(e.target.value)} />
          </div>
          <Button onClick={addText}>Add text</Button>
          <div className="st-field">
            <label htmlFor="st-upload">Upload image (PNG, JPEG or SVG)</label>
            <input
              id="st-upload"
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              onChange={(event) => void upload(event.target.files?.[0])}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Graphics</legend>
          <GraphicsPicker
            client={client}
            onPick={(graphic) => void placeImage(() => readGraphic(graphic.url, graphic.name))}
          />
        </fieldset>
        {selected && (
          <fieldset>
            <legend>Selected {selected.kind === 'text' ? 'text' : 'image'}</legend>
            {selected.kind === 'text' && (
              <>
                <div className="st-field">
                  <label htmlFor="st-text">Edit text</label>
                  <input
                    id="st-text"
                    value={selected.text}
                    onChange={(e) => e.target.value && update({ text: e.target.value })}
                  />
                </div>
                <div className="st-field">
                  <label htmlFor="st-font">Font</label>
                  <select
                    id="st-font"
                    value={selected.font}
                    onChange={(e) => update({ font: e.target.value })}
                  >
                    {fontNames.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </select>
                </div>
                <div className="st-field">
                  <label htmlFor="st-font-size">Text size (mm)</label>
                  <input
                    id="st-font-size"
                    type="number"
                    min={2}
                    max={300}
                    value={Math.round(selected.fontSize)}
                    onChange={(e) =>
                      Number(e.target.value) > 0 && update({ fontSize: Number(e.target.value) })
                    }
                  />
                </div>
                <div className="st-field">
                  <label htmlFor="st-fill">Text colour</label>
                  <input
                    id="st-fill"
                    type="color"
                    value={selected.fill}
                    onChange={(e) => update({ fill: e.target.value })}
                  />
                </div>
                <div className="st-field">
                  <label htmlFor="st-align">Alignment</label>
                  <select
                    id="st-align"
                    value={selected.align}
                    onChange={(e) => update({ align: e.target.value as TextElement['align'] })}
                  >
                    {TEXT_ALIGNS.map((align) => (
                      <option key={align}>{align}</option>
                    ))}
                  </select>
                </div>
                <div className="st-field">
                  <label htmlFor="st-curve">Curve</label>
                  <input
                    id="st-curve"
                    type="range"
                    min={CURVE_MIN}
                    max={CURVE_MAX}
                    step={5}
                    value={selected.curve}
                    aria-valuetext={curveHint(selected.curve)}
                    onChange={(e) => update({ curve: Number(e.target.value) })}
                  />
                  <span className="st-hint" aria-hidden="true">
                    {curveHint(selected.curve)}
                  </span>
                </div>
              </>
            )}
            {warning && (
              <p className="st-warning" role="alert">
                {warning}
              </p>
            )}
            <div className="st-row">
              <Button size="small" onClick={() => update({ rotation: selected.rotation - 15 })}>
                Rotate left
              </Button>
              <Button size="small" onClick={() => update({ rotation: selected.rotation + 15 })}>
                Rotate right
              </Button>
              <Button size="small" onClick={() => update({ x: area.widthMm / 2 })}>
                Centre horizontally
              </Button>
              <Button
                size="small"
                onClick={() => dispatch({ type: 'layer', id: selected.id, move: 'forward' })}
              >
                Bring forward
              </Button>
              <Button
                size="small"
                onClick={() => dispatch({ type: 'layer', id: selected.id, move: 'backward' })}
              >
                Send backward
              </Button>
              <Button
                size="small"
                aria-pressed={selected.locked}
                onClick={() => update({ locked: !selected.locked })}
              >
                Lock
              </Button>
              <Button
                size="small"
                onClick={() => {
                  const id = newId();
                  dispatch({ type: 'duplicate', id: selected.id, newId: id });
                  setSelectedId(id);
                }}
              >
                Duplicate
              </Button>
              <Button
                size="small"
                variant="danger"
                onClick={() => {
                  dispatch({ type: 'remove', id: selected.id });
                  setSelectedId(null);
                }}
              >
                Delete
              </Button>
            </div>
          </fieldset>
        )}
        <div className="st-row">
          <Button
            onClick={() => dispatch({ type: 'undo' })}
            aria-disabled={history.past.length === 0 || undefined}
          >
            Undo
          </Button>
          <Button
            onClick={() => dispatch({ type: 'redo' })}
            aria-disabled={history.future.length === 0 || undefined}
          >
            Redo
          </Button>
        </div>
        <div className="st-row">
          <Button busy={busy} onClick={() => void run(async () => (await save(), 'Design saved'))}>
            Save design
          </Button>
          <Button
            variant="primary"
            busy={busy}
            onClick={() =>
              void run(async () => {
                const design = await save();
                onBasket(await client.addToBasket(design.id));
                return 'Added to basket';
              })
            }
          >
            Add to basket
          </Button>
        </div>
        {sellerProducts.length > 0 && (
          <fieldset>
            <legend>For sellers</legend>
            <div className="st-field">
              <label htmlFor="st-starter-product">Product that opens with this design</label>
              <select
                id="st-starter-product"
                value={starterFor}
                onChange={(event) => setStarterFor(event.target.value)}
              >
                <option value="">Choose a product</option>
                {sellerProducts.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name}
                    {each.designed ? ' (has a starting design)' : ''}
                  </option>
                ))}
              </select>
            </div>
            <Button
              busy={busy}
              onClick={() =>
                void run(async () => {
                  if (!starterFor) return CUSTOMISE_IT_MESSAGES.productRequired;
                  const design = await save();
                  return client.setCustomiseIt(design.id, Number(starterFor));
                })
              }
            >
              Save as the product’s starting design
            </Button>
          </fieldset>
        )}
        <p className="st-status" role="status">
          {status}
          {status === 'Added to basket' && (
            <>
              {' '}
              <a href="/basket/">Go to basket</a>
            </>
          )}
        </p>
      </div>
      <div>
        <div
          className="st-canvas"
          role="group"
          tabIndex={0}
          aria-label="Design canvas. Arrow keys move the selected element, plus and minus scale it, Delete removes it."
          onKeyDown={onCanvasKey}
        >
          {hydrated ? (
            <Suspense fallback={<p>Loading the canvas…</p>}>
              <StudioCanvas
                key={fontsReady}
                product={product}
                area={area}
                colourHex={colourHex}
                elements={document.elements}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onChange={(id, patch) => dispatch({ type: 'update', id, patch })}
              />
            </Suspense>
          ) : (
            <p>Loading the canvas…</p>
          )}
        </div>
        <h2>Layers on the {area.label.toLowerCase()}</h2>
        <ul className="st-layers" aria-label="Layers">
          {areaElements.length === 0 && <li>Nothing here yet.</li>}
          {[...areaElements].reverse().map((element) => (
            <li key={element.id}>
              <Button
                size="small"
                aria-pressed={element.id === selectedId}
                onClick={() => setSelectedId(element.id)}
              >
                {element.kind === 'text' ? `Text: ${element.text}` : 'Image'}
                {element.locked ? ' (locked)' : ''}
              </Button>
            </li>
          ))}
        </ul>
        <p data-testid="studio-selected-position" hidden>
          {selected ? `${selected.x.toFixed(1)},${selected.y.toFixed(1)}` : ''}
        </p>
        <p data-testid="studio-selected-rotation" hidden>
          {selected ? String(selected.rotation) : ''}
        </p>
      </div>
    </div>
  );
}
