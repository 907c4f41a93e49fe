import { registry } from '../../blocks';
import { pageDocBinding } from '../../src/pageDoc';
import { pageDocSchemaOf } from '../../src/registry';

/**
 * The page document functions for the product's block types: the blocks they write get what
 * their type declares (a Y.XmlText for a type with `richText`). Every editor document is
 * created and changed through these.
 */
export const editorPageDoc = pageDocBinding(pageDocSchemaOf(registry));
export const { createPageDoc, applyPageToDoc, applyCommandToDoc } = editorPageDoc;
