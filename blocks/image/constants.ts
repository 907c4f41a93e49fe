/** The picture an image block shows before the seller picks one (plain values: no schema in the browser). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23d0d7de'/%3E%3C/svg%3E";
export const PLACEHOLDER_ALT = 'Image placeholder';
