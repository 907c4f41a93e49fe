import { z } from 'zod';
import { integer, numeric } from '../../src/model';
import { colourProperty, pixels } from '../../src/model/styleValues';
import { iconSchema } from '../../src/media';

/** Pod ratios (height / width): wide .36, short .49, 4:3 .75, square 1.026, tall 1.5. */
export const POD_RATIOS = {
  wide: 0.36,
  short: 0.49,
  '4:3': 0.75,
  square: 1.026,
  tall: 1.5,
} as const;
export type PodRatioName = keyof typeof POD_RATIOS;
export const POD_DEFAULT_RATIO = 1;

/** Height / width; version 1 pods stored a name instead (see migrations.ts). */
const ratio = numeric.pipe(z.number().gt(0).max(4));

/** Pod button style: only these keys are allowed. */
export const podButtonStyleSchema = z
  .object({
    textColor: colourProperty(),
    backgroundColor: colourProperty(),
    borderColor: colourProperty(),
    /** Corner radius in px; null uses the theme's button radius. */
    borderRadius: pixels.pipe(z.number().min(0).max(100)).nullable().default(null),
    /** Filled button; false draws only the outline. */
    fill: z.boolean().default(true),
  })
  .strict();
export type PodButtonStyle = z.output<typeof podButtonStyleSchema>;

const money = numeric.pipe(z.number().min(0)).nullable();

/** Pod (card), titleSize 0 to 4; shown to sellers as "Content". */
export const podProperties = z.object({
  title: z.string().default('Our bestsellers'),
  copy: z.string().default('Organic cotton tees, printed the moment you order.'),
  href: z.string().trim().default(''),
  /** Opens the link as a file download. */
  download: z.boolean().default(false),
  /** '' follows the link rules; `_blank` forces a new tab. */
  target: z.enum(['', '_self', '_blank']).default(''),
  disabled: z.boolean().default(false),
  badge: z.string().default(''),
  icon: iconSchema.default(''),
  /** Lays the text over the image, on a shade. */
  overlay: z.boolean().default(false),
  image: z.string().trim().default(''),
  /** Sized variants of the image: width in px -> URL. */
  imageSrcSet: z.record(z.string(), z.string()).default({}),
  video: z.string().trim().default(''),
  media: z.enum(['image', 'video', 'none']).default('image'),
  ratio: ratio.default(POD_DEFAULT_RATIO),
  textAlign: z.enum(['left', 'center', 'right']).default('left'),
  textSize: z.enum(['small', 'standard', 'large']).default('standard'),
  /** 0 (smallest) to 4 (largest). */
  titleSize: integer.pipe(z.number().min(0).max(4)).default(2),
  price: money.default(null),
  salePrice: money.default(null),
  priceSuffix: z.string().default(''),
  buttonText: z.string().default(''),
  buttonIcon: iconSchema.default(''),
  buttonIconPosition: z.enum(['left', 'right']).default('right'),
  buttonStyle: podButtonStyleSchema.default({
    textColor: '',
    backgroundColor: '',
    borderColor: '',
    borderRadius: null,
    fill: true,
  }),
});

export type PodProperties = z.output<typeof podProperties>;
