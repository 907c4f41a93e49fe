import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { youtubeProperties } from './properties';
import Youtube from './view';

export default defineBlock({
  name: 'youtube',
  title: 'YouTube video',
  description: 'A YouTube video, loaded only when shoppers scroll to it.',
  category: 'media',
  properties: youtubeProperties,
  fields: [
    {
      kind: 'text',
      name: 'video',
      label: 'Video',
      placeholder: 'https://www.youtube.com/watch?v=…',
      group: 'Content',
    },
    {
      kind: 'text',
      name: 'title',
      label: 'Title',
      help: 'Describes the video for screen readers.',
      group: 'Content',
      maxLength: 120,
    },
    { kind: 'number', name: 'start', label: 'Start at', group: 'Content', min: 0, unit: 's' },
  ],
  size: { default: 12 },
  component: Youtube,
  styles: `
.block-youtube { position: relative; aspect-ratio: 16 / 9; overflow: hidden; border-radius: ${themeVar('image.borderRadius')}; background: ${themeVar('feature.background')}; }
.block-youtube--empty { aspect-ratio: auto; min-height: 3em; background: none; }
.block-youtube__player, .block-youtube__facade { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
.block-youtube__facade { padding: 0; background: none; cursor: pointer; }
.block-youtube__thumbnail { width: 100%; height: 100%; object-fit: cover; }
.block-youtube__play {
  position: absolute;
  top: 50%;
  left: 50%;
  width: 68px;
  height: 48px;
  transform: translate(-50%, -50%);
  border-radius: 12px;
  background: ${themeVar('error.color')};
  opacity: 0.9;
}
.block-youtube__play::after {
  content: "";
  position: absolute;
  top: 50%;
  left: 54%;
  transform: translate(-50%, -50%);
  border-style: solid;
  border-width: 10px 0 10px 18px;
  border-color: transparent transparent transparent ${themeVar('primary.contrast')};
}
.block-youtube__facade:focus-visible { outline: 3px solid ${themeVar('primary.color')}; outline-offset: -3px; }
.block-youtube__hint { margin: 0; padding: 1em; border: 1px dashed ${themeVar('border.color')}; color: ${themeVar('text.muted')}; }
`,
  interactive: true,
});
