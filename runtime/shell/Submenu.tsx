import type { SubmenuSegment } from '../../src/model';
import { ImageTile } from './ImageTile';
import { SmartLink } from './SmartLink';

/** A submenu's segments: grids of image tiles or lists of links, each under its title. */
export function Submenu({
  segments,
  onNavigate,
}: {
  segments: readonly SubmenuSegment[];
  onNavigate?: () => void;
}) {
  return (
    <div className="sf-submenu-segments">
      {segments.map((segment, index) => (
        <section
          key={index}
          className={`sf-segment sf-segment-${segment.mode}`}
          aria-label={segment.title || undefined}
        >
          {segment.title ? (
            <h2 className="sf-segment-title">
              {segment.link ? (
                <SmartLink href={segment.link} onNavigate={onNavigate}>
                  {segment.title}
                </SmartLink>
              ) : (
                segment.title
              )}
            </h2>
          ) : null}
          {segment.mode === 'tiles' ? (
            <div className="sf-tiles">
              {segment.items.map((tile, i) => (
                <ImageTile key={i} tile={tile} onNavigate={onNavigate} />
              ))}
            </div>
          ) : (
            <ul className="sf-links">
              {segment.items.map((link, i) => (
                <li key={i}>
                  <SmartLink href={link.href} onNavigate={onNavigate}>
                    {link.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
