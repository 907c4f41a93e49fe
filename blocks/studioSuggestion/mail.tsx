import { Button, Column, Heading, Img, Row, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { StudioSuggestionProperties } from './properties';
import { studioHref } from './studioHref';

/** Mail has no theme variables: the page theme's values inlined, one table row. */
export function StudioSuggestionMail({
  properties,
  origin,
  theme,
}: MailRendererProps<StudioSuggestionProperties>) {
  const values = mailThemeValues(baseTheme, theme);
  return (
    <Section style={{ backgroundColor: values['feature.background'], padding: '24px' }}>
      <Row>
        {properties.image !== '' && (
          <Column style={{ width: '40%', paddingRight: '16px', verticalAlign: 'middle' }}>
            <Img
              src={mailHref(properties.image, origin)}
              alt={properties.imageAlt}
              width={200}
              height={150}
              style={{ width: '100%', height: 'auto', borderRadius: values['image.borderRadius'] }}
            />
          </Column>
        )}
        <Column style={{ verticalAlign: 'middle' }}>
          <Heading
            as="h2"
            style={{ margin: '0 0 8px', fontSize: '22px', color: values['heading2.color'] }}
          >
            {properties.title}
          </Heading>
          <Text style={{ margin: '0 0 16px', fontSize: '16px', color: values['text.color'] }}>
            {properties.copy}
          </Text>
          <Button
            href={mailHref(studioHref(properties.customiseItUrl), origin)}
            style={{
              backgroundColor: values['button.background'],
              color: values['button.color'],
              borderRadius: values['button.borderRadius'],
              padding: '12px 24px',
              fontWeight: 700,
            }}
          >
            {properties.buttonText}
          </Button>
        </Column>
      </Row>
    </Section>
  );
}
