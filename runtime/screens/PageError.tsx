import type { PageFailure } from '../data/state';

/** A page that could not be shown, with the spec's message (used in preview mode). */
export function PageError({ failure }: { failure: PageFailure }) {
  return (
    <section className="sf-message" role="alert">
      <h1>{failure.message}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
