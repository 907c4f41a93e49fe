/**
 * What one editor measured, and the rows `npm run bench` reports from ours and Puck's
 * (bench/report.ts convention: measure, unit, ours, peer, better, target, note).
 * Targets are issue 6's: under 50 ms for the longest task on delete, duplicate and paste
 * at 230 nested blocks; frame time p95 under 16.7 ms dragging at 500 blocks, read as the
 * main-thread work per pointer step (the gap between animation frames is held to the
 * display's 60 Hz clock and cannot go below 16.7 ms, even on a blank page); re-renders per
 * pointer move constant with page size; keystroke-to-canvas p95 under 50 ms. Issue 14's:
 * time to interactive at 100 blocks at most 0.7x Puck's.
 */
import type { BenchResult } from '../report';
import { BENCH_FIXTURES, type BenchFixtureName } from './fixtures';
import { round } from './metrics';

export type PageAction = 'duplicate' | 'paste' | 'delete';
export const PAGE_ACTIONS: readonly PageAction[] = ['duplicate', 'paste', 'delete'];

export const ACTION_TASK_TARGET_MS = 50;
export const FRAME_P95_TARGET_MS = 16.7;
export const KEYSTROKE_P95_TARGET_MS = 50;
/** Issue 14, section 5: a seller mostly opens small pages; at 100 blocks ours opens in at most 0.7x Puck's time, in the same run. */
export const SMALL_PAGE_TTI_TARGET_RATIO = 0.7;
/** Re-renders per move may vary by this many blocks with the page's size and still count as constant. */
export const RENDER_GROWTH_ALLOWANCE = 1;

/** Undefined: not measured (the editor did not get that far); null: timed out. */
export interface EditorMeasurements {
  name: string;
  timeToInteractive: Partial<Record<BenchFixtureName, number | null>>;
  /** At 230 nested blocks: the median of the rounds. */
  longestTask: Partial<Record<PageAction, number>>;
  frameP95: Partial<Record<BenchFixtureName, number>>;
  /** Main-thread work per pointer step while dragging, p95 (ms). */
  dragWorkP95: Partial<Record<BenchFixtureName, number>>;
  blocksPerMove: Partial<Record<BenchFixtureName, number>>;
  /** At 500 blocks. */
  keystrokeP95?: number;
  /** For the detail file only: what the longest tasks were busy with, samples, counts. */
  details: Record<string, unknown>;
  errors: string[];
}

export const emptyMeasurements = (name: string): EditorMeasurements => ({
  name,
  timeToInteractive: {},
  longestTask: {},
  frameP95: {},
  dragWorkP95: {},
  blocksPerMove: {},
  details: {},
  errors: [],
});

const size = (fixture: BenchFixtureName): string =>
  `${BENCH_FIXTURES[fixture].count.toLocaleString('en-GB')}${BENCH_FIXTURES[fixture].nested ? ' nested' : ''} blocks`;

/**
 * The report's rows. A measure ours could not take is left out (the run's errors say
 * why); a measure the peer could not take has no peer and a note. A peer that never
 * became interactive within `ttiTimeoutMs` is shown at that timeout, a lower bound.
 */
/** The machine while the run ran: a blank page's frame gap and work per step p95 under the same pointer steps, the load average. */
export interface MachineFloor {
  frameP95: number;
  dragWorkP95: number;
  loadAverage: number;
}

