/** The application's release version, as the storefront spec states it; package.json carries the same. */
export const RELEASE_VERSION = '2.379.4';
