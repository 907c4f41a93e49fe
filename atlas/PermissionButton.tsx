import { hasPermission, type AtlasPermission } from '../src/backOffice';
import { Button, type ButtonProps } from '../src/ui';
import { usePermissionRequests } from './permissionRequests';

export interface PermissionButtonProps extends ButtonProps {
  /** The permission the action needs (the server checks it again). */
  permission: AtlasPermission;
  /** What the action does, for the overlay: "You don't have permission to {action}." */
  action: string;
}

/**
 * A button whose action needs a permission. Held: the button. Not held: it looks disabled
 * (aria-disabled, so it stays focusable and is read as unavailable) and a click or Enter
 * opens the request-permission overlay instead of the action.
 */
export function PermissionButton({ permission, action, onClick, ...rest }: PermissionButtonProps) {
  const { permissions, ask } = usePermissionRequests();
  if (hasPermission(permissions, permission)) return <Button {...rest} onClick={onClick} />;
  return (
    <Button
      {...rest}
      type="button"
      aria-disabled
      aria-haspopup="dialog"
      onClick={() => ask(permission, action)}
    />
  );
}
