import type { LowContrast } from '../../themes/contrastPairs';

export const LOW_CONTRAST_MESSAGE = 'Some text may be hard to read with these colours:';

/**
 * Warns, without refusing, when a change takes a text pair below AA (4.5:1). A status
 * region, so a screen reader hears it when a colour change causes it.
 */
export function ContrastWarning({ pairs }: { pairs: readonly LowContrast[] }) {
  return (
    <div role="status" className="themes-contrast">
      {pairs.length > 0 ? (
        <>
          <p>{LOW_CONTRAST_MESSAGE}</p>
          <ul>
            {pairs.map((pair) => (
              <li key={`${pair.foreground} ${pair.background}`}>
                {pair.foreground} on {pair.background}: {pair.ratio}:1 (needs 4.5:1)
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
