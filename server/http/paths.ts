/** The API prefix of both specs' section 7, with the slash that ends it. */
export const API_PREFIX = '/omnis/v3';
export const API_PREFIX_PATH = `${API_PREFIX}/`;
