import { Button, Column, Heading, Img, Row, Section, Text } from '@react-email/components';
import { absoluteUrl, isSafeUrl, mailHref } from '../../src/links';
import { mailImageWidth, mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { FeatureProperties } from './properties';

/** A two-column table row (image | text) on the feature colours; columns in the seller's order. */
export function FeatureMail({
  block,
  properties,
  origin,
  theme,
}: MailRendererProps<FeatureProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  const href = mailHref(properties.href, origin);
  const image =
    properties.image && isSafeUrl(properties.image)
      ? absoluteUrl(properties.image, origin)
      : undefined;
  const imageColumn = image ? (
    <Column key="image" style={{ width: '50%', verticalAlign: 'middle' }}>
      <Img
        src={image}
        alt={properties.imageAlt}
        width={mailImageWidth(block, 0.5)}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Column>
  ) : null;
  const textColumn = (
    <Column key="text" style={{ padding: '24px', verticalAlign: 'middle' }}>
      {properties.title ? (
        <Heading
          as="h2"
          style={{ margin: '0 0 8px', fontSize: '22px', color: values['feature.color'] }}
        >
          {properties.title}
        </Heading>
      ) : null}
      {properties.text ? (
        <Text
          style={{
            margin: '0 0 16px',
            fontSize: '15px',
            lineHeight: '1.5',
            color: values['feature.color'],
          }}
        >
          {properties.text}
        </Text>
      ) : null}
      {href && properties.buttonText ? (
        <Button
          href={href}
          style={{
            display: 'inline-block',
            padding: '10px 20px',
            borderRadius: values['button.borderRadius'],
            backgroundColor: values['button.background'],
            color: values['button.color'],
            textDecoration: 'none',
          }}
        >
          {properties.buttonText}
        </Button>
      ) : null}
    </Column>
  );
  return (
    <Section style={{ backgroundColor: values['feature.background'] }}>
      <Row>
        {properties.imagePosition === 'left'
          ? [imageColumn, textColumn]
          : [textColumn, imageColumn]}
      </Row>
    </Section>
  );
}
