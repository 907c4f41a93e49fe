/**
 * Test helpers for block plugins: build a block of a type, render it on the server the
 * way the storefront does, render its mail, and check the contract every block keeps.
 * Used only from `*.test.tsx` files (`from '../testing'`). Not a block type: the registry
 * finds block types by their `index.ts`, and this folder has none.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render as renderEmail } from '@react-email/render';
import { describe, expect, it, vi } from 'vitest';
import { pagePropertiesSchema, type Block } from '../../src/model';
import {
  readProperties,
  type AnyBlockType,
  type BlockRenderContext,
  type FieldDescriptor,
} from '../../src/registry';

export const testPage = {
  id: 1,
  url: '/',
  divisionId: 1,
  properties: pagePropertiesSchema.parse({}),
} as const;

/** The published storefront, server side: no router, no action handler. */
export const nativeContext: BlockRenderContext = { mode: 'native', page: testPage };
export const editorContext: BlockRenderContext = { mode: 'preview', page: testPage, editing: true };

export const MAIL_ORIGIN = 'https://store.example';

export interface RenderOptions {
  context?: BlockRenderContext;
  children?: ReactNode;
  data?: unknown;
  block?: Partial<Block>;
}

/** A block of the type made by its builder, with the given properties over its defaults. */
export function makeBlock(
  type: AnyBlockType,
  properties: Record<string, unknown> = {},
  init: Partial<Block> = {},
): Block {
  if (!type.builder) throw new Error(`${type.name} has no builder`);
  return type.builder({ ...init, properties });
}

/** The element the renderer would make for a block of the type. */
export function blockElement(
  type: AnyBlockType,
  properties: Record<string, unknown> = {},
  options: RenderOptions = {},
) {
  const block = makeBlock(type, properties, options.block);
  const Component = type.component;
  return (
    <Component
      block={block}
      properties={readProperties(type, block)}
      context={options.context ?? nativeContext}
      data={options.data}
    >
      {options.children}
    </Component>
  );
}

/**
 * Server-renders a block and fails the test if React warned (console.error) meanwhile.
 */
export function renderBlock(
  type: AnyBlockType,
  properties: Record<string, unknown> = {},
  options: RenderOptions = {},
): string {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const html = renderToString(blockElement(type, properties, options));
    expect(consoleError.mock.calls).toStrictEqual([]);
    return html;
  } finally {
    consoleError.mockRestore();
  }
}

/** Renders a block's mail renderer to the email HTML a mail client receives. */
export async function renderMail(
  type: AnyBlockType,
  properties: Record<string, unknown> = {},
  options: RenderOptions = {},
): Promise<string> {
  if (!type.mail) throw new Error(`${type.name} has no mail renderer`);
  const block = makeBlock(type, properties, options.block);
  const element = type.mail({
    block,
    properties: readProperties(type, block),
    data: options.data,
    children: options.children,
    origin: MAIL_ORIGIN,
  });
  return renderEmail(element);
}

/** Email HTML may not carry scripts, forms or external stylesheets. */
export function expectMailSafe(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<form/i);
  expect(html).not.toMatch(/<link[^>]+rel=["']?stylesheet/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
}

/** Every property key a field edits, list fields checked against their item defaults. */
export function fieldProblems(
  fields: readonly FieldDescriptor[],
  keys: readonly string[],
  path = '',
): string[] {
  return fields.flatMap((field) => {
    const problems = keys.includes(field.name) ? [] : [`${path}${field.name}`];
    if (field.kind === 'list') {
      problems.push(
        ...fieldProblems(field.fields, Object.keys(field.newItem), `${path}${field.name}[].`),
      );
    }
    return problems;
  });
}

/** Selectors of a stylesheet that are not scoped under `.block-<name>`. */
export function unscopedSelectors(css: string, name: string): string[] {
  const scope = `.block-${name}`;
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes = [...withoutComments.matchAll(/([^{}]+)\{/g)].map((match) =>
    (match[1] ?? '').trim(),
  );
  return preludes
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|\d+%)$/.test(prelude))
    .flatMap((prelude) => prelude.split(','))
    .map((selector) => selector.trim())
    .filter(
      (selector) =>
        selector !== scope &&
        !selector.startsWith(`${scope}.`) &&
        !selector.startsWith(`${scope} `) &&
        !selector.startsWith(`${scope}:`) &&
        !selector.startsWith(`${scope}[`) &&
        !selector.startsWith(`${scope}_`) &&
        !selector.startsWith(`${scope}-`),
    );
}

/**
 * The checks every block type passes: defaults parse to a complete block, the defaults
 * render on the server without React warnings, fields edit only schema keys, styles are
 * scoped, and a mail renderer (if any) gives email-safe HTML.
 */
export function describeBlockContract(
  type: AnyBlockType,
  options: { name: string; mail: boolean; render?: RenderOptions },
): void {
  describe(`${options.name} block contract`, () => {
    it('is named exactly as the spec', () => {
      expect(type.name).toBe(options.name);
    });

    it('builds a complete default block from its schema', () => {
      const defaults = type.properties.parse({}) as Record<string, unknown>;
      const block = makeBlock(type);
      expect(block.type).toBe(options.name);
      expect(block.size.x).toBe(type.size.default);
      expect(block.properties).toMatchObject(defaults);
    });

    it('renders its defaults on the server without React warnings, under its class', () => {
      const html = renderBlock(type, {}, options.render);
      expect(html).toContain(`block-${options.name}`);
    });

    it('describes only fields of its schema', () => {
      const keys = Object.keys(type.properties.parse({}) as Record<string, unknown>);
      expect(fieldProblems(type.fields, keys)).toStrictEqual([]);
    });

    it('scopes its styles under its class', () => {
      expect(unscopedSelectors(type.styles ?? '', options.name)).toStrictEqual([]);
    });

    it(options.mail ? 'renders email-safe mail' : 'has no mail renderer', async () => {
      expect(Boolean(type.mail)).toBe(options.mail);
      expect(type.compatibility.has('mail')).toBe(options.mail);
      if (options.mail) expectMailSafe(await renderMail(type, {}, options.render));
    });
  });
}
