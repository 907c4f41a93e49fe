import { useEffect, useId, useState } from 'react';
import { formatMinor } from '../../src/commerce/formatMinor';
import { formatDate } from '../../src/format';
import { STORE_STATUS_LABELS, nextSetupStep, type DashboardHome } from '../../src/settings';
import { EmptyState, InlineError, Loading, PageHeader } from '../../src/ui';
import { failureMessage } from '../../src/errors';
import { NAVIGATION, NAV_GROUPS, navGroupItems } from '../navigation';
import { fetchDashboardHome } from './homeApi';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; home: DashboardHome };

/**
 * /dashboard/: what to do next (the setup steps, each done by the action itself), the
 * store's status, its latest orders and a way to every screen.
 */
export function HomeScreen({ divisionId }: { divisionId: number }) {
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    fetchDashboardHome(divisionId).then(
      (home) => current && setLoad({ state: 'ready', home }),
      (error: unknown) => current && setLoad({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [divisionId, attempt]);

  return (
    <main
      className="dash-screen dash-home"
      aria-labelledby={headingId}
      aria-busy={load.state === 'loading'}
    >
      <PageHeader title="Home" titleId={headingId} />
      {load.state === 'loading' ? <Loading label="Loading your store…" skeletonLines={4} /> : null}
      {load.state === 'error' ? (
        <InlineError message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {load.state === 'ready' ? <HomeContent home={load.home} /> : null}
    </main>
  );
}

function HomeContent({ home }: { home: DashboardHome }) {
  const next = nextSetupStep(home.steps);
  const done = home.steps.filter((step) => step.done).length;
  return (
    <div className="dash-home__grid">
      <section aria-labelledby="home-status" className="dash-home__card">
        <h2 id="home-status">Store status</h2>
        <p>
          <span className={`dash-status dash-status--${home.store.status}`}>
            {STORE_STATUS_LABELS[home.store.status]}
          </span>{' '}
          <a href="/" target="_blank" rel="noreferrer">
            {home.store.address}
          </a>
        </p>
      </section>

      <section aria-labelledby="home-next" className="dash-home__card dash-home__steps">
        <h2 id="home-next">What to do next</h2>
        <p>
          {done} of {home.steps.length} steps done
          {next ? (
            <>
              {'. Next: '}
              <a href={next.href}>{next.title}</a>
            </>
          ) : (
            '. Your store is set up.'
          )}
        </p>
        <ol className="dash-home__step-list">
          {home.steps.map((step) => (
            <li
              key={step.code}
              className={step.done ? 'dash-step dash-step--done' : 'dash-step'}
              aria-current={step === next ? 'step' : undefined}
            >
              <span className="dash-step__mark" aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <span>
                <a href={step.href}>{step.title}</a>
                <span className="ui-visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
                <br />
                <span className="dash-step__text">{step.description}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="home-orders" className="dash-home__card dash-home__orders">
        <h2 id="home-orders">Recent orders</h2>
        {home.recentOrders.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No orders yet"
            text="Orders appear here as shoppers buy."
          />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table">
              <caption className="ui-visually-hidden">The latest orders</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Shopper</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">Placed</th>
                </tr>
              </thead>
              <tbody>
                {home.recentOrders.map((order) => (
                  <tr key={order.hash}>
                    <th scope="row">
                      <a href={`/receipt/${order.hash}`}>{order.hash.slice(0, 8)}</a>
                    </th>
                    <td>{order.email}</td>
                    <td>{order.status}</td>
                    <td>{formatMinor(order.total, order.currency)}</td>
                    <td>{formatDate(order.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="home-screens" className="dash-home__card dash-home__screens">
        <h2 id="home-screens">Every screen</h2>
        {NAV_GROUPS.map((group) => {
          const rows = navGroupItems(NAVIGATION, group).filter(
            (item) => item.href !== '/dashboard/',
          );
          if (rows.length === 0) return null;
          return (
            <div key={group}>
              <h3>{group}</h3>
              <ul>
                {rows.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}
