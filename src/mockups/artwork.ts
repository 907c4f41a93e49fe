/**
 * The demo store's designs: five animals drawn as flat vector illustrations, the kind an
 * illustrator sells printed on tees, bags and prints. Each is an SVG fragment in a
 * 400 × 400 box on a transparent ground, placed into a mockup's print area by
 * `mockupSvg`. Colours are part of the design (ink, a darker and a lighter tone, cream).
 */
export type DesignName = 'Fox' | 'Owl' | 'Whale' | 'Bee' | 'Hare';

const CREAM = '#fbf3e4';
const DARK = '#2b1d14';

const fox = (ink: string) => `
<path d="M200 352 L72 178 L86 52 L162 122 L238 122 L314 52 L328 178 Z" fill="${ink}"/>
<path d="M96 76 L108 150 L150 126 Z M304 76 L292 150 L250 126 Z" fill="${DARK}"/>
<path d="M200 352 L72 178 L140 206 L200 276 L260 206 L328 178 Z" fill="${CREAM}"/>
<path d="M200 190 L168 240 L200 276 L232 240 Z" fill="${ink}" opacity="0.55"/>
<ellipse cx="150" cy="196" rx="13" ry="16" fill="${DARK}"/>
<ellipse cx="250" cy="196" rx="13" ry="16" fill="${DARK}"/>
<circle cx="154" cy="191" r="4" fill="${CREAM}"/><circle cx="254" cy="191" r="4" fill="${CREAM}"/>
<path d="M180 326 L220 326 L200 352 Z" fill="${DARK}"/>`;

const owl = (ink: string) => `
<path d="M200 60 C290 60 330 140 330 230 C330 320 275 370 200 370 C125 370 70 320 70 230 C70 140 110 60 200 60 Z" fill="${ink}"/>
<path d="M92 96 L120 40 L150 84 Z M308 96 L280 40 L250 84 Z" fill="${ink}"/>
<path d="M200 200 C262 200 290 250 290 300 C290 345 250 366 200 366 C150 366 110 345 110 300 C110 250 138 200 200 200 Z" fill="${CREAM}"/>
<path d="M150 262 l14 14 l14 -14 M186 262 l14 14 l14 -14 M222 262 l14 14 l14 -14 M168 300 l14 14 l14 -14 M204 300 l14 14 l14 -14 M186 336 l14 14 l14 -14" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M72 220 C40 280 60 330 110 350 C96 300 96 260 112 220 Z M328 220 C360 280 340 330 290 350 C304 300 304 260 288 220 Z" fill="${DARK}" opacity="0.55"/>
<circle cx="148" cy="150" r="50" fill="${CREAM}"/><circle cx="252" cy="150" r="50" fill="${CREAM}"/>
<circle cx="148" cy="150" r="30" fill="#e8a33d"/><circle cx="252" cy="150" r="30" fill="#e8a33d"/>
<circle cx="148" cy="150" r="17" fill="${DARK}"/><circle cx="252" cy="150" r="17" fill="${DARK}"/>
<circle cx="155" cy="143" r="6" fill="${CREAM}"/><circle cx="259" cy="143" r="6" fill="${CREAM}"/>
<path d="M186 182 L214 182 L200 214 Z" fill="#e8a33d"/>`;

const whale = (ink: string) => `
<path d="M60 250 C60 170 140 130 220 140 C300 150 330 200 336 246 C352 222 372 196 392 190 C382 222 376 252 384 286 C360 276 344 266 334 262 C320 320 260 350 190 350 C110 350 60 310 60 250 Z" fill="${ink}"/>
<path d="M74 282 C110 330 200 346 270 320 C240 312 200 316 160 306 C120 298 92 290 74 282 Z" fill="${CREAM}"/>
<path d="M100 300 L260 318 M110 314 L240 330" stroke="${ink}" stroke-width="5" opacity="0.45" stroke-linecap="round"/>
<circle cx="130" cy="236" r="10" fill="${DARK}"/><circle cx="133" cy="232" r="3" fill="${CREAM}"/>
<path d="M180 270 C200 290 230 292 250 280" stroke="${DARK}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/>
<path d="M190 132 C186 100 170 86 150 80 M190 132 C196 100 214 84 236 80 M190 132 L190 70" stroke="${ink}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.8"/>
<circle cx="146" cy="70" r="9" fill="${ink}" opacity="0.6"/><circle cx="240" cy="70" r="9" fill="${ink}" opacity="0.6"/><circle cx="190" cy="56" r="10" fill="${ink}" opacity="0.6"/>
<path d="M40 372 C80 352 120 392 160 372 C200 352 240 392 280 372 C320 352 360 392 380 378" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.6"/>`;

