/**
 * Gives every `<img>` in sanitised seller HTML an `alt` attribute, empty where the seller
 * wrote none: a mail client shows alt text when it blocks images, and an image without
 * one is read out by its file name. The input is DOMPurify's serialisation (attribute
 * values double-quoted, `>` inside them escaped), so a tag ends at the first `>`.
 */
export function withImageAlt(html: string): string {
  return html.replace(/<img\b([^>]*)>/gi, (tag, attributes: string) =>
    /\salt="/i.test(attributes) ? tag : `<img alt=""${attributes}>`,
  );
}
