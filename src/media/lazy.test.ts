import { describe, expect, it, vi } from 'vitest';
import { observeNearViewport } from './lazy';

/** A hand-driven IntersectionObserver: the test says when the element intersects. */
function fakeObserverClass() {
  const instances: FakeObserver[] = [];
  class FakeObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(
      readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
      readonly options: { rootMargin?: string },
    ) {
      instances.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
    fire(isIntersecting: boolean) {
      this.callback([{ isIntersecting }]);
    }
  }
  return { Observer: FakeObserver as unknown as typeof IntersectionObserver, instances };
}

const element = {} as Element;

describe('observeNearViewport', () => {
  it('watches with the 100px lazy-load margin', () => {
    const { Observer, instances } = fakeObserverClass();
    observeNearViewport(element, vi.fn(), undefined, Observer);
    expect(instances[0]?.options.rootMargin).toBe('100px');
    expect(instances[0]?.observed).toStrictEqual([element]);
  });

  it('calls once the element is near, then stops observing', () => {
    const { Observer, instances } = fakeObserverClass();
    const onNear = vi.fn();
    observeNearViewport(element, onNear, undefined, Observer);
    instances[0]!.fire(false);
    expect(onNear).not.toHaveBeenCalled();
    instances[0]!.fire(true);
    expect(onNear).toHaveBeenCalledOnce();
    expect(instances[0]!.disconnected).toBe(true);
  });

  it('stops observing on cleanup', () => {
    const { Observer, instances } = fakeObserverClass();
    const cleanup = observeNearViewport(element, vi.fn(), undefined, Observer);
    cleanup();
    expect(instances[0]!.disconnected).toBe(true);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    const onNear = vi.fn();
    observeNearViewport(element, onNear, undefined, undefined);
    expect(onNear).toHaveBeenCalledOnce();
  });
});
