import { describe, expect, it } from 'vitest';
import {
  adsConversionId,
  adsConversionLabel,
  analyticsMeasurementId,
  analyticsTrackingId,
  facebookPixel,
  pinterestPixel,
} from './marketing';
import { checkRule } from './rule';

const FACEBOOK_PIXEL = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '123456789012345');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=123456789012345&ev=PageView&noscript=1"/></noscript>
<!-- End Meta Pixel Code -->`;

const PINTEREST_PIXEL = `<script>
!function(e){if(!window.pintrk){window.pintrk=function(){window.pintrk.queue.push(
Array.prototype.slice.call(arguments))};var n=window.pintrk;n.queue=[],n.version="3.0";var
t=document.createElement("script");t.async=!0,t.src=e;var
r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r)}}("https://s.pinimg.com/ct/core.js");
pintrk('load', '2612345678901');
pintrk('page');
</script>`;

describe('analyticsMeasurementId', () => {
  it('accepts a G- id and refuses others with its Invalid message', () => {
    expect(checkRule(analyticsMeasurementId, 'G-1A2B3C4D5E')).toBeUndefined();
    for (const value of ['1A2B3C4D5E', 'G-', 'UA-1234-1', 'G-abc def']) {
      expect(checkRule(analyticsMeasurementId, value)).toBe(
        'Invalid Google Analytics measurement ID',
      );
    }
  });
});

describe('analyticsTrackingId', () => {
  it('accepts UA-n-n and refuses others with its Invalid message', () => {
    expect(checkRule(analyticsTrackingId, 'UA-12345678-1')).toBeUndefined();
    for (const value of ['UA-12345678', 'UA-abc-1', 'G-1A2B3C4D5E', 'ua-1-1']) {
      expect(checkRule(analyticsTrackingId, value)).toBe('Invalid Google Analytics tracking ID');
    }
  });
});

describe('adsConversionId', () => {
  it('accepts 7 to 12 digits only', () => {
    expect(checkRule(adsConversionId, '1234567')).toBeUndefined();
    expect(checkRule(adsConversionId, '123456789012')).toBeUndefined();
    for (const value of ['123456', '1234567890123', 'AW-123456789']) {
      expect(checkRule(adsConversionId, value)).toBe('Invalid Google Ads conversion ID');
    }
  });
});

describe('adsConversionLabel', () => {
  it('accepts 18 to 22 characters only', () => {
    expect(checkRule(adsConversionLabel, 'a'.repeat(18))).toBeUndefined();
    expect(checkRule(adsConversionLabel, 'AbC-dEf_123456789012')).toBeUndefined();
    expect(checkRule(adsConversionLabel, 'a'.repeat(17))).toBe(
      'Invalid Google Ads conversion label',
    );
    expect(checkRule(adsConversionLabel, 'a'.repeat(23))).toBe(
      'Invalid Google Ads conversion label',
    );
    expect(checkRule(adsConversionLabel, `${'a'.repeat(17)}!`)).toBe(
      'Invalid Google Ads conversion label',
    );
  });
});

describe('facebookPixel', () => {
  it('accepts the pixel base code as Meta hands it out', () => {
    expect(checkRule(facebookPixel, FACEBOOK_PIXEL)).toBeUndefined();
  });

  it('refuses a bare id, another service or a snippet without the init call', () => {
    const message = 'Invalid Facebook pixel code';
    expect(checkRule(facebookPixel, '123456789012345')).toBe(message);
    expect(checkRule(facebookPixel, PINTEREST_PIXEL)).toBe(message);
    expect(
      checkRule(facebookPixel, FACEBOOK_PIXEL.replace("fbq('init', '123456789012345');", '')),
    ).toBe(message);
    expect(checkRule(facebookPixel, `${FACEBOOK_PIXEL}<img src=x>`)).toBe(message);
  });
});

describe('pinterestPixel', () => {
  it('accepts the Pinterest tag base code', () => {
    expect(checkRule(pinterestPixel, PINTEREST_PIXEL)).toBeUndefined();
  });

  it('refuses a snippet that does not load the tag', () => {
    expect(checkRule(pinterestPixel, FACEBOOK_PIXEL)).toBe('Invalid Pinterest pixel code');
    expect(checkRule(pinterestPixel, PINTEREST_PIXEL.replace("'2612345678901'", "'abc'"))).toBe(
      'Invalid Pinterest pixel code',
    );
  });
});
