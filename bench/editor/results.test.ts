import { describe, expect, it } from 'vitest';
import { benchResultSchema } from '../report';
import { emptyMeasurements, toBenchResults, type EditorMeasurements } from './results';

const TIMEOUTS = {
  'flat-100': 60_000,
  'nested-230': 60_000,
  'flat-500': 60_000,
  'flat-2000': 30_000,
};

const ours: EditorMeasurements = {
  ...emptyMeasurements('ours'),
  timeToInteractive: {
    'flat-100': 1733.4,
    'nested-230': 2582,
    'flat-500': 2813,
    'flat-2000': 2964,
  },
  longestTask: { duplicate: 35.952, paste: 33.258, delete: 26.679 },
  frameP95: { 'flat-100': 35.6, 'flat-500': 39.8, 'flat-2000': 254 },
  dragWorkP95: { 'flat-100': 3.1, 'flat-500': 5.25, 'flat-2000': 30 },
  blocksPerMove: { 'flat-100': 12.345, 'flat-500': 74, 'flat-2000': 290 },
  keystrokeP95: 44.6,
};
const puck: EditorMeasurements = {
  ...emptyMeasurements('Puck 0.20.2'),
  timeToInteractive: {
    'flat-100': 1658,
    'nested-230': 14002,
    'flat-500': 40958,
    'flat-2000': null,
  },
  longestTask: { duplicate: 1540, paste: 1128, delete: 1260 },
  frameP95: { 'flat-100': 37.6, 'flat-500': 67.4 },
  dragWorkP95: { 'flat-100': 9, 'flat-500': 40 },
  blocksPerMove: { 'flat-100': 3.34, 'flat-500': 11.3 },
  keystrokeP95: 148,
};

const rows = toBenchResults(ours, puck, TIMEOUTS, {
  frameP95: 19.3,
  dragWorkP95: 0.42,
  loadAverage: 3.456,
});
const row = (measure: string) => rows.find((each) => each.measure === measure);

describe('toBenchResults', () => {
  it('answers rows the bench runner accepts, every one with a measure of ours', () => {
    expect(rows).toHaveLength(17);
    for (const each of rows) expect(benchResultSchema.parse(each)).toStrictEqual(each);
  });

  it("puts the peer's number beside ours, rounded for the table", () => {
    expect(row('editor time to interactive, 100 blocks')).toStrictEqual({
      measure: 'editor time to interactive, 100 blocks',
      unit: 'ms',
      better: 'lower',
      ours: 1733,
      peer: { name: 'Puck 0.20.2', value: 1658 },
      target: { on: 'ratio', max: 0.7 },
    });
  });

  it('shows a peer that never became interactive at the timeout, as a lower bound, and its later measures as not measured', () => {
    expect(row('editor time to interactive, 2,000 blocks')).toMatchObject({
      ours: 2964,
      peer: { value: 30_000 },
      note: 'Puck 0.20.2 not interactive within 30 s: its value is a lower bound',
    });
    expect(
      row(
        'frame time p95 while dragging a block (main-thread work per pointer step), 2,000 blocks',
      ),
    ).toStrictEqual({
      measure:
        'frame time p95 while dragging a block (main-thread work per pointer step), 2,000 blocks',
      unit: 'ms',
      better: 'lower',
      ours: 30,
      note: 'a blank page: 0.42 ms; load average 3.46; Puck 0.20.2: not measured, not interactive within 30 s',
    });
    expect(
      row('gap between animation frames p95 while dragging a block, 2,000 blocks'),
    ).toStrictEqual({
      measure: 'gap between animation frames p95 while dragging a block, 2,000 blocks',
      unit: 'ms',
      better: 'lower',
      ours: 254,
      note: "held to the display's 60 Hz clock, so never under 16.7 ms; a blank page: 19.3 ms; Puck 0.20.2: not measured, not interactive within 30 s",
    });
  });

  it("sets issue 6's targets: 50 ms tasks at 230 nested blocks, 16.7 ms frames at 500, 50 ms keystrokes", () => {
    expect(row('longest main-thread task on duplicate, 230 nested blocks')).toMatchObject({
      ours: 35.95,
      peer: { value: 1540 },
      target: { on: 'value', max: 50 },
    });
    expect(
      row('frame time p95 while dragging a block (main-thread work per pointer step), 500 blocks'),
    ).toMatchObject({ ours: 5.25, peer: { value: 40 }, target: { on: 'value', max: 16.7 } });
    expect(
      row('frame time p95 while dragging a block (main-thread work per pointer step), 100 blocks')
        ?.target,
    ).toBeUndefined();
    expect(
      row('gap between animation frames p95 while dragging a block, 500 blocks')?.target,
    ).toBeUndefined();
    expect(row('keystroke to canvas p95, properties panel text field, 500 blocks')).toMatchObject({
      ours: 44.6,
      target: { on: 'value', max: 50 },
    });
  });

  it('holds re-renders per move at 500 and 2,000 blocks to what they were at 100 (plus one block)', () => {
    expect(
      row('blocks re-rendered per pointer move while dragging, 100 blocks')?.target,
    ).toBeUndefined();
    expect(row('blocks re-rendered per pointer move while dragging, 2,000 blocks')).toStrictEqual({
      measure: 'blocks re-rendered per pointer move while dragging, 2,000 blocks',
      unit: 'blocks',
      better: 'lower',
      ours: 290,
      target: { on: 'value', max: 13.35 },
      note: 'target: constant, no more than at 100 blocks (+1); Puck 0.20.2: not measured, not interactive within 30 s',
    });
  });

  it('leaves out a measure ours could not take', () => {
    const partial = toBenchResults(
      { ...ours, keystrokeP95: undefined, longestTask: {} },
      puck,
      TIMEOUTS,
    );
    expect(partial.map((each) => each.measure)).not.toContain(
      'keystroke to canvas p95, properties panel text field, 500 blocks',
    );
    expect(partial).toHaveLength(13);
  });
});
