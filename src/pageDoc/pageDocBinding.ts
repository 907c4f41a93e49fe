import type * as Y from 'yjs';
import type { Page, Result } from '../model';
import type { CommandError, PageCommand } from '../commands';
import { applyCommandToDoc, applyPageToDoc, type DocCommandOptions } from './binding';
import { createPageDoc } from './createPageDoc';
import type { PageDocSchema } from './pageDocSchema';

/** The functions that write blocks into page documents, for one set of block types. */
export interface PageDocBinding {
  readonly schema: PageDocSchema;
  /** Fills an empty document from page JSON (createPageDoc.ts). */
  createPageDoc(page: Page, doc?: Y.Doc): Y.Doc;
  /** Writes the difference between two snapshots (binding.ts). */
  applyPageToDoc(doc: Y.Doc, before: Page, after: Page, origin?: unknown): void;
  /** Runs a command on the current snapshot and writes its result (binding.ts). */
  applyCommandToDoc(
    doc: Y.Doc,
    store: { get(): Page },
    command: PageCommand,
    options?: DocCommandOptions,
  ): Result<Page, CommandError>;
}

/**
 * The document functions bound to a schema, so every block they create gets what its type
 * needs (a Y.XmlText for rich text). The editor binds them once to the product's registry
 * (editor/doc/pageDoc.ts), the collaboration server to the registry it validates with:
 * `pageDocBinding(pageDocSchemaOf(registry))`.
 */
export function pageDocBinding(schema: PageDocSchema): PageDocBinding {
  return {
    schema,
    createPageDoc: (page, doc) => createPageDoc(schema, page, doc),
    applyPageToDoc: (doc, before, after, origin) =>
      applyPageToDoc(schema, doc, before, after, origin),
    applyCommandToDoc: (doc, store, command, options) =>
      applyCommandToDoc(schema, doc, store, command, options),
  };
}
