import { useEffect, useState } from 'react';
import type { StudioClient, StudioGraphic } from '../src/api/studio';

/**
 * The store's graphics (the seller's image library) as buttons with their pictures:
 * choosing one places it on the current print area. Says so while loading, when the
 * store has none, and when the list could not be loaded.
 */
export function GraphicsPicker({
  client,
  onPick,
}: {
  client: StudioClient;
  onPick: (graphic: StudioGraphic) => void;
}) {
  const [graphics, setGraphics] = useState<StudioGraphic[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    client.graphics().then(
      (answer) => live && setGraphics(answer.graphics),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client]);

  if (failed) return <p role="alert">The store’s graphics could not be loaded.</p>;
  if (!graphics) return <p role="status">Loading the store’s graphics…</p>;
  if (graphics.length === 0) return <p>This store has no graphics yet.</p>;
  return (
    <ul className="st-graphics" aria-label="Store graphics">
      {graphics.map((graphic) => (
        <li key={graphic.id}>
          <button
            type="button"
            aria-label={`Add graphic: ${graphic.altText || graphic.name}`}
            onClick={() => onPick(graphic)}
          >
            <img src={graphic.thumbnail} alt="" width={64} height={64} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
