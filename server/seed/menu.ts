import type { MainMenuEntry } from '../../src/model';
import { DESIGNS, KIND_DETAILS, slug, type ProductKind } from './catalogue';

/**
 * The demo store's main menu: a Shop entry whose submenu is image tiles (one per kind of
 * product) plus a list of collections, a Designs list (its entry opens the All designs
 * collection), the blog and the about page.
 */
export function demoMainMenu(kindImages: Record<ProductKind, string>): MainMenuEntry[] {
  const kinds = Object.keys(KIND_DETAILS) as ProductKind[];
  return [
    {
      text: 'Shop',
      href: '/collection/new-in/',
      color: null,
      backgroundColor: null,
      submenu: [
        {
          mode: 'tiles',
          title: 'Shop by product',
          link: '/collection/new-in/',
          image: null,
          items: kinds.map((kind, index) => ({
            src: kindImages[kind],
            title: KIND_DETAILS[kind].plural,
            description: `From £${KIND_DETAILS[kind].price}`,
            link: `/collection/${KIND_DETAILS[kind].urlName}/`,
            overlay: null,
            borderRadius: index % 2 === 0 ? 'smooth' : 'rounded',
            ratio: 'square',
            textAlignment: 'center',
            color: null,
            shadow: 'light',
            button:
              index === 0
                ? {
                    text: 'Shop now',
                    textColor: '#ffffff',
                    backgroundColor: '#1f2328',
                    borderColor: null,
                    borderRadius: '4px',
                    width: 'full',
                  }
                : null,
          })),
        },
        {
          mode: 'list',
          title: 'Collections',
          link: null,
          image: null,
          items: [
            { text: 'New in', href: '/collection/new-in/' },
            { text: 'Best sellers', href: '/collection/best-sellers/' },
            { text: 'On sale', href: '/collection/sale/' },
          ],
        },
      ],
    },
    {
      text: 'Designs',
      href: '/collection/designs/',
      color: null,
      backgroundColor: null,
      submenu: [
        {
          mode: 'list',
          title: 'Designs',
          link: null,
          image: null,
          items: DESIGNS.map((design) => ({
            text: design.name,
            href: `/collection/${slug(design.name)}/`,
          })),
        },
      ],
    },
    { text: 'Blog', href: '/blog/', color: null, backgroundColor: null, submenu: [] },
    { text: 'About', href: '/about/', color: null, backgroundColor: null, submenu: [] },
  ];
}
