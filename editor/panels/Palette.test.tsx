// @vitest-environment jsdom
import { DndContext } from '@dnd-kit/core';
import type * as DndKit from '@dnd-kit/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Every palette item calls useDraggable when it renders: the calls count item renders. */
const draggableRenders = vi.hoisted((): string[] => []);
vi.mock('@dnd-kit/core', async (importActual) => {
  const actual = await importActual<typeof DndKit>();
  return {
    ...actual,
    useDraggable: (args: Parameters<typeof actual.useDraggable>[0]) => {
      draggableRenders.push(String(args.id));
      return actual.useDraggable(args);
    },
  };
});
import { Palette } from './Palette';
import { testRegistry } from './testing/testKit';

afterEach(cleanup);

const registry = testRegistry();

function setup(compatibility: 'page' | 'mail' = 'page') {
  const onAdd = vi.fn();
  render(
    <DndContext>
      <Palette registry={registry} compatibility={compatibility} onAdd={onAdd} />
    </DndContext>,
  );
  return onAdd;
}

const itemNames = () =>
  screen.getAllByRole('button').map((button) => button.firstChild?.textContent);

describe('<Palette>', () => {
  it('lists the page block types by category', () => {
    setup();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Layout', 'Content', 'Marketing']);
    expect(
      within(screen.getByRole('region', { name: 'Marketing' })).getByRole('button', {
        name: /Promo/,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Feature/ })).toBeNull();
  });

  it('lists mail block types for a mail page', () => {
    setup('mail');
    expect(itemNames()).toEqual(['Text', 'Feature']);
  });

  it('searches by title and description, best match first', () => {
    setup();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), {
      target: { value: 'formatted side row' },
    });
    expect(itemNames()).toEqual(['Row', 'Text']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), {
      target: { value: 'carousel' },
    });
    expect(screen.getByText('No blocks match “carousel”.').getAttribute('role')).toBe('status');
  });

  it('re-renders only the list, not the items that stay in it, as the seller types', () => {
    setup();
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    fireEvent.change(search, { target: { value: 'r' } });
    const shown = itemNames().length;
    draggableRenders.length = 0;
    fireEvent.change(search, { target: { value: 'r ' } });
    // The same items match "r" and "r ": none of them renders again.
    expect(itemNames()).toHaveLength(shown);
    expect(draggableRenders).toEqual([]);
  });

  it('adds a block type on click and on Enter', () => {
    const onAdd = setup();
    fireEvent.click(screen.getByRole('button', { name: /Promo/ }));
    fireEvent.keyDown(screen.getByRole('button', { name: /Row/ }), { key: 'Enter' });
    expect(onAdd.mock.calls).toEqual([['promo'], ['row']]);
  });

  it('is a dnd-kit drag source carrying the block type, picked up with Space', () => {
    const onDragStart = vi.fn();
    const onAdd = vi.fn();
    render(
      <DndContext onDragStart={onDragStart}>
        <Palette registry={registry} compatibility="page" onAdd={onAdd} />
      </DndContext>,
    );
    const promo = screen.getByRole('button', { name: /Promo/ });
    expect(promo.getAttribute('aria-roledescription')).toBe('draggable');
    promo.focus();
    fireEvent.keyDown(promo, { key: ' ', code: 'Space' });
    expect(onDragStart).toHaveBeenCalledTimes(1);
    const { active } = onDragStart.mock.calls[0]![0];
    expect(active.id).toBe('palette:promo');
    expect(active.data.current).toEqual({ kind: 'palette', blockType: 'promo' });
    expect(onAdd).not.toHaveBeenCalled();
  });
});
