import { z } from 'zod';
import { numeric } from '../../src/model';
import {
  colourProperty,
  colourSchema,
  fontNameSchema,
  pixels,
  textShadowSchema,
} from '../../src/model/styleValues';
import { iconSchema } from '../../src/media';

/** Banner constants: image size, heights, button width, overlay opacity. */
export * from './constants';
import {
  BANNER_DEFAULT_FONT,
  BANNER_DEFAULT_MIN_HEIGHT,
  BANNER_DEFAULT_OVERLAY_OPACITY,
  BANNER_DEFAULT_RATIO,
} from './constants';

/** A banner action (Banner content: text, href or action, target, icon, primary). */
export const bannerActionSchema = z.object({
  text: z.string().trim().default(''),
  href: z.string().trim().default(''),
  /** An in-page action name; used instead of href when set. */
  action: z.string().trim().default(''),
  /** '' follows the link rules; `_blank` opens even an internal page in a new tab. */
  target: z.enum(['', '_self', '_blank']).default(''),
  icon: iconSchema.default(''),
  primary: z.boolean().default(true),
});
export type BannerAction = z.output<typeof bannerActionSchema>;

/** Banner content: minHeight 400px, font Lato and ratio 0.4 by default. */
export const bannerProperties = z.object({
  title: z.string().default('Your new collection'),
  copy: z.string().default('Fresh designs, printed when you order them.'),
  image: z.string().trim().default(''),
  /** A ready-made srcset for the image (from its asset); '' offers the image alone. */
  srcSet: z.string().trim().default(''),
  lazyLoad: z.boolean().default(true),
  video: z.string().trim().default(''),
  videoThumbnail: z.string().trim().default(''),
  /** What fills the banner: the image, the video, or the overlay colours alone. */
  media: z.enum(['image', 'video', 'overlay']).default('image'),
  minHeight: pixels.pipe(z.number().min(100).max(2000)).default(BANNER_DEFAULT_MIN_HEIGHT),
  /** Height / width; the banner keeps this shape unless that is lower than minHeight. */
  ratio: numeric.pipe(z.number().gt(0).max(2)).default(BANNER_DEFAULT_RATIO),
  verticalAlignment: z.enum(['top', 'center', 'bottom']).default('center'),
  horizontalAlignment: z.enum(['left', 'center', 'right']).default('center'),
  imageAlignment: z.enum(['center', 'top', 'bottom', 'left', 'right']).default('center'),
  font: fontNameSchema.default(BANNER_DEFAULT_FONT),
  /** Scales the title and copy; more than 0 and at most 1. */
  fontScale: numeric.pipe(z.number().gt(0).max(1)).default(1),
  titleType: z.enum(['h1', 'h2', 'h3', 'p']).default('h2'),
  titleColor: colourProperty(),
  titleBackground: colourProperty(),
  copyColor: colourProperty(),
  copyBackground: colourProperty(),
  textShadow: textShadowSchema.default('none'),
  actions: z
    .array(bannerActionSchema)
    .max(4)
    .default([{ text: 'Shop now', href: '/', action: '', target: '', icon: '', primary: true }]),
  buttonSize: z.enum(['standard', 'small', 'large']).default('standard'),
  /** Corner radius in px; null uses the theme's banner radius. */
  borderRadius: pixels.pipe(z.number().min(0).max(100)).nullable().default(null),
  /** Overlay colours: one is a tint, several a gradient; none uses the theme's overlay colour. */
  overlayColors: z
    .array(z.object({ color: colourSchema }))
    .max(4)
    .default([]),
  overlayDirection: z.enum(['to bottom', 'to top', 'to right', 'to left']).default('to bottom'),
  overlayOpacity: numeric.pipe(z.number().min(0).max(1)).default(BANNER_DEFAULT_OVERLAY_OPACITY),
});

export type BannerProperties = z.output<typeof bannerProperties>;
