/**
 * Garment drawings for mockups, 800 × 800, front view: each kind's outline (filled in the
 * garment's colour), its construction details (ribbing, seams, stitching, pocket, hood,
 * handles, frame) and where the print sits. Shared by the studio's order mockups and the
 * demo store's product pictures, so both look like the same photographed stock.
 */
export type GarmentKind = 't-shirt' | 'hoodie' | 'sweater' | 'tote-bag' | 'art-print' | 'sticker';

export interface PrintBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Garment {
  /** The outline, filled with the garment's colour; the print is clipped to it. */
  body: string;
  /** Drawn before the body (a hood's inside, a bag's back handle). */
  behind?: (shade: string) => string;
  /** Seams, ribbing and stitching, drawn over the print in the garment's darker tone. */
  details: (shade: string, light: string) => string;
  /** Soft folds (dark, blurred) drawn over everything, so the print sits in the fabric. */
  folds: string;
  print: PrintBox;
  /** Fabric warps the print a little; paper and vinyl do not. */
  fabric: boolean;
}

const stitch = (d: string, shade: string) =>
  `<path d="${d}" stroke="${shade}" stroke-width="2.5" stroke-dasharray="7 5" fill="none" opacity="0.7"/>`;
const seam = (d: string, shade: string, width = 3) =>
  `<path d="${d}" stroke="${shade}" stroke-width="${width}" fill="none" opacity="0.55"/>`;

const T_SHIRT: Garment = {
  body: 'M318 112 Q400 168 482 112 L566 138 Q636 176 690 252 L626 334 L570 300 L574 712 Q400 730 226 712 L230 300 L174 334 L110 252 Q164 176 234 138 Z',
  behind: (shade) =>
    `<path d="M318 112 Q400 140 482 112 L470 104 Q400 124 330 104 Z" fill="${shade}"/>`,
  details: (shade) =>
    `<path d="M318 112 Q400 168 482 112" stroke="${shade}" stroke-width="14" fill="none" opacity="0.55"/>` +
    seam('M236 140 Q252 222 230 300', shade) +
    seam('M564 140 Q548 222 570 300', shade) +
    stitch('M232 694 Q400 712 568 694', shade) +
    stitch('M180 322 L118 264', shade) +
    stitch('M620 322 L682 264', shade),
  folds:
    'M300 320 Q316 520 286 700 M500 340 Q470 540 520 700 M250 300 Q300 330 320 420 M550 300 Q500 340 486 430',
  print: { x: 270, y: 186, width: 260, height: 300 },
  fabric: true,
};

const HOODIE: Garment = {
  body: 'M306 150 Q400 206 494 150 L580 176 Q640 202 662 262 L706 616 L642 640 L604 338 L592 704 Q400 722 208 704 L196 338 L158 640 L94 616 L138 262 Q160 202 220 176 Z',
  behind: (shade) => `<path d="M290 170 Q286 62 400 54 Q514 62 510 170 Z" fill="${shade}"/>`,
  details: (shade, light) =>
    `<path d="M322 160 Q330 96 400 90 Q470 96 478 160 Q400 222 322 160 Z" fill="${shade}" opacity="0.75"/>` +
    `<path d="M306 150 Q400 206 494 150" stroke="${shade}" stroke-width="10" fill="none" opacity="0.6"/>` +
    `<path d="M378 196 L374 250 M422 196 L426 250" stroke="${light}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="368" y="246" width="12" height="20" rx="4" fill="${shade}"/><rect x="420" y="246" width="12" height="20" rx="4" fill="${shade}"/>` +
    `<path d="M286 540 L514 540 L548 662 L252 662 Z" fill="none" stroke="${shade}" stroke-width="4" opacity="0.6"/>` +
    seam('M300 540 Q282 600 256 650 M500 540 Q518 600 544 650', shade) +
    `<path d="M208 672 Q400 690 592 672 L592 704 Q400 722 208 704 Z" fill="${shade}" opacity="0.35"/>` +
    `<path d="M96 596 L158 618 L156 640 L94 616 Z M704 596 L642 618 L644 640 L706 616 Z" fill="${shade}" opacity="0.45"/>`,
  folds:
    'M290 330 Q306 470 280 540 M510 340 Q486 470 520 540 M170 420 Q176 520 160 600 M630 420 Q624 520 640 600',
  print: { x: 290, y: 282, width: 220, height: 240 },
  fabric: true,
};

