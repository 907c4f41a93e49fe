import { describe, expect, it } from 'vitest';
import { iframeEmbed } from './embed';
import { checkRule } from './rule';

describe('iframeEmbed', () => {
  it('accepts an https iframe as video and map services hand it out', () => {
    const youtube =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video player" frameborder="0" allowfullscreen></iframe>';
    expect(checkRule(iframeEmbed, youtube)).toBeUndefined();
  });

  it.each([
    ['plain http', '<iframe src="http://example.com/embed"></iframe>'],
    ['an event handler', '<iframe src="https://example.com" onload="alert(1)"></iframe>'],
    ['a script URL', '<iframe src="https://example.com" srcdoc="javascript:alert(1)"></iframe>'],
    ['no src', '<iframe title="x"></iframe>'],
    [
      'two elements',
      '<iframe src="https://a.example"></iframe><iframe src="https://b.example"></iframe>',
    ],
    ['a script', '<script src="https://example.com/x.js"></script>'],
  ])('refuses %s with "Invalid iframe embed code"', (_, value) => {
    expect(checkRule(iframeEmbed, value)).toBe('Invalid iframe embed code');
  });
});
