import { useRouter } from '@tanstack/react-router';
import { useServices } from '../app/ServicesContext';
import { runStorefrontAction } from '../app/runAction';
import { NotificationCenter } from './NotificationCenter';

/** The storefront header's bell (loaded lazily, for a signed-in user only). */
export default function NotificationBell() {
  const { get, post } = useServices();
  const router = useRouter();
  const navigate = (href: string) => void router.navigate({ href });
  return (
    <NotificationCenter
      get={get}
      post={post}
      navigate={navigate}
      runHandler={(name) => runStorefrontAction(name, navigate)}
    />
  );
}
