import { describe, expect, it } from 'vitest';
import { humanizeName } from './humanizeName';

describe('humanizeName', () => {
  it('splits camel case and capitalises each word', () => {
    expect(humanizeName('neonCity')).toBe('Neon City');
    expect(humanizeName('teemillProDark')).toBe('Teemill Pro Dark');
    expect(humanizeName('wildWood')).toBe('Wild Wood');
    expect(humanizeName('popart')).toBe('Popart');
  });

  it('splits dashes and underscores', () => {
    expect(humanizeName('dashboard-access')).toBe('Dashboard Access');
    expect(humanizeName('_placeholder_')).toBe('Placeholder');
  });
});
