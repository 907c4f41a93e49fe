import { useEffect, useRef, useState } from 'react';

/**
 * The test processor's stand-in for a bank's 3-D Secure page: the shopper completes or
 * fails the authentication, as on Stripe's test challenge. Focus moves to it when it opens.
 */
export function AuthenticationChallenge({
  amount,
  onAnswer,
}: {
  amount: string;
  onAnswer: (passed: boolean) => Promise<void>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const answer = async (passed: boolean) => {
    setBusy(true);
    try {
      await onAnswer(passed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="sf-challenge"
      aria-labelledby="sf-challenge-heading"
      aria-busy={busy || undefined}
    >
      <h2 id="sf-challenge-heading" tabIndex={-1} ref={heading}>
        Authenticate your payment
      </h2>
      <p>
        Your bank asks you to confirm this payment of <strong>{amount}</strong>. This is a test
        authentication page: no bank is contacted.
      </p>
      <div className="sf-challenge-actions">
        <button
          type="button"
          className="sf-button"
          disabled={busy}
          onClick={() => void answer(true)}
        >
          Complete authentication
        </button>
        <button
          type="button"
          className="sf-button sf-button-secondary"
          disabled={busy}
          onClick={() => void answer(false)}
        >
          Fail authentication
        </button>
      </div>
    </section>
  );
}
