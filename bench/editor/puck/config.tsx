import { DropZone, type Config, type PuckComponent } from '@measured/puck';
import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ROW_ZONE } from './fromPage';

/**
 * Puck twins of the benchmark's block types: the same content drawn by plain components
 * of about the same weight as ours (no theme engine, no link rules), so a difference in
 * the numbers is the editor's, not the blocks'. Each component is `inline` and puts
 * Puck's `dragRef` on its own root, so the root is the grid cell (Puck's documented way
 * to lay components out on a CSS grid) and spans `width` of the 12 columns.
 */
interface Cell {
  width: number;
}

const cell = (width: number, extra: CSSProperties = {}): CSSProperties => ({
  gridColumn: `span ${width}`,
  ...extra,
});

/** Rich text is seller HTML: sanitised like ours (DOMPurify), once per change. */
const Text: PuckComponent<Cell & { html: string }> = ({ width, html, puck }) => {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      ref={puck.dragRef}
      className="bp-text"
      style={cell(width)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};

const Button: PuckComponent<Cell & { text: string; href: string }> = ({
  width,
  text,
  href,
  puck,
}) => (
  <div ref={puck.dragRef} className="bp-button" style={cell(width)}>
    <a href={href} onClick={(event) => event.preventDefault()}>
      {text}
    </a>
  </div>
);

const Spacer: PuckComponent<Cell & { height: number }> = ({ width, height, puck }) => (
  <div ref={puck.dragRef} aria-hidden="true" style={cell(width, { height })} />
);

const Image: PuckComponent<Cell & { src: string; alt: string; ratio: number }> = ({
  width,
  src,
  alt,
  ratio,
  puck,
}) => (
  <figure
    ref={puck.dragRef}
    className="bp-image"
    style={cell(width, { aspectRatio: `${1} / ${ratio}` })}
  >
    <img src={src} alt={alt} loading="lazy" />
  </figure>
);

const Quote: PuckComponent<Cell & { quote: string; author: string }> = ({
  width,
  quote,
  author,
  puck,
}) => (
  <figure ref={puck.dragRef} className="bp-quote" style={cell(width)}>
    <blockquote>
      <p>{quote}</p>
    </blockquote>
    {author ? <figcaption>{author}</figcaption> : null}
  </figure>
);

const Banner: PuckComponent<
  Cell & {
    title: string;
    copy: string;
    image: string;
    actions: Array<{ text: string; href: string }>;
  }
> = ({ width, title, copy, image, actions, puck }) => (
  <section ref={puck.dragRef} className="bp-banner" style={cell(width)} aria-label={title}>
    {image ? <img className="bp-banner__image" src={image} alt="" loading="lazy" /> : null}
    <div className="bp-banner__content">
      <h2>{title}</h2>
      <p>{copy}</p>
      {actions.map((action, index) => (
        <a key={index} href={action.href} onClick={(event) => event.preventDefault()}>
          {action.text}
        </a>
      ))}
    </div>
  </section>
);

/** A container: its blocks sit in a DropZone laid out on the same 12-column grid. */
const Row: PuckComponent<Cell> = ({ width, puck }) => (
  <div ref={puck.dragRef} className="bp-row" style={cell(width)}>
    <DropZone zone={ROW_ZONE} className="bp-grid" />
  </div>
);

const width = { type: 'number', label: 'Width', min: 3, max: 12 } as const;

export const puckConfig: Config = {
  root: {
    render: ({ children }: { children: ReactNode }) => <div className="bp-page">{children}</div>,
  },
  components: {
    Text: {
      inline: true,
      render: Text,
      fields: { html: { type: 'textarea', label: 'Text' }, width },
      defaultProps: { html: '<p>Text</p>', width: 12 },
    },
    Button: {
      inline: true,
      render: Button,
      fields: {
        text: { type: 'text', label: 'Text' },
        href: { type: 'text', label: 'Link' },
        width,
      },
      defaultProps: { text: 'Shop now', href: '/', width: 6 },
    },
    Spacer: {
      inline: true,
      render: Spacer,
      fields: { height: { type: 'number', label: 'Height', min: 0, max: 400 }, width },
      defaultProps: { height: 48, width: 12 },
    },
    Image: {
      inline: true,
      render: Image,
      fields: {
        src: { type: 'text', label: 'Image' },
        alt: { type: 'text', label: 'Alt text' },
        ratio: { type: 'number', label: 'Ratio' },
        width,
      },
      defaultProps: { src: '', alt: '', ratio: 0.75, width: 12 },
    },
    Quote: {
      inline: true,
      render: Quote,
      fields: {
        quote: { type: 'textarea', label: 'Quote' },
        author: { type: 'text', label: 'Author' },
        width,
      },
      defaultProps: { quote: '', author: '', width: 12 },
    },
    Banner: {
      inline: true,
      render: Banner,
      fields: {
        title: { type: 'text', label: 'Title' },
        copy: { type: 'textarea', label: 'Text' },
        image: { type: 'text', label: 'Image' },
        actions: {
          type: 'array',
          label: 'Buttons',
          arrayFields: {
            text: { type: 'text', label: 'Text' },
            href: { type: 'text', label: 'Link' },
          },
        },
        width,
      },
      defaultProps: { title: 'Your new collection', copy: '', image: '', actions: [], width: 12 },
    },
    Row: { inline: true, render: Row, fields: { width }, defaultProps: { width: 12 } },
  },
};
