import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/** A Google Analytics 4 measurement ID: `G-` and its letters and digits (`G-1A2B3C4D5E`). */
export const analyticsMeasurementId = defineRule(
  'ga_measurement_id',
  M.analyticsMeasurementId,
  (text) => /^G-[A-Z0-9]{4,16}$/.test(text),
);

/** A Universal Analytics tracking ID: `UA-n-n` (`UA-12345678-1`). */
export const analyticsTrackingId = defineRule('ga_tracking_id', M.analyticsTrackingId, (text) =>
  /^UA-\d+-\d+$/.test(text),
);

/** A Google Ads conversion ID: 7 to 12 digits. */
export const adsConversionId = defineRule('ads_conversion_id', M.adsConversionId, (text) =>
  /^\d{7,12}$/.test(text),
);

/** A Google Ads conversion label: 18 to 22 letters, digits, dashes or underscores. */
export const adsConversionLabel = defineRule('ads_conversion_label', M.adsConversionLabel, (text) =>
  /^[A-Za-z0-9_-]{18,22}$/.test(text),
);

/**
 * A tracking snippet as the service hands it out: one or more `<script>` (and
 * `<noscript>`) elements, loading the service's script and calling it with a numeric id.
 * Checked piece by piece rather than with one pattern, so a long paste cannot make the
 * check slow.
 */
function isScriptSnippet(text: string, scriptHost: string, idCall: RegExp): boolean {
  return (
    /^<(?:!--|script\b)/i.test(text) &&
    /<\/script>\s*(?:<noscript>[\s\S]*<\/noscript>\s*)?(?:<!--[\s\S]*-->)?$/i.test(text) &&
    text.includes(scriptHost) &&
    idCall.test(text)
  );
}

/** The Facebook (Meta) pixel base code: loads fbevents.js and calls `fbq('init', '<id>')`. */
export const facebookPixel = defineRule('facebook_pixel', M.facebookPixel, (text) =>
  isScriptSnippet(text, 'connect.facebook.net/', /fbq\(\s*['"]init['"]\s*,\s*['"]\d{5,20}['"]/),
);

/** The Pinterest tag base code: loads s.pinimg.com/ct/core.js and calls `pintrk('load', '<id>')`. */
export const pinterestPixel = defineRule('pinterest_pixel', M.pinterestPixel, (text) =>
  isScriptSnippet(
    text,
    's.pinimg.com/ct/core.js',
    /pintrk\(\s*['"]load['"]\s*,\s*['"]\d{5,20}['"]/,
  ),
);
