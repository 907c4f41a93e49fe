import { Loading } from '../loading/Loading';
import { Dialog } from './Dialog';

export interface LoadingDialogProps {
  open: boolean;
  /** The dialog's name: "Publishing". */
  title: string;
  /** What is happening, announced politely: "Publishing your page…". */
  label: string;
}

/**
 * The loading overlay: blocks the screen while something the seller started must finish
 * (nothing else may change meanwhile), so Escape and the backdrop do not close it; the
 * caller closes it when the work ends.
 */
export function LoadingDialog({ open, title, label }: LoadingDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={() => undefined} preventClose>
      <Loading label={label} skeletonLines={0} />
    </Dialog>
  );
}
