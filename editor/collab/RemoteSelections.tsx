import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { markerBoxes, type MarkerBox } from './markerBoxes';
import { blockMarkers, type Collaborator } from './presence';

/** A quoted attribute value needs only `"` and `\` escaped (and jsdom has no CSS.escape). */
const frameOf = (container: HTMLElement, blockId: string): HTMLElement | null =>
  container.querySelector<HTMLElement>(`[data-block-frame="${blockId.replace(/["\\]/g, '\\$&')}"]`);

/**
 * Other people's selections on the canvas (issue 7): a coloured outline and a name tag
 * over each block someone else has selected or is editing. Drawn in a layer inside
 * `container` (the canvas's scrolling element, positioned), measured from the block
 * frames (`[data-block-frame="<id>"]`) and measured again whenever the canvas changes
 * size, scrolls or re-renders. The layer ignores the pointer and is hidden from screen
 * readers (the presence bar names who is here).
 */
export function RemoteSelections({
  collaborators,
  container,
}: {
  collaborators: readonly Collaborator[];
  container: HTMLElement | null;
}) {
  const markers = useMemo(() => blockMarkers(collaborators), [collaborators]);
  const [boxes, setBoxes] = useState<MarkerBox[]>([]);

  useLayoutEffect(() => {
    if (!container || markers.size === 0) {
      setBoxes([]);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bounds = container.getBoundingClientRect();
      setBoxes(
        markerBoxes(markers, (id) => frameOf(container, id)?.getBoundingClientRect() ?? null, {
          top: bounds.top,
          left: bounds.left,
          width: bounds.width,
          height: bounds.height,
          scrollTop: container.scrollTop,
          scrollLeft: container.scrollLeft,
        }),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resize?.observe(container);
    const mutations = new MutationObserver(schedule);
    mutations.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      resize?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [container, markers]);

  if (!container || boxes.length === 0) return null;
  return createPortal(
    <div
      className="ed-remote-selections"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 5 }}
    >
      {boxes.map((box) => (
        <div
          key={box.blockId}
          className="ed-remote-selection"
          data-remote-selection={box.blockId}
          style={{
            position: 'absolute',
            top: box.top,
            left: box.left,
            width: box.width,
            height: box.height,
            outline: `2px solid ${box.colour}`,
            outlineOffset: 2,
          }}
        >
          <div
            className="ed-remote-selection__tags"
            style={{ position: 'absolute', bottom: '100%', left: 0, display: 'flex', gap: 2 }}
          >
            {box.tags.map((tag) => (
              <span
                key={tag.label}
                className="ed-remote-selection__tag"
                style={{
                  backgroundColor: tag.colour,
                  color: '#ffffff',
                  font: '600 11px/1.6 system-ui, sans-serif',
                  padding: '0 6px',
                  borderRadius: 3,
                  whiteSpace: 'nowrap',
                }}
              >
                {tag.label}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>,
    container,
  );
}
