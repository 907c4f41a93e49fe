import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fontCatalogue, type CatalogueFont } from '../../themes/fonts';
import { fontAdvances } from './fontMetrics';
import { woffToSfnt } from './woff';

/**
 * The catalogue's web fonts for the print renderer. librsvg (inside sharp) finds fonts
 * through fontconfig and ignores @font-face, so each catalogue font's regular face (the
 * one the studio's canvas draws, from the same @fontsource package) is unpacked into a
 * folder of the machine's temp directory, and a fontconfig file naming that folder (and
 * including the system's configuration) is set in FONTCONFIG_FILE. fontconfig reads its
 * configuration once, when the process first renders text, so `installPrintFonts` runs
 * when the renderer's module loads, before any print is drawn.
 */
export const PRINT_FONT_DIR = join(tmpdir(), 'omnis-print-fonts');
const SYSTEM_CONFIG = '/etc/fonts/fonts.conf';
/** The canvas draws text at the normal weight, so the print does too. */
const PRINT_WEIGHT = 400;

const fontFile = (font: CatalogueFont) =>
  join(PRINT_FONT_DIR, `${font.package.replace(/^@fontsource\//, '')}.ttf`);

function sourceWoff(font: CatalogueFont): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve(`${font.package}/package.json`));
  const folder = font.package.replace(/^@fontsource\//, '');
  const weight = font.weights.includes(PRINT_WEIGHT) ? PRINT_WEIGHT : font.weights[0];
  return join(root, 'files', `${folder}-latin-${weight}-normal.woff`);
}

/** Written under a temporary name and renamed, so processes starting together never read half a file. */
function writeOnce(path: string, contents: () => Buffer | string): void {
  if (existsSync(path)) return;
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, contents());
  renameSync(partial, path);
}

const fontsConfig = (included: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${included}</include>
  <dir>${PRINT_FONT_DIR}</dir>
  <cachedir>${join(PRINT_FONT_DIR, 'cache')}</cachedir>
</fontconfig>
`;

let installed = false;

export function installPrintFonts(): void {
  if (installed) return;
  installed = true;
  mkdirSync(PRINT_FONT_DIR, { recursive: true });
  for (const font of fontCatalogue)
    writeOnce(fontFile(font), () => woffToSfnt(readFileSync(sourceWoff(font))));
  const previous = process.env.FONTCONFIG_FILE;
  const included = previous && previous !== '' ? previous : SYSTEM_CONFIG;
  const config = join(PRINT_FONT_DIR, `fonts-${Buffer.from(included).toString('hex')}.conf`);
  if (previous === config) return;
  writeOnce(config, () => fontsConfig(included));
  process.env.FONTCONFIG_FILE = config;
}

const measures = new Map<string, (text: string) => number[]>();

/**
 * Each letter's advance in ems in the catalogue font `name` (the print's curved text sets
 * letters with these), or null for a font outside the catalogue.
 */
export function printFontAdvances(name: string, text: string): number[] | null {
  const font = fontCatalogue.find((each) => each.name === name);
  if (!font) return null;
  installPrintFonts();
  let measure = measures.get(name);
  if (!measure) {
    measure = fontAdvances(readFileSync(fontFile(font)));
    measures.set(name, measure);
  }
  return measure(text);
}
