import type { BlockComponentProps } from '../../src/registry';
import type { PlaceholderProperties } from './properties';

/**
 * Marks where content belongs in a template. Sellers see a labelled box in the editor
 * and previews; shoppers see nothing (an empty, hidden element).
 */
export function Placeholder({ properties, context }: BlockComponentProps<PlaceholderProperties>) {
  if (context.mode === 'native') return <div className="block-placeholder" hidden />;
  return (
    <div
      className="block-placeholder block-placeholder--visible"
      style={{ minHeight: `${properties.height}px` }}
    >
      <span className="block-placeholder__label">{properties.label}</span>
    </div>
  );
}
