import { useId } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { CHART_HEIGHT, CHART_WIDTH, LABEL_BAND, barGeometry, linePath } from './chart';
import type { GraphProperties } from './properties';

/**
 * A bar or line chart drawn as SVG on the server. The SVG is an image named by the
 * title; the same numbers are in a table for screen readers.
 */
export function Graph({ properties }: BlockComponentProps<GraphProperties>) {
  const id = useId();
  const bars = barGeometry(properties.points);
  const colour = properties.color || undefined;
  const valueText = (value: number) =>
    properties.unit ? `${value} ${properties.unit}` : String(value);
  return (
    <figure className="block-graph" style={colour ? { color: colour } : undefined}>
      <figcaption id={`${id}-title`} className="block-graph__title">
        {properties.title}
      </figcaption>
      <svg
        className="block-graph__chart"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        preserveAspectRatio="none"
      >
        <line
          className="block-graph__axis"
          x1={0}
          x2={CHART_WIDTH}
          y1={CHART_HEIGHT - LABEL_BAND}
          y2={CHART_HEIGHT - LABEL_BAND}
        />
        {properties.type === 'bar' ? (
          bars.map((bar, index) => (
            <rect
              key={index}
              className="block-graph__bar"
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={3}
            />
          ))
        ) : (
          <path className="block-graph__line" d={linePath(properties.points)} />
        )}
        {bars.map((bar, index) => (
          <text
            key={index}
            className="block-graph__label"
            x={bar.labelX}
            y={CHART_HEIGHT - 6}
            textAnchor="middle"
          >
            {properties.points[index]?.label}
          </text>
        ))}
      </svg>
      <table className="block-graph__data">
        <caption>{properties.title}</caption>
        <tbody>
          {properties.points.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point.label}</th>
              <td>{valueText(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
