import type { AnyBlockType } from '../src/registry';
import action from './action';
import announcement from './announcement';
import announcementV2 from './announcementV2';
import banner from './banner';
import button from './button';
import card from './card';
import carousel from './carousel';
import expandable from './expandable';
import grid from './grid';
import html from './html';
import iframe from './iframe';
import image from './image';
import pod from './pod';
import quote from './quote';
import row from './row';
import slide from './slide';
import slideshow from './slideshow';
import spacer from './spacer';
import tag from './tag';
import taglets from './taglets';
import textBlock from './textBlock';
import youtube from './youtube';

/** Layout, content, media and mail blocks. */
export const contentBlocks: readonly AnyBlockType[] = [textBlock, button, spacer, row, grid, image, banner, pod, slideshow, slide, expandable, iframe, youtube, html, quote, tag, taglets, announcement, announcementV2, card, carousel, action];
