import { Button, Heading, Img, Section, Text } from '@react-email/components';
import { absoluteUrl, isSafeUrl, mailHref } from '../../src/links';
import { mailImageWidth, mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import { fontStack } from '../../themes/fonts';
import { BANNER_ACTION_MAX_WIDTH, BANNER_IMAGE_SIZE, type BannerProperties } from './properties';
import { actionTarget, bannerCopy, bannerTitle, visibleActions } from './rules';

/**
 * Text over a background image is unreliable in mail clients (Outlook drops
 * backgrounds), so the mail banner is the image (or the video's thumbnail) above the
 * title, copy and link buttons. Actions that only work on the storefront are left out.
 */
export function BannerMail({
  block,
  properties,
  origin,
  theme,
}: MailRendererProps<BannerProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const picture =
    properties.media === 'video'
      ? properties.videoThumbnail
      : properties.media === 'image'
        ? properties.image
        : '';
  const title = bannerTitle(properties.title);
  const copy = bannerCopy(properties.copy);
  const links = visibleActions(properties.actions)
    .map((action) => ({ action, href: mailHref(actionTarget(action), origin) }))
    .filter(
      (link): link is { action: typeof link.action; href: string } => link.href !== undefined,
    );
  const font = fontStack(properties.font || values['banner.titleFont']);

  return (
    <Section style={{ textAlign: properties.horizontalAlignment, fontFamily: font }}>
      {picture && isSafeUrl(picture) ? (
        <Img
          src={absoluteUrl(picture, origin)}
          alt=""
          width={mailImageWidth(block)}
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${BANNER_IMAGE_SIZE.width} / ${BANNER_IMAGE_SIZE.height}`,
            objectFit: 'cover',
          }}
        />
      ) : null}
      {title ? (
        <Heading
          as="h2"
          style={{
            margin: '16px 0 8px',
            fontSize: `${Math.round(32 * properties.fontScale)}px`,
            color: properties.titleColor || values['text.color'],
          }}
        >
          {title}
        </Heading>
      ) : null}
      {copy ? (
        <Text
          style={{
            margin: '0 0 16px',
            fontSize: `${Math.max(12, Math.round(18 * properties.fontScale))}px`,
            color: properties.copyColor || values['text.color'],
          }}
        >
          {copy}
        </Text>
      ) : null}
      {links.map(({ action, href }, index) => (
        <Button
          key={`${index}-${action.text}`}
          href={href}
          style={{
            display: 'inline-block',
            maxWidth: `${BANNER_ACTION_MAX_WIDTH}px`,
            margin: '0 6px 8px',
            padding: '12px 24px',
            borderRadius: values['button.borderRadius'],
            backgroundColor: action.primary
              ? values['button.background']
              : values['button.secondary.background'],
            color: action.primary ? values['button.color'] : values['button.secondary.color'],
            border: `1px solid ${action.primary ? values['button.borderColor'] : values['button.secondary.borderColor']}`,
            textDecoration: 'none',
          }}
        >
          {action.text}
        </Button>
      ))}
    </Section>
  );
}