const SWEATER: Garment = {
  body: 'M320 118 Q400 150 480 118 L572 142 Q636 170 660 236 L712 610 L646 632 L604 320 L596 704 Q400 722 204 704 L196 320 L154 632 L88 610 L140 236 Q164 170 228 142 Z',
  details: (shade) =>
    `<path d="M320 118 Q400 150 480 118 Q400 176 320 118 Z" fill="${shade}" opacity="0.5"/>` +
    `<path d="M320 118 Q400 176 480 118" stroke="${shade}" stroke-width="16" fill="none" opacity="0.45"/>` +
    `<path d="M204 668 Q400 686 596 668 L596 704 Q400 722 204 704 Z" fill="${shade}" opacity="0.3"/>` +
    `<path d="M96 580 L156 602 L154 632 L88 610 Z M704 580 L644 602 L646 632 L712 610 Z" fill="${shade}" opacity="0.35"/>` +
    Array.from({ length: 19 }, (_, i) => {
      const x = 214 + i * 20;
      return `<path d="M${x} 672 L${x} 708" stroke="${shade}" stroke-width="2" opacity="0.35"/>`;
    }).join('') +
    seam('M232 144 Q246 230 200 320', shade) +
    seam('M568 144 Q554 230 600 320', shade),
  folds:
    'M292 320 Q310 500 282 660 M508 330 Q478 520 520 660 M172 400 Q182 500 166 590 M628 400 Q618 500 634 590',
  print: { x: 276, y: 190, width: 248, height: 280 },
  fabric: true,
};

const TOTE_BAG: Garment = {
  body: 'M222 300 L578 300 L596 728 L204 728 Z',
  behind: (shade) =>
    `<path d="M304 304 Q300 120 400 116 Q500 120 496 304" stroke="${shade}" stroke-width="26" fill="none"/>`,
  details: (shade) =>
    `<path d="M290 304 Q290 150 400 146 Q510 150 510 304" stroke="${shade}" stroke-width="2" fill="none" opacity="0.6"/>` +
    stitch('M226 322 L574 322', shade) +
    stitch('M214 710 L586 710', shade) +
    `<rect x="276" y="296" width="40" height="44" fill="${shade}" opacity="0.25"/><rect x="484" y="296" width="40" height="44" fill="${shade}" opacity="0.25"/>`,
  folds: 'M280 360 Q296 520 270 700 M520 360 Q500 540 530 700',
  print: { x: 256, y: 372, width: 288, height: 310 },
  fabric: true,
};

const ART_PRINT: Garment = {
  // The frame; the body is the mat inside it.
  body: 'M226 120 L574 120 L574 660 L226 660 Z',
  behind: () =>
    `<rect x="188" y="82" width="424" height="616" fill="#2b2622"/>` +
    `<rect x="200" y="94" width="400" height="592" fill="#3a332d"/>`,
  details: () =>
    `<rect x="262" y="160" width="276" height="360" fill="none" stroke="#00000022" stroke-width="2"/>`,
  folds: '',
  print: { x: 262, y: 160, width: 276, height: 360 },
  fabric: false,
};

// A die-cut vinyl sticker has no outline of its own: mockupSvg cuts it around the print.
const STICKER: Garment = {
  body: '',
  details: () => '',
  folds: '',
  print: { x: 150, y: 150, width: 500, height: 500 },
  fabric: false,
};

export const GARMENTS: Record<GarmentKind, Garment> = {
  't-shirt': T_SHIRT,
  hoodie: HOODIE,
  sweater: SWEATER,
  'tote-bag': TOTE_BAG,
  'art-print': ART_PRINT,
  sticker: STICKER,
};

export const isGarmentKind = (kind: string): kind is GarmentKind => kind in GARMENTS;
