import type { CSSProperties } from 'react';
import type { ImageTile, MainMenuEntry } from '../../src/model';

const RATIOS: Record<ImageTile['ratio'], string> = {
  wide: '16 / 9',
  short: '3 / 1',
  '4:3': '4 / 3',
  square: '1 / 1',
  tall: '3 / 4',
};
const RADII: Record<ImageTile['borderRadius'], string> = {
  sharp: '0',
  smooth: '6px',
  rounded: '16px',
  circle: '50%',
};
const SHADOWS: Record<ImageTile['shadow'], string | undefined> = {
  none: undefined,
  light: '0 1px 4px rgb(0 0 0 / 20%)',
  medium: '0 4px 12px rgb(0 0 0 / 30%)',
  heavy: '0 8px 24px rgb(0 0 0 / 45%)',
};

function Tile({ tile }: { tile: ImageTile }) {
  const style: CSSProperties = {
    aspectRatio: RATIOS[tile.ratio],
    borderRadius: RADII[tile.borderRadius],
    boxShadow: SHADOWS[tile.shadow],
    backgroundImage: tile.src ? `url("${tile.src.replace(/"/g, '%22')}")` : undefined,
    color: tile.color ?? '#fff',
    textAlign: tile.textAlignment,
  };
  return (
    <div className="dash-menu-tile" style={style}>
      {tile.overlay ? (
        <span className="dash-menu-tile__overlay" style={{ background: tile.overlay }} />
      ) : null}
      <span className="dash-menu-tile__text">
        <strong>{tile.title}</strong>
        {tile.description ? <span>{tile.description}</span> : null}
        {tile.button ? (
          <span
            className="dash-menu-tile__button"
            style={{
              color: tile.button.textColor ?? undefined,
              background: tile.button.backgroundColor ?? undefined,
              borderColor: tile.button.borderColor ?? undefined,
              width: tile.button.width === 'full' ? '100%' : undefined,
            }}
          >
            {tile.button.text}
          </span>
        ) : null}
      </span>
    </div>
  );
}

/**
 * The menu as the storefront header draws it, redrawn on every change: the bar of entries
 * in their colours and, for the entry being edited, its submenu segments (image tiles
 * with their ratio, corners, overlay, shadow and button, or lists of links). A picture,
 * not links: nothing in it navigates.
 */
export function MenuPreview({
  entries,
  openIndex,
}: {
  entries: readonly MainMenuEntry[];
  openIndex: number | null;
}) {
  const open = openIndex === null ? null : entries[openIndex];
  return (
    <figure className="dash-menu-preview" aria-label="Menu preview">
      <div className="dash-menu-preview__bar">
        {entries.length === 0 ? <span>No menu entries</span> : null}
        {entries.map((entry, index) => (
          <span
            key={index}
            className="dash-menu-preview__entry"
            data-open={index === openIndex || undefined}
            style={{
              color: entry.color ?? undefined,
              background: entry.backgroundColor ?? undefined,
            }}
          >
            {entry.text || 'Untitled'}
            {entry.submenu.length > 0 ? ' ▾' : ''}
          </span>
        ))}
      </div>
      {open && open.submenu.length > 0 ? (
        <div className="dash-menu-preview__submenu">
          {open.submenu.map((segment, index) => (
            <div key={index} className="dash-menu-preview__segment">
              {segment.title ? <strong>{segment.title}</strong> : null}
              {segment.mode === 'tiles' ? (
                <div className="dash-menu-preview__tiles">
                  {segment.items.map((tile, at) => (
                    <Tile key={at} tile={tile} />
                  ))}
                </div>
              ) : (
                <ul>
                  {segment.items.map((item, at) => (
                    <li key={at}>{item.text}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      ) : null}
      <figcaption className="dash-hint">Preview of your store’s header menu</figcaption>
    </figure>
  );
}
