import { defineBlock } from '../../src/registry';
import Image from './view';
import { ImageMail } from './mail';
import { imageProperties } from './properties';
import { imageStyles } from './styles';

export default defineBlock({
  name: 'image',
  title: 'Image',
  description: 'A picture, optionally linked or zoomable, that loads as shoppers scroll to it.',
  category: 'media',
  compatibility: ['page', 'mail'],
  properties: imageProperties,
  fields: [
    { kind: 'image', name: 'src', label: 'Image', group: 'Content' },
    {
      kind: 'text',
      name: 'alt',
      label: 'Alt text',
      help: 'Describe the picture for people who cannot see it.',
      group: 'Content',
      maxLength: 200,
    },
    { kind: 'text', name: 'caption', label: 'Caption', group: 'Content', maxLength: 200 },
    { kind: 'link', name: 'href', label: 'Link', group: 'Content' },
    {
      kind: 'select',
      name: 'ratio',
      label: 'Shape',
      group: 'Style',
      options: [
        { value: '0.36', label: 'Wide' },
        { value: '0.49', label: 'Short' },
        { value: '0.5625', label: '16:9' },
        { value: '0.75', label: '4:3' },
        { value: '1', label: 'Square' },
        { value: '1.5', label: 'Tall' },
      ],
    },
    {
      kind: 'select',
      name: 'fit',
      label: 'Fit',
      group: 'Style',
      options: [
        { value: 'cover', label: 'Fill the frame (crop)' },
        { value: 'contain', label: 'Show all of it' },
      ],
    },
    {
      kind: 'toggle',
      name: 'zoom',
      label: 'Zoom on click',
      help: 'Not available on a linked image.',
      group: 'Behaviour',
    },
    {
      kind: 'toggle',
      name: 'lazyLoad',
      label: 'Load when scrolled to',
      help: 'Turn off for an image at the top of the page.',
      group: 'Behaviour',
    },
  ],
  size: { default: 6 },
  component: Image,
  mail: ImageMail,
  styles: imageStyles,
  interactive: true,
});
