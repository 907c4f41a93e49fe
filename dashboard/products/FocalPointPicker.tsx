import type { KeyboardEvent, MouseEvent } from 'react';
import { focalPointAt, focalPointText, nudgeFocalPoint, type FocalPoint } from '../../src/media';

export interface FocalPointPickerProps {
  src: string;
  /** Which image, for the control's name ("image 2"). */
  label: string;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
}

/**
 * Sets an image's focal point by clicking the picture; a cross marks it. From the
 * keyboard, the picture is one button: the arrow keys move the point 5% (1% with Shift)
 * and Home centres it, and the new point is announced.
 */
export function FocalPointPicker({ src, label, point, onChange }: FocalPointPickerProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space also "click" a button, at no point on it: those keep the point.
    if (event.detail === 0) return;
    onChange(
      focalPointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgeFocalPoint(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="dash-focal">
      <button
        type="button"
        className="dash-focal__picture"
        aria-label={`Focal point of ${label}: click the picture, or use the arrow keys`}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt="" width={160} />
        <span
          className="dash-focal__mark"
          aria-hidden="true"
          style={{ left: `${point.focalX * 100}%`, top: `${point.focalY * 100}%` }}
        />
      </button>
      <span className="dash-hint" aria-live="polite">
        Focal point of {label}: {focalPointText(point)}
      </span>
    </div>
  );
}
