import { describe, expect, it } from 'vitest';
import { printAreaSvg } from './printSvg';

describe('printAreaSvg', () => {
  it('is the area at 300 DPI with only its own elements, text escaped', () => {
    const area = { name: 'front' as const, label: 'Front', widthMm: 25.4, heightMm: 50.8 };
    const text = {
      id: 't',
      kind: 'text' as const,
      area: 'front' as const,
      x: 12.7,
      y: 25.4,
      width: 20,
      height: 5,
      rotation: 45,
      locked: false,
      text: '<b>&',
      font: 'Lato',
      fontSize: 5,
      fill: '#000000',
      align: 'center' as const,
      curve: 0,
    };
    const { svg, width, height } = printAreaSvg(area, [text, { ...text, area: 'back' }]);
    expect([width, height]).toEqual([300, 600]);
    expect(svg).toContain('translate(150 300) rotate(45)');
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(svg.match(/<text/g)).toHaveLength(1);
  });
});
