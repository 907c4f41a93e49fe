import type { BlockComponentProps } from '../../src/registry';
import type { StoreHiddenProperties } from './properties';

/**
 * A container kept off the published store: on the storefront (native mode) it renders
 * nothing of its content; in the editor and previews it shows its blocks under a note.
 * For drafts, notes to the team, and content only shown in the dashboard.
 */
export function StoreHidden({
  properties,
  children,
  context,
}: BlockComponentProps<StoreHiddenProperties>) {
  if (context.mode === 'native') return <div className="block-storeHidden" hidden />;
  return (
    <div className="block-storeHidden block-storeHidden--visible">
      <p className="block-storeHidden__note">{properties.note}</p>
      <div className="pb-grid">{children}</div>
    </div>
  );
}
