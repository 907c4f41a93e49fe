/**
 * What the page document needs to know about block types, passed in by whoever builds
 * documents (the editor, the collaboration server) from the block registry
 * (`pageDocSchemaOf` in src/registry): src/ never imports blocks/, so the document does
 * not know the types itself.
 */
export interface PageDocSchema {
  /** Blocks of this type carry a Y.XmlText for their rich text (BLOCK_KEYS.richText). */
  hasRichText(type: string): boolean;
}
