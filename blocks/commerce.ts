import type { AnyBlockType } from '../src/registry';
import affiliateAttribution from './affiliateAttribution';
import affiliateSettings from './affiliateSettings';
import affiliateStats from './affiliateStats';
import customisationCatalog from './customisationCatalog';
import feed from './feed';
import interactions from './interactions';
import liveChat from './liveChat';
import mailContactForm from './mailContactForm';
import newsletterSubscribe from './newsletterSubscribe';
import priceBreakdown from './priceBreakdown';
import proBenefits from './proBenefits';
import productList from './productList';
import productMockup from './productMockup';
import profitPerMonth from './profitPerMonth';
import remillReturn from './remillReturn';
import studioSuggestion from './studioSuggestion';

/** Commerce, marketing and dashboard (data-driven) blocks. */
export const commerceBlocks: readonly AnyBlockType[] = [
  affiliateAttribution,
  affiliateSettings,
  affiliateStats,
  customisationCatalog,
  feed,
  interactions,
  liveChat,
  mailContactForm,
  newsletterSubscribe,
  priceBreakdown,
  proBenefits,
  productList,
  productMockup,
  profitPerMonth,
  remillReturn,
  studioSuggestion,
];
