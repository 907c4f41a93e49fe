import type { LayoutName } from '../../src/model';
import { useServices } from '../app/ServicesContext';
import { chooseBanner, showsPasswordBanner } from './bannerChoice';
import { SmartLink } from './SmartLink';

/** The announcement bar region: password-protected notice, then the sitewide or Christmas banner. */
export function Banners({ layout }: { layout: LayoutName }) {
  const { coreData } = useServices();
  const { state } = coreData;
  const banner = chooseBanner(state, layout);
  return (
    <>
      {showsPasswordBanner('native', state.subdomain.passwordProtected) ? (
        <div className="sf-banner sf-banner-password" role="note">
          This store is password protected: only you and your team can see it.
        </div>
      ) : null}
      {banner?.kind === 'sitewide' ? (
        <div
          className="sf-banner"
          role="note"
          style={{
            background: banner.backgroundColor ?? undefined,
            color: banner.textColor ?? undefined,
          }}
        >
          {banner.href ? <SmartLink href={banner.href}>{banner.text}</SmartLink> : banner.text}
        </div>
      ) : null}
      {banner?.kind === 'christmas' ? (
        <div
          className="sf-banner"
          role="note"
          style={{ background: banner.backgroundColor, color: banner.textColor }}
        >
          <span>{banner.text || 'Order by these dates for Christmas delivery'}</span>{' '}
          {banner.dates.map((date) => (
            <span key={date.service} className="sf-banner-date">
              {date.service}:{' '}
              {new Date(`${date.date}T00:00:00Z`).toLocaleDateString('en-GB', {
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              })}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
