import { STOREFRONT_MESSAGES } from '../messages';

/**
 * The failed-to-load screen: the full-page "Oops... Looks like something went wrong"
 * with a Reload action. Drawn without the router or the store's data, which may be what
 * failed.
 */
export function FailedToLoadScreen() {
  return (
    <section className="sf-message" role="alert">
      <h1>{STOREFRONT_MESSAGES.somethingWentWrong}</h1>
      <p>
        <button type="button" className="sf-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </section>
  );
}
