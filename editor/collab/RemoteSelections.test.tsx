// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { colourFor, type Collaborator } from './presence';
import { RemoteSelections } from './RemoteSelections';

const rect = (top: number, left: number, width: number, height: number) => () =>
  ({
    top,
    left,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

function canvas() {
  const container = document.createElement('div');
  container.getBoundingClientRect = rect(100, 50, 900, 700);
  const frame = document.createElement('div');
  frame.setAttribute('data-block-frame', 'b1');
  frame.getBoundingClientRect = rect(160, 80, 400, 120);
  container.append(frame);
  document.body.append(container);
  return container;
}

const ada: Collaborator = {
  clientId: 5,
  user: { id: 3, name: 'Ada Lovelace', colour: colourFor(3), avatar: null },
  selection: ['b1', 'not-on-screen'],
  editing: null,
  initials: 'AL',
};

// Unmount first: clearing the body under a mounted layer wakes its mutation observer, whose
// measurement then lands after the test environment is gone ("window is not defined").
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('RemoteSelections', () => {
  it('outlines a block someone else selected in their colour, with their name, over its frame', () => {
    const container = canvas();
    render(<RemoteSelections collaborators={[ada]} container={container} />);
    const outline = container.querySelector<HTMLElement>('[data-remote-selection="b1"]')!;
    expect(outline).not.toBeNull();
    expect([
      outline.style.top,
      outline.style.left,
      outline.style.width,
      outline.style.height,
    ]).toStrictEqual(['60px', '30px', '400px', '120px']);
    expect(outline.style.outline).toContain('2px solid');
    expect(outline.textContent).toBe('Ada Lovelace');
    expect(container.querySelectorAll('[data-remote-selection]')).toHaveLength(1);
  });

  it('shows the field being edited and clears when they deselect', () => {
    const container = canvas();
    const { rerender } = render(
      <RemoteSelections
        collaborators={[{ ...ada, editing: { blockId: 'b1', field: 'html' } }]}
        container={container}
      />,
    );
    expect(container.querySelector('[data-remote-selection="b1"]')!.textContent).toBe(
      'Ada Lovelace · Text',
    );
    act(() =>
      rerender(
        <RemoteSelections collaborators={[{ ...ada, selection: [] }]} container={container} />,
      ),
    );
    expect(container.querySelector('[data-remote-selection]')).toBeNull();
  });
});
