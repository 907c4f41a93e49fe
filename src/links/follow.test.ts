import { describe, expect, it, vi } from 'vitest';
import { followLink } from './follow';

function click(overrides: Partial<{ button: number; ctrlKey: boolean; metaKey: boolean }> = {}) {
  return { preventDefault: vi.fn(), ...overrides };
}

describe('followLink', () => {
  it('raises an action named after the rest of @name and does not navigate', () => {
    const onAction = vi.fn();
    const navigate = vi.fn();
    const event = click();
    followLink('@open-chat', event, { onAction, navigate });
    expect(onAction).toHaveBeenCalledWith('open-chat');
    expect(navigate).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('does nothing for #', () => {
    const navigate = vi.fn();
    const event = click();
    followLink('#', event, { navigate });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates within the app for an internal route', () => {
    const navigate = vi.fn();
    const event = click();
    followLink('/collection/tees/', event, { navigate });
    expect(navigate).toHaveBeenCalledWith('/collection/tees/');
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('lets the browser open an internal route when there is no router or the click asks for a new tab', () => {
    const withoutRouter = click();
    followLink('/about/', withoutRouter, {});
    expect(withoutRouter.preventDefault).not.toHaveBeenCalled();

    const navigate = vi.fn();
    for (const event of [
      click({ ctrlKey: true }),
      click({ metaKey: true }),
      click({ button: 1 }),
    ]) {
      followLink('/about/', event, { navigate });
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves anchors and external links to the browser', () => {
    const navigate = vi.fn();
    for (const target of ['#reviews', 'https://example.com/']) {
      const event = click();
      followLink(target, event, { navigate });
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
