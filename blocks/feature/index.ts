import { BREAKPOINTS } from '../../src/model';
import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Feature from './view';
import { FeatureMail } from './mail';
import { featureProperties } from './properties';

export default defineBlock({
  name: 'feature',
  title: 'Feature',
  description: 'An image beside a title, text and button: the building block of a newsletter.',
  category: 'mail',
  compatibility: ['mail'],
  properties: featureProperties,
  fields: [
    { kind: 'image', name: 'image', label: 'Image', group: 'Content' },
    {
      kind: 'text',
      name: 'imageAlt',
      label: 'Image description',
      group: 'Content',
      maxLength: 200,
    },
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 120 },
    { kind: 'textarea', name: 'text', label: 'Text', group: 'Content', rows: 3, maxLength: 600 },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Button', maxLength: 40 },
    { kind: 'link', name: 'href', label: 'Button link', group: 'Button', exclude: ['action'] },
    {
      kind: 'select',
      name: 'imagePosition',
      label: 'Image side',
      group: 'Style',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
  ],
  size: { default: 12 },
  component: Feature,
  mail: FeatureMail,
  styles: `
.block-feature { display: flex; flex-direction: column; background: ${themeVar('feature.background')}; color: ${themeVar('feature.color')}; font-family: ${themeVar('text.font')}; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .block-feature { flex-direction: row; align-items: center; }
  .block-feature--image-right { flex-direction: row-reverse; }
  .block-feature__image, .block-feature__body { width: 50%; }
}
.block-feature__image { display: block; height: auto; max-width: 100%; aspect-ratio: 1; object-fit: cover; }
.block-feature__body { box-sizing: border-box; padding: 1.5em; }
.block-feature__title { margin: 0 0 0.5em; font-family: ${themeVar('heading2.font')}; font-size: 1.375rem; }
.block-feature__text { margin: 0 0 1em; line-height: ${themeVar('text.lineHeight')}; }
.block-feature__button {
  display: inline-block;
  padding: 0.6em 1.2em;
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  text-decoration: none;
}
`,
});
