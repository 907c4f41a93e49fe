import { Link, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { SOCIAL_NETWORKS, shownLinks, type SocialsProperties } from './properties';

/** Mail has no icon font: the networks are named links separated by dots. */
export function SocialsMail({ properties, origin, theme }: MailRendererProps<SocialsProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const links = shownLinks(properties.links)
    .map((link): { label: string; href: string | undefined } => ({
      label: SOCIAL_NETWORKS[link.network].label,
      href: mailHref(link.url, origin),
    }))
    .filter((link): link is { label: string; href: string } => link.href !== undefined);
  if (links.length === 0) return null;
  return (
    <Section style={{ textAlign: properties.alignment }}>
      <Text style={{ margin: 0, fontSize: '14px' }}>
        {links.map((link, index) => (
          <span key={link.label + index}>
            {index > 0 ? ' \u00b7 ' : ''}
            <Link href={link.href} style={{ color: values['primary.color'] }}>
              {link.label}
            </Link>
          </span>
        ))}
      </Text>
    </Section>
  );
}
