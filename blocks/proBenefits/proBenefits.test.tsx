import { describe, expect, it } from 'vitest';
import { describeBlockContract, expectMailSafe, renderBlock, renderMail } from '../testing';
import proBenefits from './index';
import { DEFAULT_PRO_BENEFITS, visibleBenefits } from './properties';

describeBlockContract(proBenefits, { name: 'proBenefits', mail: true });

describe('proBenefits block', () => {
  it('lists the default Pro benefits as a list of headed items', () => {
    const html = renderBlock(proBenefits);
    expect(html.match(/<li /g)).toHaveLength(DEFAULT_PRO_BENEFITS.length);
    expect(html).toContain('<h3 class="block-proBenefits__itemTitle">Your own domain</h3>');
  });

  it('gives every new block its own copy of the default list', () => {
    const first = proBenefits.properties.parse({});
    first.benefits.pop();
    expect(proBenefits.properties.parse({}).benefits).toHaveLength(DEFAULT_PRO_BENEFITS.length);
  });

  it('skips benefits without a title and refuses more than 12', () => {
    expect(
      visibleBenefits([
        { title: ' ', copy: 'x' },
        { title: 'Domains', copy: '' },
      ]),
    ).toStrictEqual([{ title: 'Domains', copy: '' }]);
    const thirteen = Array.from({ length: 13 }, () => ({ title: 'x', copy: '' }));
    expect(proBenefits.properties.safeParse({ benefits: thirteen }).success).toBe(false);
  });

  it('shows the upgrade button only with a destination', () => {
    expect(renderBlock(proBenefits)).not.toContain('Upgrade to Pro');
    const html = renderBlock(proBenefits, { href: '/plans/' });
    expect(html).toMatch(
      /<a class="block-proBenefits__button" href="\/plans\/">Upgrade to Pro<\/a>/,
    );
  });

  it('renders mail with the benefits and an absolute button link', async () => {
    const html = await renderMail(proBenefits, { href: '/plans/' });
    expectMailSafe(html);
    expect(html).toContain('Priority support');
    expect(html).toContain('href="https://store.example/plans/"');
  });
});
