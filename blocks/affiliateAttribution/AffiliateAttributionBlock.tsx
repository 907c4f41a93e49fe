import { useEffect, useId, useState, type FocusEvent } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { linkFor, type AffiliateProfile } from './attribution';
import type { AffiliateAttributionData } from './load';
import type { AffiliateAttributionProperties } from './properties';

export const AFFILIATE_LINK_MESSAGES = {
  loading: 'Loading your link…',
  empty: 'Your affiliate link will appear here.',
  error: "We couldn't load your affiliate link.",
  noSource: 'Choose where the affiliate comes from (Data → Affiliate from).',
  copied: 'Link copied',
  copyFailed: "Couldn't copy. Select the link and copy it.",
} as const;

export function AffiliateAttributionBlock({
  properties,
  data,
  context,
}: BlockComponentProps<AffiliateAttributionProperties, AffiliateAttributionData>) {
  const titleId = useId();
  let body;
  if (data === undefined) {
    body = <p className="block-affiliateAttribution__status">{AFFILIATE_LINK_MESSAGES.loading}</p>;
  } else if (!data.ok) {
    body = (
      <p className="block-affiliateAttribution__status" role="alert">
        {AFFILIATE_LINK_MESSAGES.error}
        {context.editing && (
          <span className="block-affiliateAttribution__reason"> {data.error}</span>
        )}
      </p>
    );
  } else if (data.value === null) {
    body = (
      <p className="block-affiliateAttribution__status">
        {AFFILIATE_LINK_MESSAGES.empty}
        {context.editing && (
          <span className="block-affiliateAttribution__reason">
            {' '}
            {AFFILIATE_LINK_MESSAGES.noSource}
          </span>
        )}
      </p>
    );
  } else {
    body = <LinkBox profile={data.value} properties={properties} />;
  }
  return (
    <section
      className="block-affiliateAttribution"
      aria-labelledby={titleId}
      aria-busy={data === undefined}
    >
      <h2 id={titleId} className="block-affiliateAttribution__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && (
        <p className="block-affiliateAttribution__copy">{properties.copy}</p>
      )}
      {body}
    </section>
  );
}

/**
 * The link in a read-only field with a copy button. The server renders the link relative
 * (it does not know the shopper's host); after hydration the browser's origin makes it
 * absolute, ready to share.
 */
function LinkBox({
  profile,
  properties,
}: {
  profile: AffiliateProfile;
  properties: AffiliateAttributionProperties;
}) {
  const inputId = useId();
  const [origin, setOrigin] = useState('');
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setOrigin(window.location.origin), []);

  const link = linkFor(profile, origin, properties.landingPath, properties.param);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };
  const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

  return (
    <div className="block-affiliateAttribution__box">
      <p className="block-affiliateAttribution__code">
        Your code: <strong>{profile.code}</strong>
      </p>
      <label htmlFor={inputId} className="block-affiliateAttribution__label">
        Affiliate link
      </label>
      <div className="block-affiliateAttribution__row">
        <input
          id={inputId}
          className="block-affiliateAttribution__input"
          readOnly
          value={link}
          onFocus={selectAll}
        />
        <button
          type="button"
          className="block-affiliateAttribution__button"
          disabled={origin === ''}
          onClick={copy}
        >
          Copy link
        </button>
      </div>
      <p className="block-affiliateAttribution__copyStatus" aria-live="polite">
        {copyStatus === 'copied' && AFFILIATE_LINK_MESSAGES.copied}
        {copyStatus === 'failed' && AFFILIATE_LINK_MESSAGES.copyFailed}
      </p>
    </div>
  );
}
