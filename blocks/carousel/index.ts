import { BREAKPOINTS } from '../../src/model';
import { defineBlock, type FieldDescriptor } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Carousel from './view';
import { carouselProperties } from './properties';

const inViewField = (name: string, label: string): FieldDescriptor => ({
  kind: 'number',
  name,
  label,
  group: 'Layout',
  min: 1,
  max: 6,
  step: 0.25,
});

export default defineBlock({
  name: 'carousel',
  title: 'Carousel',
  description: 'A row of blocks shoppers scroll sideways, snapping to each one.',
  category: 'layout',
  properties: carouselProperties,
  fields: [
    {
      kind: 'text',
      name: 'label',
      label: 'Name',
      help: 'Read out by screen readers.',
      group: 'Content',
      maxLength: 80,
    },
    inViewField('itemsXs', 'Items in view on phones'),
    inViewField('itemsMd', 'Items in view on tablets'),
    inViewField('itemsLg', 'Items in view on desktops'),
    { kind: 'toggle', name: 'arrows', label: 'Arrows', group: 'Layout' },
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: Carousel,
  styles: `
.block-carousel { --carousel-items: var(--carousel-items-xs, 1.25); --carousel-gap: 0.5em; }
@media (min-width: ${BREAKPOINTS.sm}px) { .block-carousel { --carousel-gap: 1em; } }
@media (min-width: ${BREAKPOINTS.md}px) { .block-carousel { --carousel-items: var(--carousel-items-md, 2.5); } }
@media (min-width: ${BREAKPOINTS.lg}px) { .block-carousel { --carousel-items: var(--carousel-items-lg, 4); } }
.block-carousel__track {
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - (var(--carousel-items) - 1) * var(--carousel-gap)) / var(--carousel-items));
  gap: var(--carousel-gap);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
}
.block-carousel__track > * { grid-column: auto !important; scroll-snap-align: start; min-width: 0; }
.block-carousel__track:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
.block-carousel__arrows { display: flex; justify-content: flex-end; gap: 0.5em; margin-top: 0.5em; }
.block-carousel__arrow {
  width: 2.25em;
  height: 2.25em;
  border: 1px solid ${themeVar('border.color')};
  border-radius: 50%;
  background: ${themeVar('box.background')};
  color: ${themeVar('text.color')};
  font-size: 1.125em;
  line-height: 1;
  cursor: pointer;
}
.block-carousel__arrow:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
`,
  interactive: true,
});
