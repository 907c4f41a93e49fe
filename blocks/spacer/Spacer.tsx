import type { BlockComponentProps } from '../../src/registry';
import type { SpacerProperties } from './properties';

/** Empty vertical space, optionally with a rule through it. Decorative: hidden from screen readers. */
export function Spacer({ properties }: BlockComponentProps<SpacerProperties>) {
  return (
    <div className="block-spacer" aria-hidden="true" style={{ height: `${properties.height}px` }}>
      {properties.divider ? <hr className="block-spacer__divider" /> : null}
    </div>
  );
}
