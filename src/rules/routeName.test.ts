import { describe, expect, it } from 'vitest';
import { routeName } from './routeName';

describe('routeName', () => {
  it('names the path / home', () => {
    expect(routeName('/')).toBe('home');
  });

  it('strips the slashes and turns the first inner slash into a dot', () => {
    expect(routeName('/about/team/')).toBe('about.team');
    expect(routeName('/about/')).toBe('about');
    expect(routeName('/size-guide')).toBe('size-guide');
  });

  it('turns only the first inner slash into a dot', () => {
    expect(routeName('/help/delivery/uk/')).toBe('help.delivery/uk');
  });
});
