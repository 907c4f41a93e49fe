/**
 * What the Puck harness exposes to the benchmark runner on `window`: selecting a
 * component through Puck's own API (never measured; only the steps after it are).
 */
export interface BenchPuckApi {
  select: (id: string) => boolean;
}

declare global {
  interface Window {
    __benchPuck?: BenchPuckApi;
  }
}
