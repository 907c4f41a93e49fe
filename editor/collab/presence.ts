import { z } from 'zod';

/**
 * Presence through awareness (issue 7): who is on the page (name, colour, avatar), which
 * blocks each has selected, and which field each is editing. Our state lives under one
 * awareness key, `presence`, so other users of the same awareness (Lexical's cursors,
 * under `lexical`) never overwrite it. Remote states are parsed, never trusted.
 */
export const PRESENCE_FIELD = 'presence';

export interface PresenceUser {
  id: number;
  name: string;
  /** A CSS colour: outline, name tag and avatar background. */
  colour: string;
  /** Avatar image URL; without one the initials are shown. */
  avatar: string | null;
}

export interface EditingField {
  blockId: string;
  /** The property being edited (`html` for a text block's rich text, `title`, ...). */
  field: string;
}

export interface PresenceState {
  user: PresenceUser;
  selection: string[];
  editing: EditingField | null;
}

/** Someone else on the page, as one browser tab (awareness client). */
export interface Collaborator extends PresenceState {
  clientId: number;
  initials: string;
}

const presenceSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string().min(1).max(200),
    colour: z.string().regex(/^#[0-9a-f]{6}$/i),
    avatar: z.string().max(2000).nullable(),
  }),
  selection: z.array(z.string().max(200)).max(500),
  editing: z.object({ blockId: z.string().max(200), field: z.string().max(200) }).nullable(),
});

/**
 * Colours with enough contrast against white text and the canvas, told apart at a glance.
 * A user keeps the same colour everywhere (derived from their id).
 */
export const PRESENCE_COLOURS = [
  '#d6336c',
  '#1c7ed6',
  '#2b8a3e',
  '#e8590c',
  '#7048e8',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#d9480f',
  '#3b5bdb',
  '#862e9c',
  '#087f5b',
] as const;

export const colourFor = (userId: number): string =>
  PRESENCE_COLOURS[Math.abs(userId) % PRESENCE_COLOURS.length]!;

/** Up to two initials: first and last word of the name (`Ada Lovelace` -> `AL`, `seller@demo` -> `S`). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter((word) => word.length > 0);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Everyone else's presence, in client order; malformed or empty states are skipped. */
export function collaboratorsFrom(
  states: ReadonlyMap<number, Record<string, unknown>>,
  selfClientId: number,
): Collaborator[] {
  const collaborators: Collaborator[] = [];
  for (const [clientId, state] of [...states].sort(([a], [b]) => a - b)) {
    if (clientId === selfClientId) continue;
    const parsed = presenceSchema.safeParse(state?.[PRESENCE_FIELD]);
    if (!parsed.success) continue;
    collaborators.push({ ...parsed.data, clientId, initials: initialsOf(parsed.data.user.name) });
  }
  return collaborators;
}

/** One entry per person (someone with two tabs open is one avatar), first tab first. */
export function peopleOf(collaborators: readonly Collaborator[]): Collaborator[] {
  const seen = new Set<number>();
  return collaborators.filter(({ user }) => !seen.has(user.id) && seen.add(user.id));
}

export interface BlockMarker {
  name: string;
  colour: string;
  /** What they are doing there: editing a field, or just selected. */
  editing: string | null;
}

/** For each block someone else has selected or is editing: who, in what colour. */
export function blockMarkers(collaborators: readonly Collaborator[]): Map<string, BlockMarker[]> {
  const markers = new Map<string, BlockMarker[]>();
  const add = (blockId: string, marker: BlockMarker) => {
    const list = markers.get(blockId) ?? [];
    if (
      !list.some((existing) => existing.name === marker.name && existing.colour === marker.colour)
    )
      list.push(marker);
    markers.set(blockId, list);
  };
  for (const { user, selection, editing } of collaborators) {
    if (editing)
      add(editing.blockId, { name: user.name, colour: user.colour, editing: editing.field });
    for (const blockId of selection) {
      if (editing?.blockId !== blockId)
        add(blockId, { name: user.name, colour: user.colour, editing: null });
    }
  }
  return markers;
}
