import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import appIcon from './index';

describeBlockContract(appIcon, { name: 'appIcon', mail: false });

describe('appIcon', () => {
  it('is one link named by its label, with the icon and tile colours', () => {
    const html = renderBlock(appIcon, {
      label: 'Orders',
      href: '/orders/',
      icon: 'box',
      backgroundColor: '#123456',
    });
    expect(html).toContain('href="/orders/"');
    expect(html).toContain(
      '<span class="block-appIcon__tile" style="background-color:#123456"><i class="fa-solid fa-box" aria-hidden="true"></i></span><span class="block-appIcon__label">Orders</span>',
    );
  });
});
