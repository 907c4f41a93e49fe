import type { ImageTile as Tile } from '../../src/model';
import { SmartLink } from './SmartLink';

/** Tile ratios (height / width), the same names and values as pod ratios. */
export const TILE_RATIO_VALUES = {
  wide: 0.36,
  short: 0.49,
  '4:3': 0.75,
  square: 1.026,
  tall: 1.5,
} as const;
export const TILE_RADII = { sharp: '0', smooth: '4px', rounded: '12px', circle: '50%' } as const;
export const TEXT_SHADOW_VALUES = {
  none: 'none',
  light: '0 1px 2px rgba(0,0,0,.35)',
  medium: '0 1px 4px rgba(0,0,0,.55)',
  heavy: '0 2px 8px rgba(0,0,0,.8)',
} as const;
/** Menu tile images are requested 600 px wide. */
export const MENU_TILE_IMAGE_WIDTH = 600;

/** An image tile of a submenu. */
export function ImageTile({ tile, onNavigate }: { tile: Tile; onNavigate?: () => void }) {
  const ratio = TILE_RATIO_VALUES[tile.ratio];
  return (
    <SmartLink
      href={tile.link}
      className="sf-tile"
      onNavigate={onNavigate}
      style={{
        textAlign: tile.textAlignment,
        color: tile.color ?? undefined,
        textShadow: TEXT_SHADOW_VALUES[tile.shadow],
      }}
    >
      <span
        className="sf-tile-media"
        style={{ paddingTop: `${ratio * 100}%`, borderRadius: TILE_RADII[tile.borderRadius] }}
      >
        <img
          src={tile.src}
          alt=""
          width={MENU_TILE_IMAGE_WIDTH}
          height={Math.round(MENU_TILE_IMAGE_WIDTH * ratio)}
          loading="lazy"
          decoding="async"
        />
        {tile.overlay ? (
          <span className="sf-tile-overlay" style={{ background: tile.overlay }} />
        ) : null}
      </span>
      {tile.title ? <span className="sf-tile-title">{tile.title}</span> : null}
      {tile.description ? <span className="sf-tile-description">{tile.description}</span> : null}
      {tile.button ? (
        <span
          className="sf-tile-button"
          style={{
            color: tile.button.textColor ?? undefined,
            background: tile.button.backgroundColor ?? undefined,
            borderColor: tile.button.borderColor ?? undefined,
            borderRadius: tile.button.borderRadius ?? undefined,
            width: tile.button.width === 'full' ? '100%' : undefined,
          }}
        >
          {tile.button.text}
        </span>
      ) : null}
    </SmartLink>
  );
}
