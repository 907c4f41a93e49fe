import type { MailRendererProps } from '../../src/registry';
import type { PlaceholderProperties } from './properties';

/** A placeholder marks where content belongs; a sent mail has nothing to show for it. */
export function PlaceholderMail(_props: MailRendererProps<PlaceholderProperties>) {
  return null;
}
