import type { MainMenuEntry } from '../../src/model';
import { Drawer } from './Drawer';
import { MobileMenu } from './MobileMenu';

/** The main menu in the small-screen drawer; loaded the first time the drawer opens. */
export default function MenuDrawer(props: {
  open: boolean;
  onClose: () => void;
  entries: readonly MainMenuEntry[];
}) {
  return (
    <Drawer open={props.open} onClose={props.onClose} label="Menu">
      <MobileMenu entries={props.entries} onNavigate={props.onClose} />
    </Drawer>
  );
}
