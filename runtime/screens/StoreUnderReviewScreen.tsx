import { signInPath } from '../../src/guards/targets';
import { useServices } from '../app/ServicesContext';

/**
 * /store-under-review/ (blank layout): what visitors of a store that is not active see
 * (the store-visit guard sends them here). The team signs in from it to see their store.
 */
export function StoreUnderReviewScreen() {
  const { coreData } = useServices();
  const { division } = coreData.state.subdomain;
  return (
    <section className="sf-message">
      <h1>{division.name} is under review</h1>
      <p>
        We are checking this store before it opens to shoppers. This usually takes a working day.
        Please come back soon.
      </p>
      <p>
        <a href={signInPath('/')}>Store owner? Sign in</a>
      </p>
    </section>
  );
}
