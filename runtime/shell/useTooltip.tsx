import { useState, type KeyboardEvent } from 'react';
import { tooltipSide, type TooltipSide } from '../../src/rules/tooltipPlacement';

/** The height of a one-line tooltip (0.75rem text, padding): its side is chosen before it is drawn. */
const TOOLTIP_HEIGHT_PX = 28;

/**
 * A visible hint for an icon-only control, shown while the pointer rests on it or it has
 * focus, hidden on leave, blur and Escape. Above the control when it fits below the
 * viewport's top offset (60 px, the fixed header), else below (`src/rules/tooltipPlacement`).
 * The control's own label already names it for assistive technology, so the hint is
 * hidden from it rather than read twice.
 */
export function useTooltip(text: string) {
  const [side, setSide] = useState<TooltipSide | null>(null);
  const show = (event: { currentTarget: Element }) => {
    const box = event.currentTarget.getBoundingClientRect();
    setSide(
      tooltipSide({
        anchorTop: box.top,
        anchorBottom: box.bottom,
        tooltipHeight: TOOLTIP_HEIGHT_PX,
        viewportHeight: window.innerHeight,
      }),
    );
  };
  const hide = () => setSide(null);
  return {
    anchorProps: {
      onPointerEnter: show,
      onPointerLeave: hide,
      onFocus: show,
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') hide();
      },
    },
    tooltip: side ? (
      <span className="sf-tooltip" data-side={side} aria-hidden="true">
        {text}
      </span>
    ) : null,
  };
}
