import { describe, expect, it } from 'vitest';
import {
  activeStore,
  directPaymentProcessor,
  noActiveStore,
  nonDirectPaymentProcessor,
  proStore,
} from './storeGuards';
import { guardState } from './testState';

describe('store guards', () => {
  it('has an active store, else /dashboard/; has no active store, else /dashboard/', () => {
    expect(activeStore(guardState())).toBeNull();
    expect(activeStore(guardState({ store: { active: false } }))).toEqual({
      redirect: '/dashboard/',
    });
    expect(noActiveStore(guardState({ store: { active: false } }))).toBeNull();
    expect(noActiveStore(guardState())).toEqual({ redirect: '/dashboard/' });
  });

  it('pro store, else the paid plans page', () => {
    expect(proStore(guardState())).toEqual({ redirect: '/plans/' });
    expect(proStore(guardState({ store: { pro: true } }))).toBeNull();
  });

  it('non-direct payment processor: otherwise the route is removed', () => {
    expect(nonDirectPaymentProcessor(guardState())).toBeNull();
    expect(
      nonDirectPaymentProcessor(guardState({ store: { paymentProcessor: 'direct' } })),
    ).toEqual({ remove: true });
  });

  it('direct payment processor, else /', () => {
    expect(
      directPaymentProcessor(guardState({ store: { paymentProcessor: 'direct' } })),
    ).toBeNull();
    expect(directPaymentProcessor(guardState())).toEqual({ redirect: '/' });
  });
});