const bee = (ink: string) => `
<ellipse cx="150" cy="130" rx="62" ry="92" transform="rotate(-30 150 130)" fill="${CREAM}" stroke="${DARK}" stroke-width="6" opacity="0.92"/>
<ellipse cx="250" cy="130" rx="62" ry="92" transform="rotate(30 250 130)" fill="${CREAM}" stroke="${DARK}" stroke-width="6" opacity="0.92"/>
<ellipse cx="200" cy="250" rx="96" ry="116" fill="${ink}" stroke="${DARK}" stroke-width="6"/>
<path d="M108 220 Q200 250 292 220 L296 256 Q200 286 104 256 Z M112 292 Q200 322 288 292 L278 326 Q200 352 122 326 Z" fill="${DARK}"/>
<path d="M200 366 L188 392 L212 392 Z" fill="${DARK}"/>
<circle cx="200" cy="150" r="56" fill="${DARK}"/>
<circle cx="180" cy="144" r="12" fill="${CREAM}"/><circle cx="220" cy="144" r="12" fill="${CREAM}"/>
<circle cx="183" cy="146" r="6" fill="${DARK}"/><circle cx="223" cy="146" r="6" fill="${DARK}"/>
<path d="M184 174 Q200 186 216 174" stroke="${CREAM}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M178 100 C168 70 150 56 128 54 M222 100 C232 70 250 56 272 54" stroke="${DARK}" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="126" cy="54" r="9" fill="${DARK}"/><circle cx="274" cy="54" r="9" fill="${DARK}"/>`;

const hare = (ink: string) => `
<path d="M150 120 C120 60 122 14 146 10 C172 8 186 60 184 130 Z" fill="${ink}"/>
<path d="M196 126 C200 58 222 16 246 22 C270 30 258 84 220 140 Z" fill="${ink}"/>
<path d="M154 110 C138 70 140 38 150 34 C162 34 170 70 170 118 Z M206 118 C214 74 228 46 240 50 C250 56 238 92 218 128 Z" fill="#f2b9a8"/>
<path d="M120 200 C110 140 150 112 190 116 C232 120 250 160 240 196 C300 200 350 250 350 310 C350 352 320 372 280 372 L140 372 C150 350 170 340 190 336 C150 320 120 280 150 240 C130 232 122 218 120 200 Z" fill="${ink}"/>
<path d="M330 330 C356 320 372 338 366 356 C360 372 336 374 326 362 Z" fill="${CREAM}"/>
<path d="M140 372 C160 352 188 344 214 348 C236 352 240 366 232 372 Z" fill="${DARK}" opacity="0.35"/>
<path d="M150 260 C176 284 214 290 250 280" stroke="${DARK}" stroke-width="6" fill="none" opacity="0.3" stroke-linecap="round"/>
<circle cx="168" cy="176" r="10" fill="${DARK}"/><circle cx="171" cy="172" r="3" fill="${CREAM}"/>
<path d="M122 206 C126 214 134 216 140 212" stroke="${DARK}" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="124" cy="200" r="6" fill="#e58a7a"/>`;

const DRAWINGS: Record<DesignName, (ink: string) => string> = {
  Fox: fox,
  Owl: owl,
  Whale: whale,
  Bee: bee,
  Hare: hare,
};

/** The design's illustration, 400 × 400, transparent around it. */
export function artworkSvg(design: DesignName, ink: string): string {
  return DRAWINGS[design](ink);
}

export const isDesignName = (name: string): name is DesignName => name in DRAWINGS;
