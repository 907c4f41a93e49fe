/** User-visible storefront messages, to the letter. */
export const STOREFRONT_MESSAGES = {
  /** Adding to the basket failed (and a 400 on bulk add). */
  productUnavailable: 'Oops... Looks like this product is no longer available',
  /** Core data failed to load: the full-page failed-to-load screen. */
  somethingWentWrong: 'Oops... Looks like something went wrong',
  /** Moving favourites to the basket added none of them. */
  noItemsAddedToBasket: 'No items were added to basket',
  /** The snackbar's default error. */
  general: 'Oops... looks like something went wrong. Please try again.',
} as const;