export function toBenchResults(
  ours: EditorMeasurements,
  peer: EditorMeasurements,
  ttiTimeoutMs: Readonly<Record<BenchFixtureName, number>>,
  machine?: MachineFloor,
): BenchResult[] {
  const rows: BenchResult[] = [];
  const notMeasured = (fixture: BenchFixtureName) =>
    peer.timeToInteractive[fixture] === null
      ? `${peer.name}: not measured, not interactive within ${ttiTimeoutMs[fixture] / 1000} s`
      : undefined;
  const add = (
    row: Omit<BenchResult, 'peer' | 'ours'> & {
      ours: number | null | undefined;
      peer: number | null | undefined;
      peerNote?: string;
    },
  ) => {
    const { ours: value, peer: peerValue, peerNote, note, ...rest } = row;
    if (value === null || value === undefined || !Number.isFinite(value)) return;
    const notes = [
      note,
      peerValue === undefined || peerValue === null
        ? (peerNote ?? `${peer.name}: not measured`)
        : undefined,
    ].filter(Boolean);
    rows.push({
      ...rest,
      ours: round(value),
      ...(peerValue === undefined || peerValue === null
        ? {}
        : { peer: { name: peer.name, value: round(peerValue) } }),
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    });
  };

  for (const fixture of Object.keys(BENCH_FIXTURES) as BenchFixtureName[]) {
    const peerTti = peer.timeToInteractive[fixture];
    add({
      measure: `editor time to interactive, ${size(fixture)}`,
      unit: 'ms',
      better: 'lower',
      ours: ours.timeToInteractive[fixture],
      peer: peerTti === null ? ttiTimeoutMs[fixture] : peerTti,
      ...(fixture === 'flat-100'
        ? { target: { on: 'ratio' as const, max: SMALL_PAGE_TTI_TARGET_RATIO } }
        : {}),
      note:
        peerTti === null
          ? `${peer.name} not interactive within ${ttiTimeoutMs[fixture] / 1000} s: its value is a lower bound`
          : undefined,
    });
  }
  for (const action of PAGE_ACTIONS) {
    add({
      measure: `longest main-thread task on ${action}, 230 nested blocks`,
      unit: 'ms',
      better: 'lower',
      ours: ours.longestTask[action],
      peer: peer.longestTask[action],
      target: { on: 'value', max: ACTION_TASK_TARGET_MS },
    });
  }
  for (const fixture of ['flat-100', 'flat-500', 'flat-2000'] as const) {
    add({
      measure: `frame time p95 while dragging a block (main-thread work per pointer step), ${size(fixture)}`,
      unit: 'ms',
      better: 'lower',
      ours: ours.dragWorkP95[fixture],
      peer: peer.dragWorkP95[fixture],
      peerNote: notMeasured(fixture),
      ...(fixture === 'flat-500'
        ? { target: { on: 'value' as const, max: FRAME_P95_TARGET_MS } }
        : {}),
      note:
        machine === undefined
          ? undefined
          : `a blank page: ${round(machine.dragWorkP95)} ms; load average ${round(machine.loadAverage)}`,
    });
  }
  for (const fixture of ['flat-100', 'flat-500', 'flat-2000'] as const) {
    add({
      measure: `gap between animation frames p95 while dragging a block, ${size(fixture)}`,
      unit: 'ms',
      better: 'lower',
      ours: ours.frameP95[fixture],
      peer: peer.frameP95[fixture],
      peerNote: notMeasured(fixture),
      note: `held to the display's 60 Hz clock, so never under 16.7 ms${machine === undefined ? '' : `; a blank page: ${round(machine.frameP95)} ms`}`,
    });
  }
  const baseline = ours.blocksPerMove['flat-100'];
  for (const fixture of ['flat-100', 'flat-500', 'flat-2000'] as const) {
    const constant = fixture !== 'flat-100' && baseline !== undefined;
    add({
      measure: `blocks re-rendered per pointer move while dragging, ${size(fixture)}`,
      unit: 'blocks',
      better: 'lower',
      ours: ours.blocksPerMove[fixture],
      peer: peer.blocksPerMove[fixture],
      peerNote: notMeasured(fixture),
      ...(constant
        ? {
            target: { on: 'value' as const, max: round(baseline + RENDER_GROWTH_ALLOWANCE) },
            note: 'target: constant, no more than at 100 blocks (+1)',
          }
        : {}),
    });
  }
  add({
    measure: 'keystroke to canvas p95, properties panel text field, 500 blocks',
    unit: 'ms',
    better: 'lower',
    ours: ours.keystrokeP95,
    peer: peer.keystrokeP95,
    target: { on: 'value', max: KEYSTROKE_P95_TARGET_MS },
  });
  return rows;
}
