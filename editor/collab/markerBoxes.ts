import { humanizeName } from '../panels/humanizeName';
import type { BlockMarker } from './presence';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface MarkerBox extends Box {
  blockId: string;
  /** The outline's colour: the first person's. */
  colour: string;
  /** One name tag per person on the block. */
  tags: { label: string; colour: string }[];
}

/** What a name tag says: the name, and the field when they are editing one (`html` is the text). */
export function markerLabel({ name, editing }: BlockMarker): string {
  if (editing === null) return name;
  return `${name} · ${editing === 'html' ? 'Text' : humanizeName(editing)}`;
}

/**
 * Where each remote selection goes, relative to the canvas container: the block frame's
 * box (`[data-block-frame]`) minus the container's, plus its scroll offset (the overlay
 * scrolls with the content). Blocks not on screen (no frame) get no box.
 */
export function markerBoxes(
  markers: ReadonlyMap<string, readonly BlockMarker[]>,
  frameBox: (blockId: string) => Box | null,
  container: Box & { scrollTop: number; scrollLeft: number },
): MarkerBox[] {
  const boxes: MarkerBox[] = [];
  for (const [blockId, people] of markers) {
    const frame = frameBox(blockId);
    if (!frame || people.length === 0) continue;
    boxes.push({
      blockId,
      top: frame.top - container.top + container.scrollTop,
      left: frame.left - container.left + container.scrollLeft,
      width: frame.width,
      height: frame.height,
      colour: people[0]!.colour,
      tags: people.map((person) => ({ label: markerLabel(person), colour: person.colour })),
    });
  }
  return boxes;
}
