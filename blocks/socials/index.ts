import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { SocialsMail } from './mail';
import { SOCIAL_NETWORKS, socialsProperties } from './properties';
import Socials from './view';

export default defineBlock({
  name: 'socials',
  title: 'Social links',
  description: 'Icons linking to your Instagram, TikTok and other social profiles.',
  category: 'marketing',
  compatibility: ['page', 'mail'],
  properties: socialsProperties,
  fields: [
    {
      kind: 'list',
      name: 'links',
      label: 'Profiles',
      itemLabel: 'Profile',
      group: 'Content',
      max: 12,
      newItem: { network: 'instagram', url: '' },
      fields: [
        {
          kind: 'select',
          name: 'network',
          label: 'Network',
          options: Object.entries(SOCIAL_NETWORKS).map(([value, { label }]) => ({ value, label })),
        },
        { kind: 'text', name: 'url', label: 'Profile address', placeholder: 'https://' },
      ],
    },
    {
      kind: 'select',
      name: 'alignment',
      label: 'Alignment',
      group: 'Style',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
        { value: 'right', label: 'Right' },
      ],
    },
    {
      kind: 'select',
      name: 'size',
      label: 'Size',
      group: 'Style',
      options: [
        { value: 'small', label: 'Small' },
        { value: 'medium', label: 'Medium' },
        { value: 'large', label: 'Large' },
      ],
    },
  ],
  size: { default: 6 },
  component: Socials,
  mail: SocialsMail,
  styles: `
.block-socials__list { display: flex; flex-wrap: wrap; gap: 0.75em; margin: 0; padding: 0; list-style: none; }
.block-socials--left .block-socials__list { justify-content: flex-start; }
.block-socials--center .block-socials__list { justify-content: center; }
.block-socials--right .block-socials__list { justify-content: flex-end; }
.block-socials__link { display: grid; place-items: center; width: 2.5em; height: 2.5em; color: ${themeVar('text.color')}; text-decoration: none; }
.block-socials__link:hover { color: ${themeVar('primary.color')}; }
.block-socials__link:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; border-radius: 50%; }
.block-socials--small { font-size: 0.875rem; }
.block-socials--medium { font-size: 1.125rem; }
.block-socials--large { font-size: 1.5rem; }
`,
});
