import { PRO_PERMISSION } from '../../src/model';
import { RequestPermissionDialog, usePermissionRequest } from '../../src/ui/permissions';
import { useServices } from '../app/ServicesContext';
import { requestPermissionWith } from './requestPermission';

/**
 * The paid plans page, where the Pro-store guard sends sellers: the store's plan, what
 * Pro gives, and the way to it. Buying Pro is charged through the store's payment
 * processor, which does not exist yet: the page says so and takes a request instead.
 */
export function PlansScreen() {
  const services = useServices();
  const { division } = services.coreData.state.subdomain;
  const { permissions, ask, close } = usePermissionRequest();
  return (
    <section className="sf-prose sf-plans" aria-labelledby="plans-title">
      <h1 id="plans-title">Plans</h1>
      <p>
        {division.name} is on the <strong>{division.pro ? 'Pro' : 'Free'}</strong> plan.
      </p>
      <h2>What Pro gives your store</h2>
      <ul>
        <li>
          Pro-only blocks in the page builder, such as the HTML block for your own markup and
          embeds. Pages that use them can be saved only by a Pro store.
        </li>
        <li>Content you show only to Pro stores (the page builder’s “Pro store” condition).</li>
      </ul>
      <h2>Upgrade</h2>
      {division.pro ? (
        <p>Your store already has Pro. Thank you.</p>
      ) : (
        <>
          <p>
            Online payment for Pro is not available yet: the upgrade will be charged through your
            store’s payment processor, which is still to come. Until then, ask for Pro here and our
            team will upgrade your store.
          </p>
          <p>
            <button type="button" className="sf-button" onClick={() => ask(PRO_PERMISSION)}>
              Request Pro
            </button>
          </p>
        </>
      )}
      <RequestPermissionDialog
        permissions={permissions}
        action="upgrade this store to Pro yourself"
        request={requestPermissionWith(services)}
        onClose={close}
      />
    </section>
  );
}
