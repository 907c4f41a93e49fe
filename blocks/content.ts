import type { AnyBlockType } from '../src/registry';
import action from './action';
import announcement from './announcement';
import announcementV2 from './announcementV2';
import appIcon from './appIcon';
import badge from './badge';
import badgeProgress from './badgeProgress';
import banner from './banner';
import button from './button';
import card from './card';
import carousel from './carousel';
import expandable from './expandable';
import feature from './feature';
import gate from './gate';
import graph from './graph';
import grid from './grid';
import html from './html';
import iframe from './iframe';
import image from './image';
import placeholder from './placeholder';
import pod from './pod';
import quote from './quote';
import row from './row';
import slide from './slide';
import slideshow from './slideshow';
import socials from './socials';
import spacer from './spacer';
import splitTest from './splitTest';
import splitTestVariation from './splitTestVariation';
import storeHidden from './storeHidden';
import summary from './summary';
import tag from './tag';
import taglets from './taglets';
import textBlock from './textBlock';
import youtube from './youtube';

/** Layout, content, media and mail blocks. */
export const contentBlocks: readonly AnyBlockType[] = [
  // layout
  row,
  grid,
  slide,
  slideshow,
  carousel,
  spacer,
  expandable,
  storeHidden,
  placeholder,
  // content and media
  textBlock,
  html,
  button,
  action,
  image,
  banner,
  pod,
  card,
  quote,
  iframe,
  youtube,
  tag,
  taglets,
  // marketing and dashboard
  announcement,
  announcementV2,
  gate,
  socials,
  badge,
  badgeProgress,
  appIcon,
  graph,
  summary,
  splitTest,
  splitTestVariation,
  // mail only
  feature,
];
