import { useId } from 'react';
import { bars } from './charts';

/**
 * Small SVG charts. Each is one image with a text summary for screen readers (the exact
 * numbers are in the table beside it), drawn in the dashboard's colours, scaling with
 * its column. SVG rather than uPlot's canvas: a handful of bars per chart, crisp at any
 * zoom, printable, styled by CSS, and nothing more to download.
 */
export function ColumnChart({
  items,
  summary,
}: {
  items: ReadonlyArray<{ label: string; value: number }>;
  summary: string;
}) {
  const titleId = useId();
  const { bars: columns, top } = bars(items);
  const width = Math.max(columns.length * 24, 240);
  const height = 160;
  const slot = width / Math.max(columns.length, 1);
  return (
    <svg
      className="analytics-chart"
      viewBox={`0 0 ${width} ${height + 20}`}
      role="img"
      aria-labelledby={titleId}
      preserveAspectRatio="none"
    >
      <title id={titleId}>{summary}</title>
      <line x1="0" x2={width} y1={height} y2={height} className="analytics-chart__axis" />
      <text x="2" y="12" className="analytics-chart__scale">
        {top.toLocaleString('en-GB')}
      </text>
      {columns.map((column, i) => {
        const barHeight = Math.max(column.share * (height - 16), column.value > 0 ? 2 : 0);
        return (
          <rect
            key={column.label}
            className="analytics-chart__bar"
            x={i * slot + slot * 0.15}
            width={slot * 0.7}
            y={height - barHeight}
            height={barHeight}
          />
        );
      })}
      {columns.length > 0 ? (
        <>
          <text x="0" y={height + 16} className="analytics-chart__scale">
            {columns[0]!.label}
          </text>
          <text x={width} y={height + 16} textAnchor="end" className="analytics-chart__scale">
            {columns.at(-1)!.label}
          </text>
        </>
      ) : null}
    </svg>
  );
}

export function BarList({
  items,
  summary,
}: {
  items: ReadonlyArray<{ label: string; value: number }>;
  summary: string;
}) {
  const { bars: rows } = bars(items);
  if (rows.length === 0) return null;
  // HTML bars (text stays its own size at any width), read as one image with its summary.
  return (
    <div className="analytics-bars" role="img" aria-label={summary}>
      {rows.map((row) => (
        <div key={row.label} className="analytics-bars__row">
          <span
            className="analytics-bars__bar"
            style={{ width: `${Math.max(row.share * 100, row.value > 0 ? 0.5 : 0)}%` }}
          />
          <span className="analytics-bars__label">{row.label}</span>
          <span className="analytics-bars__value">{row.value.toLocaleString('en-GB')}</span>
        </div>
      ))}
    </div>
  );
}
