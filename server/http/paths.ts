/** The API prefix every call uses, with the slash that ends it. */
export const API_PREFIX = '/omnis/v3';
export const API_PREFIX_PATH = `${API_PREFIX}/`;
