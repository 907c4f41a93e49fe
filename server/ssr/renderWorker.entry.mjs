// The file piscina loads in each SSR worker thread (server/ssr/renderPool.ts). Piscina
// tries `require()` first; under tsx that loads the TypeScript as CommonJS, while the
// renderer's lazy `import()`s load the same files again as ES modules: two copies of each
// module, and `instanceof` checks across them (NotFoundError, so a missing product's 404)
// fail. The top-level await makes `require()` refuse this file, so piscina imports it as
// an ES module and the whole renderer is loaded once.
const { default: renderInWorker } = await import('./renderWorker.ts');
export default renderInWorker;
