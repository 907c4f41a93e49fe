/**
 * Shown when rendering fails unexpectedly: the spec's full-page message with a Reload
 * action (storefront section 8, core data failure).
 */
export function ErrorScreen() {
  return (
    <section className="sf-message" role="alert">
      <h1>Oops... Looks like something went wrong</h1>
      <p>
        <button type="button" className="sf-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </section>
  );
}
