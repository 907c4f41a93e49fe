import type { FieldDescriptor } from '../../../src/registry';
import type { FieldOf } from './types';

/**
 * The alt-text field that describes each image field, so the two are edited together:
 * an image `src` pairs with `alt` (the image block), an image `image` with `imageAlt`;
 * in general `{name}Alt`, else a plain `alt` not yet taken. Only text fields pair.
 * Returns image field name -> its alt field.
 */
export function pairAltFields(fields: readonly FieldDescriptor[]): Map<string, FieldOf<'text'>> {
  const textFields = new Map(
    fields.flatMap((field) => (field.kind === 'text' ? [[field.name, field] as const] : [])),
  );
  const pairs = new Map<string, FieldOf<'text'>>();
  const taken = new Set<string>();
  for (const field of fields) {
    if (field.kind !== 'image') continue;
    const alt = [`${field.name}Alt`, 'alt']
      .map((name) => textFields.get(name))
      .find((candidate) => candidate && !taken.has(candidate.name));
    if (!alt) continue;
    pairs.set(field.name, alt);
    taken.add(alt.name);
  }
  return pairs;
}

/** The fields drawn on their own: alt fields paired with an image are drawn inside it. */
export function standaloneFields(fields: readonly FieldDescriptor[]): FieldDescriptor[] {
  const paired = new Set([...pairAltFields(fields).values()].map((field) => field.name));
  return fields.filter((field) => !paired.has(field.name));
}
