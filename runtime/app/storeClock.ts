/**
 * The store's clock in the browser: the device's clock moved by how far it was from the
 * server's when the page arrived. Date conditions (a banner shown before a date) are then
 * decided by the store's time, so a shopper whose device clock is wrong sees the same
 * blocks after a client navigation as after a reload. The page's travel time (well under
 * a second) is the only error, far below any condition's granularity.
 */
export function storeClock(
  renderedAt: number,
  deviceNowAtStart: number,
  deviceNow: () => number = Date.now,
): () => number {
  const offset = renderedAt - deviceNowAtStart;
  return () => deviceNow() + offset;
}
