import { z } from 'zod';

/** Social networks: label and Font Awesome brand icon. */
export const SOCIAL_NETWORKS = {
  instagram: { label: 'Instagram', icon: 'instagram' },
  facebook: { label: 'Facebook', icon: 'facebook' },
  tiktok: { label: 'TikTok', icon: 'tiktok' },
  x: { label: 'X', icon: 'x-twitter' },
  youtube: { label: 'YouTube', icon: 'youtube' },
  pinterest: { label: 'Pinterest', icon: 'pinterest' },
  threads: { label: 'Threads', icon: 'threads' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin' },
  snapchat: { label: 'Snapchat', icon: 'snapchat' },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export const socialLinkSchema = z.object({
  network: z
    .enum(Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]])
    .default('instagram'),
  /** The profile's address; links without one are skipped. */
  url: z.string().trim().default(''),
});
export type SocialLink = z.output<typeof socialLinkSchema>;

export const socialsProperties = z.object({
  links: z
    .array(socialLinkSchema)
    .max(12)
    .default([
      { network: 'instagram', url: 'https://www.instagram.com/' },
      { network: 'tiktok', url: 'https://www.tiktok.com/' },
    ]),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
});

export type SocialsProperties = z.output<typeof socialsProperties>;

/** The links to show: those with an address. */
export const shownLinks = (links: readonly SocialLink[]): SocialLink[] =>
  links.filter((link) => link.url !== '');
