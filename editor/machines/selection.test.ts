import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deleteBlock } from '../../src/commands';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { selectionMachine } from './selection';

// hero | row-1 [ text-1, image-1 ] | footer
const page = pageOf([
  sketch('hero', 'banner'),
  sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('image-1', 'image')]),
  sketch('footer', 'textBlock'),
]);

const start = () => createActor(selectionMachine, { input: { blocks: page.blocks } }).start();

describe('selection machine', () => {
  it('none -> block.select -> one', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'block.select', id: 'text-1', additive: false });
    expect(actor.getSnapshot().value).toBe('one');
    expect(actor.getSnapshot().context.selectedIds).toEqual(['text-1']);
  });

  it('one -> block.select (plain) -> one, replacing the selection', () => {
    const actor = start();
    actor.send({ type: 'block.select', id: 'text-1', additive: false });
    actor.send({ type: 'block.select', id: 'footer', additive: false });
    expect(actor.getSnapshot().value).toBe('one');
    expect(actor.getSnapshot().context.selectedIds).toEqual(['footer']);
  });

  it('one -> block.select (shift) -> many -> shift on a selected block -> one', () => {
    const actor = start();
    actor.send({ type: 'block.select', id: 'text-1', additive: false });
    actor.send({ type: 'block.select', id: 'footer', additive: true });
    expect(actor.getSnapshot().value).toBe('many');
    expect(actor.getSnapshot().context.selectedIds).toEqual(['text-1', 'footer']);
    actor.send({ type: 'block.select', id: 'text-1', additive: true });
    expect(actor.getSnapshot().value).toBe('one');
    expect(actor.getSnapshot().context.selectedIds).toEqual(['footer']);
  });

  it('one -> shift on the only selected block -> none', () => {
    const actor = start();
    actor.send({ type: 'block.select', id: 'hero', additive: false });
    actor.send({ type: 'block.select', id: 'hero', additive: true });
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('ignores a click on an id that is not on the page', () => {
    const actor = start();
    actor.send({ type: 'block.select', id: 'elsewhere', additive: false });
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('many -> selection.clear -> none', () => {
    const actor = start();
    actor.send({ type: 'selection.set', ids: ['hero', 'footer'] });
    expect(actor.getSnapshot().value).toBe('many');
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.selectedIds).toEqual([]);
  });

  it('selection.set keeps ids on the page, once each, in the order given', () => {
    const actor = start();
    actor.send({ type: 'selection.set', ids: ['footer', 'gone', 'hero', 'footer'] });
    expect(actor.getSnapshot().context.selectedIds).toEqual(['footer', 'hero']);
  });

  it('tracks the hovered block and clears it with null', () => {
    const actor = start();
    actor.send({ type: 'block.hover', id: 'image-1' });
    expect(actor.getSnapshot().context.hoveredId).toBe('image-1');
    actor.send({ type: 'block.hover', id: null });
    expect(actor.getSnapshot().context.hoveredId).toBeNull();
  });

  describe('keyboard navigation through the tree', () => {
    it('none -> selection.next -> one (the first block)', () => {
      const actor = start();
      actor.send({ type: 'selection.next' });
      expect(actor.getSnapshot().value).toBe('one');
      expect(actor.getSnapshot().context.selectedIds).toEqual(['hero']);
    });

    it('walks into containers and back out, depth first', () => {
      const actor = start();
      actor.send({ type: 'block.select', id: 'row-1', additive: false });
      const visited = [1, 2, 3].map(() => {
        actor.send({ type: 'selection.next' });
        return actor.getSnapshot().context.selectedIds[0];
      });
      expect(visited).toEqual(['text-1', 'image-1', 'footer']);
      actor.send({ type: 'selection.previous' });
      expect(actor.getSnapshot().context.selectedIds).toEqual(['image-1']);
    });

    it('goes to the parent and to the first child', () => {
      const actor = start();
      actor.send({ type: 'block.select', id: 'image-1', additive: false });
      actor.send({ type: 'selection.parent' });
      expect(actor.getSnapshot().context.selectedIds).toEqual(['row-1']);
      actor.send({ type: 'selection.firstChild' });
      expect(actor.getSnapshot().context.selectedIds).toEqual(['text-1']);
    });

    it('many -> a step from the last selected block -> one', () => {
      const actor = start();
      actor.send({ type: 'selection.set', ids: ['footer', 'text-1'] });
      actor.send({ type: 'selection.next' });
      expect(actor.getSnapshot().value).toBe('one');
      expect(actor.getSnapshot().context.selectedIds).toEqual(['image-1']);
    });

    it('uses the tree from the latest page.changed', () => {
      const actor = start();
      const reordered = pageOf([
        sketch('footer', 'textBlock'),
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('image-1', 'image')]),
      ]);
      actor.send({ type: 'page.changed', page: reordered, origin: 'local' });
      actor.send({ type: 'selection.next' });
      expect(actor.getSnapshot().context.selectedIds).toEqual(['footer']);
    });
  });

  describe('page.changed', () => {
    const deleted = (id: string) => {
      const result = deleteBlock(page, { id });
      if (!result.ok) throw result.error;
      return result.value;
    };

    it('many -> deleting a selected block -> one', () => {
      const actor = start();
      actor.send({ type: 'selection.set', ids: ['hero', 'footer'] });
      actor.send({ type: 'page.changed', page: deleted('hero'), origin: 'local' });
      expect(actor.getSnapshot().value).toBe('one');
      expect(actor.getSnapshot().context.selectedIds).toEqual(['footer']);
    });

    it('one -> deleting the container of the selected block -> none, hover cleared', () => {
      const actor = start();
      actor.send({ type: 'block.select', id: 'image-1', additive: false });
      actor.send({ type: 'block.hover', id: 'text-1' });
      actor.send({ type: 'page.changed', page: deleted('row-1'), origin: 'remote' });
      expect(actor.getSnapshot().value).toBe('none');
      expect(actor.getSnapshot().context.hoveredId).toBeNull();
    });

    it('keeps the same selection array when every selected block is still there', () => {
      const actor = start();
      actor.send({ type: 'selection.set', ids: ['hero', 'footer'] });
      const before = actor.getSnapshot().context.selectedIds;
      actor.send({ type: 'page.changed', page: deleted('text-1'), origin: 'local' });
      expect(actor.getSnapshot().context.selectedIds).toBe(before);
    });
  });
});
