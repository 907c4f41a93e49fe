import { useRef, useState } from 'react';
import { useNearViewport } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { YoutubeProperties } from './properties';
import { embedUrl, thumbnailUrl, youtubeId } from './video';

/**
 * A YouTube video behind a facade: its thumbnail and a play button until the block comes
 * within 100px of the viewport (or is clicked), then the privacy-enhanced player. The
 * editor keeps the facade, so the canvas stays light.
 */
export function Youtube({ properties, context }: BlockComponentProps<YoutubeProperties>) {
  const id = youtubeId(properties.video);
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef, Boolean(id) && !context.editing);
  const [clicked, setClicked] = useState(false);

  if (!id) {
    return (
      <div className="block-youtube block-youtube--empty">
        {context.editing ? (
          <p className="block-youtube__hint">Paste a YouTube address or video id.</p>
        ) : null}
      </div>
    );
  }
  const playing = clicked || near;
  return (
    <div ref={rootRef} className="block-youtube">
      {playing ? (
        <iframe
          className="block-youtube__player"
          src={embedUrl(id, { autoplay: clicked, start: properties.start })}
          title={properties.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="block-youtube__facade"
          onClick={() => setClicked(true)}
          aria-label={`Play: ${properties.title}`}
        >
          <img
            className="block-youtube__thumbnail"
            src={thumbnailUrl(id)}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
          />
          <span className="block-youtube__play" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
