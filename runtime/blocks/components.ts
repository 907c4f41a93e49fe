import type { ComponentType } from 'react';
import type { BlockComponentProps } from '../../src/registry';

export type BlockComponent = ComponentType<BlockComponentProps<unknown>>;

/**
 * Each block type's component on its own, by type name, loaded on demand: the browser
 * fetches the code of the types a page shows and nothing else, and never the block
 * definitions (schemas, editor fields, mail renderers) to hydrate a server-rendered page,
 * whose properties come prepared. A type missing here still renders (its definition is
 * loaded instead); `components.test.ts` checks every registered type is listed with the
 * very component its definition registers.
 */
export const blockComponentLoaders: Readonly<Record<string, () => Promise<BlockComponent>>> = {
  action: () => import('../../blocks/action/Action').then((module) => module.Action as BlockComponent),
  affiliateAttribution: () => import('../../blocks/affiliateAttribution/AffiliateAttributionBlock').then((module) => module.AffiliateAttributionBlock as BlockComponent),
  affiliateSettings: () => import('../../blocks/affiliateSettings/AffiliateSettingsBlock').then((module) => module.AffiliateSettingsBlock as BlockComponent),
  affiliateStats: () => import('../../blocks/affiliateStats/AffiliateStatsBlock').then((module) => module.AffiliateStatsBlock as BlockComponent),
  announcement: () => import('../../blocks/announcement/Announcement').then((module) => module.Announcement as BlockComponent),
  announcementV2: () => import('../../blocks/announcementV2/AnnouncementV2').then((module) => module.AnnouncementV2 as BlockComponent),
  appIcon: () => import('../../blocks/appIcon/AppIcon').then((module) => module.AppIcon as BlockComponent),
  badge: () => import('../../blocks/badge/Badge').then((module) => module.Badge as BlockComponent),
  badgeProgress: () => import('../../blocks/badgeProgress/BadgeProgress').then((module) => module.BadgeProgress as BlockComponent),
  banner: () => import('../../blocks/banner/Banner').then((module) => module.Banner as BlockComponent),
  button: () => import('../../blocks/button/Button').then((module) => module.Button as BlockComponent),
  card: () => import('../../blocks/card/Card').then((module) => module.Card as BlockComponent),
  carousel: () => import('../../blocks/carousel/Carousel').then((module) => module.Carousel as BlockComponent),
  customisationCatalog: () => import('../../blocks/customisationCatalog/CustomisationCatalogBlock').then((module) => module.CustomisationCatalogBlock as BlockComponent),
  expandable: () => import('../../blocks/expandable/Expandable').then((module) => module.Expandable as BlockComponent),
  feature: () => import('../../blocks/feature/Feature').then((module) => module.Feature as BlockComponent),
  feed: () => import('../../blocks/feed/FeedBlock').then((module) => module.FeedBlock as BlockComponent),
  gate: () => import('../../blocks/gate/Gate').then((module) => module.Gate as BlockComponent),
  graph: () => import('../../blocks/graph/Graph').then((module) => module.Graph as BlockComponent),
  grid: () => import('../../blocks/grid/Grid').then((module) => module.Grid as BlockComponent),
  html: () => import('../../blocks/html/HtmlView').then((module) => module.HtmlView as BlockComponent),
  iframe: () => import('../../blocks/iframe/Iframe').then((module) => module.Iframe as BlockComponent),
  image: () => import('../../blocks/image/Image').then((module) => module.Image as BlockComponent),
  interactions: () => import('../../blocks/interactions/InteractionsBlock').then((module) => module.InteractionsBlock as BlockComponent),
  liveChat: () => import('../../blocks/liveChat/LiveChatBlock').then((module) => module.LiveChatBlock as BlockComponent),
  mailContactForm: () => import('../../blocks/mailContactForm/MailContactFormBlock').then((module) => module.MailContactFormBlock as BlockComponent),
  newsletterSubscribe: () => import('../../blocks/newsletterSubscribe/NewsletterSubscribeBlock').then((module) => module.NewsletterSubscribeBlock as BlockComponent),
  placeholder: () => import('../../blocks/placeholder/Placeholder').then((module) => module.Placeholder as BlockComponent),
  pod: () => import('../../blocks/pod/Pod').then((module) => module.Pod as BlockComponent),
  priceBreakdown: () => import('../../blocks/priceBreakdown/PriceBreakdownBlock').then((module) => module.PriceBreakdownBlock as BlockComponent),
  proBenefits: () => import('../../blocks/proBenefits/ProBenefitsBlock').then((module) => module.ProBenefitsBlock as BlockComponent),
  productList: () => import('../../blocks/productList/ProductListBlock').then((module) => module.ProductListBlock as BlockComponent),
  productMockup: () => import('../../blocks/productMockup/ProductMockupBlock').then((module) => module.ProductMockupBlock as BlockComponent),
  profitPerMonth: () => import('../../blocks/profitPerMonth/ProfitPerMonthBlock').then((module) => module.ProfitPerMonthBlock as BlockComponent),
  quote: () => import('../../blocks/quote/Quote').then((module) => module.Quote as BlockComponent),
  remillReturn: () => import('../../blocks/remillReturn/RemillReturnBlock').then((module) => module.RemillReturnBlock as BlockComponent),
  row: () => import('../../blocks/row/Row').then((module) => module.Row as BlockComponent),
  slide: () => import('../../blocks/slide/Slide').then((module) => module.Slide as BlockComponent),
  slideshow: () => import('../../blocks/slideshow/Slideshow').then((module) => module.Slideshow as BlockComponent),
  socials: () => import('../../blocks/socials/Socials').then((module) => module.Socials as BlockComponent),
  spacer: () => import('../../blocks/spacer/Spacer').then((module) => module.Spacer as BlockComponent),
  storeHidden: () => import('../../blocks/storeHidden/StoreHidden').then((module) => module.StoreHidden as BlockComponent),
  studioSuggestion: () => import('../../blocks/studioSuggestion/StudioSuggestionBlock').then((module) => module.StudioSuggestionBlock as BlockComponent),
  summary: () => import('../../blocks/summary/Summary').then((module) => module.Summary as BlockComponent),
  tag: () => import('../../blocks/tag/Tag').then((module) => module.Tag as BlockComponent),
  taglets: () => import('../../blocks/taglets/Taglets').then((module) => module.Taglets as BlockComponent),
  textBlock: () => import('../../blocks/textBlock/TextBlockView').then((module) => module.TextBlockView as BlockComponent),
  youtube: () => import('../../blocks/youtube/Youtube').then((module) => module.Youtube as BlockComponent),
};
