/**
 * The design studio's route is `/studio/{customiseItUrl?}/`: with
 * a product's customise-it name the studio opens on that product, without it on the
 * studio's own start screen.
 */
export const STUDIO_PATH = '/studio/';

/** A customise-it name is a URL slug: lower-case letters, digits and dashes. */
export const CUSTOMISE_IT_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function studioHref(customiseItUrl: string): string {
  const name = customiseItUrl.trim();
  return name === '' ? STUDIO_PATH : `${STUDIO_PATH}${name}/`;
}
