import { Column, Heading, Img, Link, Row, Section, Text } from '@react-email/components';
import { mailHref } from '../../src/links';
import { mailThemeValues } from '../../src/mail';
import type { MailRendererProps } from '../../src/registry';
import { baseTheme } from '../../themes/base';
import type { FeedData } from './load';
import type { FeedProperties } from './properties';
import type { FeedItem } from './sources';

/** Three tiles per row fit the 520px mail layout; a mail shows at most two rows. */
const PER_ROW = 3;
const MAX_MAIL_ITEMS = 6;

export function FeedMail({
  properties,
  data,
  origin,
  theme,
}: MailRendererProps<FeedProperties, FeedData>) {
  const values = mailThemeValues(baseTheme, theme);
  if (data?.ok && data.value.notConnected) return null;
  const items = data?.ok ? data.value.items.slice(0, MAX_MAIL_ITEMS) : [];
  const title = (data?.ok ? data.value.title : undefined) ?? properties.title;
  if (items.length === 0 && title === '') return null;
  const rows: FeedItem[][] = [];
  for (let i = 0; i < items.length; i += PER_ROW) rows.push(items.slice(i, i + PER_ROW));
  return (
    <Section style={{ padding: '16px 0' }}>
      {title !== '' && (
        <Heading
          as="h2"
          style={{ margin: '0 0 16px', fontSize: '22px', color: values['heading2.color'] }}
        >
          {title}
        </Heading>
      )}
      {rows.map((row) => (
        <Row key={row[0]!.id}>
          {row.map((item) => {
            const href = mailHref(item.href, origin);
            const image = item.image === null ? undefined : mailHref(item.image, origin);
            return (
              <Column
                key={item.id}
                style={{ width: `${100 / PER_ROW}%`, padding: '0 4px 8px', verticalAlign: 'top' }}
              >
                <Link href={href}>
                  {image !== undefined && (
                    <Img
                      src={image}
                      alt={item.alt || item.title}
                      width={160}
                      height={160}
                      style={{
                        width: '100%',
                        height: 'auto',
                        borderRadius: values['image.borderRadius'],
                      }}
                    />
                  )}
                </Link>
                {item.title !== '' && (
                  <Text style={{ margin: '4px 0 0', fontSize: '14px' }}>
                    <Link href={href} style={{ color: values['text.color'] }}>
                      {item.title}
                    </Link>
                  </Text>
                )}
              </Column>
            );
          })}
        </Row>
      ))}
    </Section>
  );
}
