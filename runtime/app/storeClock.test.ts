import { describe, expect, it } from 'vitest';
import { storeClock } from './storeClock';

describe('storeClock', () => {
  it("follows the device's clock from the server's time of rendering", () => {
    let device = 1_000_000;
    const now = storeClock(5_000_000, device, () => device);
    expect(now()).toBe(5_000_000);
    device += 60_000;
    expect(now()).toBe(5_060_000);
  });
  it('is the device clock when both agree', () => {
    const now = storeClock(42, 42, () => 100);
    expect(now()).toBe(100);
  });
});
