import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconSchema } from './iconSchema';

describe('Icon', () => {
  it('renders a decorative Font Awesome icon', () => {
    expect(renderToString(<Icon name="truck" />)).toBe(
      '<i class="fa-solid fa-truck" aria-hidden="true"></i>',
    );
    expect(renderToString(<Icon name="instagram" set="brands" color="#e1306c" />)).toBe(
      '<i class="fa-brands fa-instagram" aria-hidden="true" style="color:#e1306c"></i>',
    );
  });

  it('renders nothing for an empty or malformed name', () => {
    expect(renderToString(<Icon name="" />)).toBe('');
    expect(renderToString(<Icon name='x" onmouseover="alert(1)' />)).toBe('');
  });

  it('refuses names that are not class-safe', () => {
    expect(iconSchema.safeParse('arrow-right').success).toBe(true);
    expect(iconSchema.safeParse('Arrow Right').success).toBe(false);
  });
});
