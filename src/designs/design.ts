import { z } from 'zod';
import { CURVE_MAX, CURVE_MIN } from './curve';

/**
 * A studio design: a base product in a colour and size, and the elements placed on its
 * print areas. Positions and sizes are millimetres from the area's top-left corner (the
 * element's centre), so the canvas and the 300 DPI print renderer read the same numbers.
 */
export const STUDIO_AREA_NAMES = ['front', 'back', 'left', 'right', 'print'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
/** An uploaded image travels as a data URL; the cap keeps a saved design's row bounded. */
export const MAX_IMAGE_DATA_URL = 4_000_000;
export const MAX_ELEMENTS = 50;
export const MAX_TEXT_LENGTH = 200;

const finite = z.number().finite();
const common = {
  id: z.string().min(1).max(40),
  area: z.enum(STUDIO_AREA_NAMES),
  x: finite,
  y: finite,
  width: finite.positive().max(2000),
  height: finite.positive().max(2000),
  rotation: finite.min(-360).max(360).default(0),
  locked: z.boolean().default(false),
};

export const textElementSchema = z.object({
  ...common,
  kind: z.literal('text'),
  text: z.string().min(1, 'Enter some text').max(MAX_TEXT_LENGTH),
  font: z.string().min(1).max(80),
  /** Type size in millimetres (cap height is the printer's concern, not ours). */
  fontSize: finite.positive().max(500),
  fill: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour'),
  align: z.enum(TEXT_ALIGNS).default('center'),
  /** How far the text bends along an arc (curve.ts): 0 straight, ±100 a half circle. */
  curve: finite.min(CURVE_MIN).max(CURVE_MAX).default(0),
});

export const imageElementSchema = z.object({
  ...common,
  kind: z.literal('image'),
  /** A PNG, JPEG or (sanitised) SVG data URL. */
  src: z
    .string()
    .max(MAX_IMAGE_DATA_URL)
    .regex(/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/=]+$/, 'Upload a PNG, JPEG or SVG'),
  pixelWidth: z.number().int().positive(),
  pixelHeight: z.number().int().positive(),
});

export const studioElementSchema = z.discriminatedUnion('kind', [
  textElementSchema,
  imageElementSchema,
]);

export const designDocumentSchema = z.object({
  product: z.string().min(1).max(40),
  colour: z.string().min(1).max(60),
  size: z.string().min(1).max(20),
  elements: z.array(studioElementSchema).max(MAX_ELEMENTS),
});

export type TextElement = z.infer<typeof textElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type StudioElement = z.infer<typeof studioElementSchema>;
export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type StudioAreaName = (typeof STUDIO_AREA_NAMES)[number];

/** A saved design as the API answers it. */
export const savedDesignSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  document: designDocumentSchema,
  price: z.number(),
  printCount: z.number().int(),
});
export type SavedDesign = z.infer<typeof savedDesignSchema>;

/** Save request: `version` is the one the client last saw (absent for a new design). */
export const saveDesignRequestSchema = z.object({
  id: z.string().min(1).max(40).optional(),
  version: z.number().int().min(0).optional(),
  document: designDocumentSchema,
  division: z.union([z.string(), z.number()]).nullish(),
});
