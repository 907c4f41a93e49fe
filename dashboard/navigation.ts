import { rankByQuery } from '../src/format/search';

/**
 * Every dashboard screen the navigation and the command palette (Ctrl+K) offer, in the
 * order the sidebar shows them. One row per screen: a new screen adds its row here and
 * both pick it up. `keywords` are extra words the palette's search matches.
 */
export const NAV_GROUPS = ['Store', 'Catalogue', 'Content', 'Marketing', 'Settings'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavItem {
  group: NavGroup;
  label: string;
  /** Where it goes (with the trailing slash the router writes). */
  href: string;
  keywords?: readonly string[];
  /** Shown in the sidebar; the palette offers every row. */
  sidebar?: boolean;
}

export const NAVIGATION: readonly NavItem[] = [
  { group: 'Store', label: 'Home', href: '/dashboard/', keywords: ['setup', 'orders', 'status'] },
  { group: 'Catalogue', label: 'Products', href: '/dashboard/products/' },
  {
    group: 'Catalogue',
    label: 'New product',
    href: '/dashboard/products/new/',
    keywords: ['add', 'create'],
    sidebar: false,
  },
  {
    group: 'Catalogue',
    label: 'Collections',
    href: '/dashboard/collections/',
    keywords: ['categories', 'order', 'banner'],
  },
  {
    group: 'Catalogue',
    label: 'Images',
    href: '/dashboard/images/',
    keywords: ['upload', 'library', 'pictures', 'photos'],
  },
  {
    group: 'Content',
    label: 'Pages',
    href: '/dashboard/pages/',
    keywords: ['homepage', 'builder'],
  },
  {
    group: 'Content',
    label: 'Menu',
    href: '/dashboard/menu/',
    keywords: ['main menu', 'navigation', 'header'],
  },
  {
    group: 'Content',
    label: 'Theme',
    href: '/dashboard/themes/',
    keywords: ['colours', 'fonts', 'design'],
  },
  {
    group: 'Marketing',
    label: 'Analytics',
    href: '/dashboard/analytics/',
    keywords: ['visits', 'page views', 'funnel', 'reports', 'statistics'],
  },
  {
    group: 'Marketing',
    label: 'Split tests',
    href: '/dashboard/split-tests/',
    keywords: ['a/b test', 'experiment', 'variation'],
  },
  {
    group: 'Marketing',
    label: 'Affiliates',
    href: '/dashboard/affiliates/',
    keywords: ['referral', 'commission', 'payout', 'partner'],
  },
  {
    group: 'Marketing',
    label: 'Subscribers',
    href: '/dashboard/subscribers/',
    keywords: ['mailing list'],
  },
  {
    group: 'Marketing',
    label: 'Notifications',
    href: '/marketing-tools/notifications/builder/',
    keywords: ['push', 'message'],
  },
  { group: 'Marketing', label: 'Outbox', href: '/dashboard/outbox/', keywords: ['mail', 'email'] },
  {
    group: 'Store',
    label: 'Live chat',
    href: '/dashboard/chat/',
    keywords: ['messages', 'inbox', 'support'],
  },
  {
    group: 'Marketing',
    label: 'Plugins',
    href: '/plugins/',
    keywords: ['currency', 'analytics', 'facebook', 'pinterest', 'pixel', 'google ads'],
  },
  {
    group: 'Settings',
    label: 'Store details',
    href: '/dashboard/settings/general/',
    keywords: ['name', 'logo', 'favicon', 'social image'],
  },
  {
    group: 'Settings',
    label: 'Domain',
    href: '/dashboard/settings/domain/',
    keywords: ['custom domain', 'dns'],
  },
  {
    group: 'Settings',
    label: 'Password and coming soon',
    href: '/dashboard/settings/access/',
    keywords: ['password', 'countdown', 'launch'],
  },
  {
    group: 'Settings',
    label: 'Banners',
    href: '/dashboard/settings/banners/',
    keywords: ['sitewide banner', 'christmas', 'cut-off dates'],
  },
  {
    group: 'Settings',
    label: 'Search redirects',
    href: '/dashboard/settings/search/',
    keywords: ['search'],
  },
  {
    group: 'Settings',
    label: 'Payments',
    href: '/dashboard/settings/payments/',
    keywords: ['payment processor', 'direct', 'provider'],
  },
  {
    group: 'Settings',
    label: 'Custom code',
    href: '/dashboard/settings/code/',
    keywords: ['script', 'html', 'snippet', 'tracking'],
  },
  {
    group: 'Settings',
    label: 'Instagram',
    href: '/dashboard/settings/instagram/',
    keywords: ['feed', 'social', 'access token'],
  },
  {
    group: 'Settings',
    label: 'Account',
    href: '/dashboard/account/',
    keywords: ['password', 'two-factor'],
  },
  { group: 'Settings', label: 'QA', href: '/dashboard/qa/', keywords: ['fixtures', 'checks'] },
];

/** The rows of one group, in order. */
export function navGroupItems(items: readonly NavItem[], group: NavGroup): NavItem[] {
  return items.filter((item) => item.group === group && item.sidebar !== false);
}

/** The palette's results: best match first; an empty query lists every screen. */
export function searchNavigation(items: readonly NavItem[], query: string): NavItem[] {
  return rankByQuery(items, query, (item) => [item.label, item.group, ...(item.keywords ?? [])]);
}

/** Is `pathname` this row's screen (or a screen under it)? Home matches only itself. */
export function isCurrentNavItem(item: NavItem, pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (item.href === '/dashboard/') return path === '/dashboard/';
  return path === item.href || path.startsWith(item.href);
}
