import { TEXT_SHADOWS } from '../../src/model/styleValues';
import { defineBlock } from '../../src/registry';
import { fontNames } from '../../themes/fonts';
import { Banner } from './Banner';
import { BannerMail } from './mail';
import { BANNER_COPY_MAX, BANNER_TITLE_MAX, bannerProperties } from './properties';
import { bannerStyles } from './styles';

const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1) }));

export default defineBlock({
  name: 'banner',
  title: 'Banner',
  description: 'A large image, video or colour panel with a title, text and buttons.',
  category: 'media',
  compatibility: ['page', 'mail'],
  properties: bannerProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: BANNER_TITLE_MAX },
    { kind: 'textarea', name: 'copy', label: 'Text', group: 'Content', maxLength: BANNER_COPY_MAX, rows: 3 },
    {
      kind: 'list',
      name: 'actions',
      label: 'Buttons',
      itemLabel: 'Button',
      group: 'Content',
      max: 4,
      newItem: { text: 'Shop now', href: '/', action: '', target: '', icon: '', primary: true },
      fields: [
        { kind: 'text', name: 'text', label: 'Text', maxLength: 40 },
        { kind: 'link', name: 'href', label: 'Link', exclude: ['action'] },
        { kind: 'text', name: 'action', label: 'Action', help: 'An in-page action to raise instead of following the link.' },
        { kind: 'select', name: 'target', label: 'Open in', options: [{ value: '', label: 'Automatic' }, { value: '_self', label: 'Same tab' }, { value: '_blank', label: 'New tab' }] },
        { kind: 'text', name: 'icon', label: 'Icon', help: 'A Font Awesome icon name.' },
        { kind: 'toggle', name: 'primary', label: 'Primary style' },
      ],
    },
    { kind: 'select', name: 'media', label: 'Background', group: 'Media', options: options(['image', 'video', 'overlay'], { overlay: 'Colour only' }) },
    { kind: 'image', name: 'image', label: 'Image', help: 'Best at 1920 × 768.', group: 'Media' },
    { kind: 'text', name: 'video', label: 'Video URL', group: 'Media' },
    { kind: 'image', name: 'videoThumbnail', label: 'Video thumbnail', group: 'Media' },
    { kind: 'toggle', name: 'lazyLoad', label: 'Load when scrolled to', group: 'Media' },
    { kind: 'select', name: 'imageAlignment', label: 'Image focus', group: 'Media', options: options(['center', 'top', 'bottom', 'left', 'right']) },
    { kind: 'number', name: 'minHeight', label: 'Minimum height', group: 'Layout', min: 100, max: 2000, step: 10, unit: 'px' },
    { kind: 'number', name: 'ratio', label: 'Shape (height ÷ width)', group: 'Layout', min: 0.1, max: 2, step: 0.01 },
    { kind: 'select', name: 'verticalAlignment', label: 'Vertical alignment', group: 'Layout', options: options(['top', 'center', 'bottom']) },
    { kind: 'select', name: 'horizontalAlignment', label: 'Horizontal alignment', group: 'Layout', options: options(['left', 'center', 'right']) },
    { kind: 'select', name: 'font', label: 'Font', group: 'Text', options: fontNames.map((name) => ({ value: name, label: name })) },
    { kind: 'number', name: 'fontScale', label: 'Text size', help: 'More than 0, at most 1.', group: 'Text', min: 0.1, max: 1, step: 0.05 },
    { kind: 'select', name: 'titleType', label: 'Title level', group: 'Text', options: [{ value: 'h1', label: 'Heading 1' }, { value: 'h2', label: 'Heading 2' }, { value: 'h3', label: 'Heading 3' }, { value: 'p', label: 'Plain text' }] },
    { kind: 'colour', name: 'titleColor', label: 'Title colour', group: 'Text' },
    { kind: 'colour', name: 'titleBackground', label: 'Title background', group: 'Text', alpha: true },
    { kind: 'colour', name: 'copyColor', label: 'Text colour', group: 'Text' },
    { kind: 'colour', name: 'copyBackground', label: 'Text background', group: 'Text', alpha: true },
    { kind: 'select', name: 'textShadow', label: 'Text shadow', group: 'Text', options: options(TEXT_SHADOWS) },
    { kind: 'select', name: 'buttonSize', label: 'Button size', group: 'Text', options: options(['standard', 'small', 'large']) },
    {
      kind: 'list',
      name: 'overlayColors',
      label: 'Overlay colours',
      itemLabel: 'Colour',
      group: 'Overlay',
      max: 4,
      newItem: { color: '#000000' },
      fields: [{ kind: 'colour', name: 'color', label: 'Colour', alpha: true }],
    },
    { kind: 'select', name: 'overlayDirection', label: 'Overlay direction', group: 'Overlay', options: options(['to bottom', 'to top', 'to right', 'to left']) },
    { kind: 'number', name: 'overlayOpacity', label: 'Overlay opacity', group: 'Overlay', min: 0, max: 1, step: 0.05 },
    { kind: 'number', name: 'borderRadius', label: 'Corner radius', help: 'Empty uses the theme.', group: 'Overlay', min: 0, max: 100, unit: 'px' },
  ],
  size: { default: 12 },
  component: Banner,
  mail: BannerMail,
  styles: bannerStyles,
  interactive: true,
});
