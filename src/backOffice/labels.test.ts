import { describe, expect, it } from 'vitest';
import {
  activeQuantity,
  countersToCreate,
  labelBarcodeText,
  labelRefusal,
  pickfaceSchema,
} from './labels';

describe('factory labels', () => {
  it('active quantity is quantity - returned - cancelled labels', () => {
    expect(activeQuantity(3, 1, 1)).toBe(1);
    expect(activeQuantity(1, 1, 1)).toBe(0);
  });

  it('makes one label per active unit not yet labelled', () => {
    expect(countersToCreate(2, 0, [])).toStrictEqual([1, 2]);
    expect(countersToCreate(2, 0, [{ counter: 1, cancelled: false }])).toStrictEqual([2]);
    expect(
      countersToCreate(2, 0, [
        { counter: 1, cancelled: false },
        { counter: 2, cancelled: false },
      ]),
    ).toStrictEqual([]);
    // A cancelled label takes its unit out of the active quantity.
    expect(
      countersToCreate(3, 0, [
        { counter: 1, cancelled: true },
        { counter: 2, cancelled: false },
      ]),
    ).toStrictEqual([3]);
    expect(countersToCreate(2, 2, [])).toStrictEqual([]);
  });

  it('refuses to print, pick or cancel a cancelled label, and to pick twice', () => {
    const live = { cancelled: false, pickedAt: null };
    expect(labelRefusal(live, 'print')).toBeNull();
    expect(labelRefusal({ cancelled: true, pickedAt: null }, 'print')).toBe(
      'This label is cancelled',
    );
    const picked = { cancelled: false, pickedAt: '2026-11-27T01:00:00.000Z' };
    expect(labelRefusal(picked, 'print')).toBeNull();
    expect(labelRefusal(picked, 'pick')).toBe('This label is already picked');
    expect(labelRefusal(picked, 'cancel')).toBe('This label is already picked');
  });

  it('pretreats a picked label but moves no picked or cancelled label to another pickface', () => {
    const picked = { cancelled: false, pickedAt: '2026-11-27T01:00:00.000Z' };
    expect(labelRefusal(picked, 'pretreat')).toBeNull();
    expect(labelRefusal(picked, 'pickface')).toBe('This label is already picked');
    expect(labelRefusal({ cancelled: true, pickedAt: null }, 'pretreat')).toBe(
      'This label is cancelled',
    );
    expect(labelRefusal({ cancelled: false, pickedAt: null }, 'pickface')).toBeNull();
  });

  it('writes pickfaces as slots of letters, numbers and dashes, in capitals', () => {
    expect(pickfaceSchema.parse(' a-12-3 ')).toBe('A-12-3');
    expect(pickfaceSchema.parse('')).toBe('');
    const message = 'A pickface is letters, numbers and dashes, at most 20 (such as A-12-3)';
    expect(pickfaceSchema.safeParse('A 12').error?.issues[0]?.message).toBe(message);
    expect(pickfaceSchema.safeParse('-A').error?.issues[0]?.message).toBe(message);
    expect(pickfaceSchema.safeParse('A'.repeat(21)).error?.issues[0]?.message).toBe(message);
  });

  it('encodes the label id in the barcode', () => {
    expect(labelBarcodeText(42)).toBe('L42');
  });
});
