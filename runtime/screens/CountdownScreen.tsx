import { useServices } from '../app/ServicesContext';

/** The coming-soon page (/countdown/, blank layout) with the launch date when the seller set one. */
export function CountdownScreen() {
  const { coreData } = useServices();
  const { division, comingSoonPageData } = coreData.state.subdomain;
  const launch = comingSoonPageData.launchDate ? new Date(comingSoonPageData.launchDate) : null;
  return (
    <section className="sf-message sf-countdown">
      <h1>{division.name} is coming soon</h1>
      {launch && !Number.isNaN(launch.getTime()) ? (
        <p>
          Opening on{' '}
          <time dateTime={launch.toISOString()}>
            {launch.toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            })}
          </time>
          .
        </p>
      ) : (
        <p>We are putting the finishing touches to the store. Check back soon.</p>
      )}
      <p>
        <a href="/login/">Store owner? Sign in</a>
      </p>
    </section>
  );
}
