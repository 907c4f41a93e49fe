// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusableElements, trappedFocusTarget } from './focus';

function dialog(html: string): HTMLElement {
  const container = document.createElement('div');
  container.tabIndex = -1;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusableElements', () => {
  it('lists what Tab reaches, skipping disabled, hidden and tabindex -1 elements', () => {
    const container = dialog(`
      <button id="a">A</button>
      <button disabled>Off</button>
      <input type="hidden" />
      <a href="/x" id="b">B</a>
      <span tabindex="-1">Skip</span>
      <div hidden><button>Hidden</button></div>
      <input id="c" />
    `);
    expect(focusableElements(container).map((element) => element.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('trappedFocusTarget', () => {
  const html =
    '<button id="first">First</button><button id="middle">Middle</button><button id="last">Last</button>';

  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    const container = dialog(html);
    const byId = (id: string) => container.querySelector(`#${id}`);
    expect(trappedFocusTarget(container, byId('last'), false)?.id).toBe('first');
    expect(trappedFocusTarget(container, byId('first'), true)?.id).toBe('last');
  });

  it('leaves a move between inner elements to the browser', () => {
    const container = dialog(html);
    expect(trappedFocusTarget(container, container.querySelector('#middle'), false)).toBeNull();
  });

  it('brings focus from the container or outside back in', () => {
    const container = dialog(html);
    expect(trappedFocusTarget(container, container, false)?.id).toBe('first');
    expect(trappedFocusTarget(container, document.body, true)?.id).toBe('last');
  });

  it('keeps focus on a container with nothing focusable', () => {
    const container = dialog('<p>Loading</p>');
    expect(trappedFocusTarget(container, container, false)).toBe(container);
  });
});
