import { defineBlock } from '../../src/registry';
import { PodMail } from './mail';
import { podMigrations } from './migrations';
import Pod from './view';
import { POD_RATIOS, podProperties } from './properties';
import { podStyles } from './styles';

const RATIO_LABELS: Record<keyof typeof POD_RATIOS, string> = {
  wide: 'Wide',
  short: 'Short',
  '4:3': '4:3',
  square: 'Square',
  tall: 'Tall',
};

export default defineBlock({
  name: 'pod',
  title: 'Content',
  description: 'A card with an image or video, title, text, price and button, linking anywhere.',
  category: 'content',
  version: 2,
  migrations: podMigrations,
  compatibility: ['page', 'mail'],
  properties: podProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 120 },
    { kind: 'textarea', name: 'copy', label: 'Text', group: 'Content', rows: 4 },
    { kind: 'text', name: 'badge', label: 'Badge', group: 'Content', maxLength: 30 },
    {
      kind: 'number',
      name: 'price',
      label: 'Price',
      group: 'Content',
      min: 0,
      step: 0.01,
      unit: '£',
    },
    {
      kind: 'number',
      name: 'salePrice',
      label: 'Sale price',
      group: 'Content',
      min: 0,
      step: 0.01,
      unit: '£',
    },
    {
      kind: 'text',
      name: 'priceSuffix',
      label: 'After the price',
      placeholder: 'each',
      group: 'Content',
      maxLength: 30,
    },
    { kind: 'link', name: 'href', label: 'Link', group: 'Link' },
    {
      kind: 'select',
      name: 'target',
      label: 'Open in',
      group: 'Link',
      options: [
        { value: '', label: 'Automatic' },
        { value: '_self', label: 'Same tab' },
        { value: '_blank', label: 'New tab' },
      ],
    },
    { kind: 'toggle', name: 'download', label: 'Download the linked file', group: 'Link' },
    {
      kind: 'toggle',
      name: 'disabled',
      label: 'Disabled',
      help: 'Shown greyed out, not clickable.',
      group: 'Link',
    },
    {
      kind: 'select',
      name: 'media',
      label: 'Media',
      group: 'Media',
      options: [
        { value: 'image', label: 'Image' },
        { value: 'video', label: 'Video' },
        { value: 'none', label: 'None' },
      ],
    },
    { kind: 'image', name: 'image', label: 'Image', group: 'Media' },
    { kind: 'text', name: 'video', label: 'Video URL', group: 'Media' },
    {
      kind: 'select',
      name: 'ratio',
      label: 'Shape',
      group: 'Media',
      options: [
        { value: '1', label: 'Default' },
        ...Object.entries(POD_RATIOS).map(([name, value]) => ({
          value: String(value),
          label: RATIO_LABELS[name as keyof typeof POD_RATIOS],
        })),
      ],
    },
    {
      kind: 'text',
      name: 'icon',
      label: 'Icon',
      help: 'A Font Awesome icon name.',
      group: 'Media',
    },
    { kind: 'toggle', name: 'overlay', label: 'Text over the image', group: 'Media' },
    {
      kind: 'select',
      name: 'textAlign',
      label: 'Text alignment',
      group: 'Text',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
        { value: 'right', label: 'Right' },
      ],
    },
    {
      kind: 'select',
      name: 'textSize',
      label: 'Text size',
      group: 'Text',
      options: [
        { value: 'small', label: 'Small' },
        { value: 'standard', label: 'Standard' },
        { value: 'large', label: 'Large' },
      ],
    },
    {
      kind: 'number',
      name: 'titleSize',
      label: 'Title size',
      help: '0 (smallest) to 4 (largest).',
      group: 'Text',
      min: 0,
      max: 4,
      step: 1,
    },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Button', maxLength: 40 },
    { kind: 'text', name: 'buttonIcon', label: 'Button icon', group: 'Button' },
    {
      kind: 'select',
      name: 'buttonIconPosition',
      label: 'Icon position',
      group: 'Button',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    {
      kind: 'object',
      name: 'buttonStyle',
      label: 'Button style',
      group: 'Button',
      fields: [
        { kind: 'colour', name: 'textColor', label: 'Button text colour' },
        { kind: 'colour', name: 'backgroundColor', label: 'Button background colour' },
        { kind: 'colour', name: 'borderColor', label: 'Button border colour' },
        {
          kind: 'number',
          name: 'borderRadius',
          label: 'Button corner radius',
          min: 0,
          max: 100,
          unit: 'px',
        },
        { kind: 'toggle', name: 'fill', label: 'Filled button' },
      ],
    },
  ],
  size: { default: 4 },
  component: Pod,
  mail: PodMail,
  styles: podStyles,
});
