import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import badge from './index';

describeBlockContract(badge, { name: 'badge', mail: false });

describe('badge', () => {
  it('says in words whether it is locked', () => {
    expect(renderBlock(badge)).toContain('>Locked<');
    const unlocked = renderBlock(badge, { unlocked: true, code: 'ten-sales' });
    expect(unlocked).toContain('>Unlocked<');
    expect(unlocked).toContain('block-badge--unlocked');
    expect(unlocked).toContain('data-badge="ten-sales"');
  });
});
