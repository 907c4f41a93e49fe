import type { FailureMessages } from './fromResponse';

/**
 * The page messages (load, save and delete failures), to the letter. The server answers with
 * them and the storefront and editor show them.
 */
export const PAGE_LOAD_MESSAGES = {
  notFound: 'We were unable to find this page',
  otherStore: "Oops... Looks like you're trying to access a page from another store",
  failed: 'Oops... Looks like something went wrong loading this page',
  noDivision: 'Page not attached to a store',
} as const;

export const PAGE_MESSAGES = {
  serverError: 'Server error encountered fetching page',
  notFound: 'Page not found',
  insufficientPermissions: 'Insufficient permissions to access this page',
  proRequired: 'Pro required to save this page',
  failedValidation: 'Page failed validation',
} as const;

export const DELETE_PAGE_CONFIRMATION = {
  title: 'Delete page',
  text: 'Are you sure you want to delete this page?',
  confirm: 'Delete page',
  cancel: 'Cancel',
} as const;

/** The page-load message for a failed GET of a page, by status. */
export function pageLoadMessage(status: number): string {
  if (status === 404) return PAGE_LOAD_MESSAGES.notFound;
  if (status === 403) return PAGE_LOAD_MESSAGES.otherStore;
  return PAGE_LOAD_MESSAGES.failed;
}

/** PAGE_MESSAGES as per-call messages for `errorFromResponse` (page fetch, save and delete). */
export const PAGE_FAILURE_MESSAGES = {
  server: PAGE_MESSAGES.serverError,
  notFound: PAGE_MESSAGES.notFound,
  permissionDenied: PAGE_MESSAGES.insufficientPermissions,
  proUpgradeRequired: PAGE_MESSAGES.proRequired,
  validation: PAGE_MESSAGES.failedValidation,
} as const satisfies FailureMessages;
