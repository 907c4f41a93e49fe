import type { ComponentData, Data } from '@measured/puck';

/**
 * Copy and paste for the Puck harness. Puck 0.20 has duplicate and delete but no
 * clipboard, so the harness adds the obvious one a Puck integrator writes: copy the
 * selected component with everything in its DropZones, paste a copy with fresh ids after
 * the selection, as ONE `setData` (a single Puck state change, its cheapest path).
 */

/** Puck's name for the page's own zone (`data.content`). */
export const ROOT_ZONE = 'root:default-zone';

export interface CopiedItem {
  item: ComponentData;
  /** The DropZones of the item and of everything inside it, by `<id>:<zone>`. */
  zones: Record<string, ComponentData[]>;
}

export interface ZoneIndex {
  zone: string;
  index: number;
}

const zoneContent = (data: Data, zone: string): ComponentData[] =>
  zone === ROOT_ZONE ? data.content : (data.zones?.[zone] ?? []);
const ownZones = (data: Data, id: string): string[] =>
  Object.keys(data.zones ?? {}).filter((key) => key.startsWith(`${id}:`));

/** Where the component with `id` sits, or null. */
export function findItem(data: Data, id: string): ZoneIndex | null {
  for (const zone of [ROOT_ZONE, ...Object.keys(data.zones ?? {})]) {
    const index = zoneContent(data, zone).findIndex((item) => item.props.id === id);
    if (index >= 0) return { zone, index };
  }
  return null;
}

/** The component with `id` and every zone beneath it, or null when there is no such component. */
export function copyItem(data: Data, id: string): CopiedItem | null {
  const at = findItem(data, id);
  const item = at ? zoneContent(data, at.zone)[at.index] : undefined;
  if (!item) return null;
  const zones: Record<string, ComponentData[]> = {};
  const collect = (ownerId: string) => {
    for (const key of ownZones(data, ownerId)) {
      const content = data.zones?.[key] ?? [];
      zones[key] = content;
      for (const child of content) collect(child.props.id);
    }
  };
  collect(id);
  return { item, zones };
}

/** `data` with a copy of `copied` (every id new, from `newId`) inserted at `at`. */
export function pasteItem(
  data: Data,
  copied: CopiedItem,
  at: ZoneIndex,
  newId: () => string,
): Data {
  const zones: Record<string, ComponentData[]> = { ...data.zones };
  const renew = (item: ComponentData): ComponentData => {
    const id = newId();
    for (const key of Object.keys(copied.zones)) {
      if (!key.startsWith(`${item.props.id}:`)) continue;
      zones[`${id}${key.slice(item.props.id.length)}`] = (copied.zones[key] ?? []).map(renew);
    }
    return { ...item, props: { ...item.props, id } };
  };
  const pasted = renew(copied.item);
  const target = [...zoneContent(data, at.zone)];
  target.splice(at.index, 0, pasted);
  if (at.zone === ROOT_ZONE) return { ...data, content: target, zones };
  return { ...data, zones: { ...zones, [at.zone]: target } };
}
