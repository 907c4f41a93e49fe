import type { ComponentType, CSSProperties, ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { CurrencyEntry } from '../currency';
import type { Block, BlockInput, Page, PageMode, SplitTest } from '../model';
import type { FieldDescriptor } from './fields';

/** Where a block type may be used: its compatibility set, page and/or mail. */
export type Compatibility = 'page' | 'mail';

/** What a rendered block knows about where it is rendered. */
export interface BlockRenderContext {
  /** preview in the editor's canvas, native on the published storefront. */
  mode: PageMode;
  page: Pick<Page, 'id' | 'url' | 'divisionId' | 'properties'> | null;
  /** Raise an in-page action (`@name` link targets). */
  onAction?: (name: string) => void;
  /** Navigate within the app (internal routes); absent during SSR. */
  navigate?: (href: string) => void;
  /** True inside the editor canvas: interactive behaviour (timers, autoplay) may pause. */
  editing?: boolean;
  /**
   * POST a JSON body to a path under /omnis/v3 with the shopper's session (credentials,
   * XSRF cookie and X-CSRF-TOKEN header); resolves to the parsed response body, rejects
   * with an ApiError from src/errors (a ValidationError carrying the field issues on 422).
   * Form blocks submit through it; absent during SSR.
   */
  post?: (path: string, body: unknown) => Promise<unknown>;
  /** The shopper's selected currency (cookie `currency`); absent means the default, GBP. */
  currency?: CurrencyEntry;
  /**
   * Adds to the shopper's basket on behalf of an embedded frame (the iframe block's
   * add-to-cart message channel): one variant, or a list of items as the frame sent them.
   * Rejects with an error whose message is posted back to the frame. Absent during SSR.
   */
  addToCart?: (request: FrameCartRequest) => Promise<void>;
  /**
   * The visitor's split tests as core data assigned them during the request, and the
   * route query (a `?{test name}={variation}` there wins): the split-test block chooses
   * its variation from these, so the first HTML already shows it. Absent in the editor.
   */
  splitTests?: { stored: readonly SplitTest[]; query: Readonly<Record<string, unknown>> };
}

/** What an embedded frame may ask to add to the basket. */
export type FrameCartRequest = { variantId: string } | { items: unknown[] };

/** Props every block component receives, on the storefront and in the editor canvas. */
export interface BlockComponentProps<P, D = unknown> {
  block: Block;
  /** The block's properties parsed by its schema: migrated, defaults applied. */
  properties: P;
  /** Data the block's `load` returned (products, posts...), when it has one. */
  data?: D;
  /** The block's visible items, already rendered and laid out. */
  children?: ReactNode;
  context: BlockRenderContext;
}

/** Props of a mail renderer: the same block, rendered to email-safe markup. */
export interface MailRendererProps<P, D = unknown> {
  block: Block;
  properties: P;
  data?: D;
  children?: ReactNode;
  /** Absolute origin for links and images in mail (`https://store.example`). */
  origin: string;
  /**
   * The page theme's resolved values by dotted key (themes/: `ResolvedTheme.values`).
   * Mail has no CSS variables, so renderers inline these (read them with
   * `mailThemeValues(baseTheme, theme)` from src/mail); absent means the base theme.
   */
  theme?: MailThemeValues;
}

/** Resolved theme values by dotted key (`button.background` -> `#00a84f`). */
export type MailThemeValues = Readonly<Record<string, string>>;

/** A named step that upgrades one version's properties to the next. */
export interface BlockMigration {
  name: string;
  up: (properties: Record<string, unknown>) => Record<string, unknown>;
}

/** Reads data for data-driven blocks through the typed API client; runs on server and client. */
export interface BlockLoadArgs<P> {
  block: Block;
  properties: P;
  /** The store the page belongs to. */
  divisionId: number | null;
  /** GET a path under /omnis/v3 and return the parsed JSON body. */
  get: (
    path: string,
    query?: Record<string, string | number | boolean | undefined>,
  ) => Promise<unknown>;
}

/** An item factory: turns a source's data into generated child blocks. */
export interface ItemFactoryDefinition {
  /** Source names this factory can read, each a GET path under /omnis/v3. */
  sources: Record<
    string,
    { path: (divisionId: number | null) => string; query?: Record<string, string | number> }
  >;
  /** Generated items (without ids: the resolver assigns them) from the source's JSON. */
  build: (
    data: unknown,
    block: Block,
  ) => Array<Omit<BlockInput, 'id' | 'uid'> & Partial<Pick<BlockInput, 'id' | 'uid'>>>;
}

/** A builder makes a fresh block of a type from optional starting values. */
export type BlockBuilder = (init?: Partial<BlockInput>) => Block;

/**
 * A registered block type (name, title, component, builder and compatibility set), with
 * everything else a plugin declares. `defineBlock` makes one.
 */
export interface BlockType<P = Record<string, unknown>, D = unknown> {
  name: string;
  title: string;
  description: string;
  category: 'layout' | 'content' | 'media' | 'commerce' | 'marketing' | 'dashboard' | 'mail';
  /** Current properties version; `migrations[n - 1]` upgrades version n to n + 1. */
  version: number;
  migrations: readonly BlockMigration[];
  compatibility: ReadonlySet<Compatibility>;
  /** Parses stored properties (already migrated) and applies the spec's defaults. */
  properties: z.ZodType<P>;
  fields: readonly FieldDescriptor[];
  size: { default: number; min: number };
  /** Container blocks name the child types they accept ('*' for any). */
  children?: { allowed: readonly string[] | '*' };
  component: ComponentType<BlockComponentProps<P, D>>;
  /**
   * Storefront preparation of parsed properties, on the server before rendering (for
   * example sanitising seller HTML once). Pages drawn from prepared properties use `view`.
   */
  prepare?: (properties: P) => P;
  /**
   * The component for prepared properties, when it differs from `component` (which must
   * stay safe on raw properties, as in the editor): the shopper's browser hydrates with it,
   * so work done by `prepare` (and its code, a sanitiser) never reaches the browser.
   */
  view?: ComponentType<BlockComponentProps<P, D>>;
  mail?: (props: MailRendererProps<P, D>) => ReactElement | null;
  load?: (args: BlockLoadArgs<P>) => Promise<D>;
  itemFactories?: Record<string, ItemFactoryDefinition>;
  /**
   * The block's CSS, scoped under `.block-<name>`. Styles are data (not CSS imports) so
   * the same module renders under Node for SSR; the runtime gathers every type's styles
   * into one stylesheet. Colours, fonts and radii come from theme variables (themeVar).
   */
  styles?: string;
  /** Only Pro stores may save pages that contain this block type. */
  pro?: boolean;
  /** The block needs client JavaScript on the storefront (timers, forms, media). */
  interactive?: boolean;
  /**
   * The property holding the block's rich text, which sellers edit together: the page
   * document gives every block of the type a Y.XmlText that the text editors bind to and
   * mirror into this property (src/pageDoc, `PageDocSchema`). Only `html` for now: the
   * text editors write that key.
   */
  richText?: 'html';
  /**
   * Properties holding seller HTML rendered as markup. Every page write sanitises them on
   * the server, so what is stored is inert whatever client sent it (server/pages).
   */
  sellerHtml: readonly string[];
  /**
   * The rich text is edited in place on the canvas (double-click, or the edit key on the
   * selected block) instead of only in the properties panel. The in-place editor takes the
   * block's class and this style, so the text keeps its look while it is edited.
   */
  inlineText?: { style: (properties: P) => CSSProperties };
  /**
   * A block of this type placed first on the page (order 0) is the page's fixed block.
   */
  fixedWhenFirst?: boolean;
  builder?: BlockBuilder;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockType = BlockType<any, any>;
