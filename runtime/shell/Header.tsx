import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../app/ServicesContext';
import { useHydrated } from '../../src/ui/useHydrated';
import { itemCount, useBasketItems, useItems } from '../app/basketStore';
import { LOGO_MAX_WIDTH, showsCurrencySelector, showsFavourites } from './headerRules';
import { BagIcon, HeartIcon, MenuIcon, SearchIcon } from './icons';
import { MainMenu } from './MainMenu';
import { CurrencySelector } from './CurrencySelector';
import { useTooltip } from './useTooltip';

/** The menu search bar's code arrives the first time a shopper opens it. */
const HeaderSearch = lazy(() => import('./HeaderSearch'));
/** Notifications (issue 22): loaded only for a signed-in user, after hydration. */
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));

/**
 * The fixed header: logo, main menu (large screens), the search toggle, favourites heart
 * (only with favourites), basket with its item count, and the currency selector on large
 * screens. Its height follows `headerHeight` through CSS: 5rem, 3.5rem on small screens,
 * 6.5rem with the search bar open, 4rem once the page has scrolled.
 */
export function Header(props: {
  onOpenMenu: () => void;
  searchOpen: boolean;
  onSearchOpenChange: (open: boolean) => void;
}) {
  const { coreData, basket, favourites: favouritesStore, session } = useServices();
  const hydrated = useHydrated();
  const { subdomain } = coreData.state;
  const scrolled = useScrolled();
  const count = itemCount(useBasketItems(basket));
  const favourites = useItems(favouritesStore).length;
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchHint = useTooltip('Search');
  const basketHint = useTooltip('Basket');
  const searchId = useId();
  const { searchOpen, onSearchOpenChange } = props;

  return (
    <header
      className="sf-header"
      data-scrolled={scrolled || undefined}
      data-search-bar={searchOpen || undefined}
    >
      <div className="sf-header-inner">
        <button
          type="button"
          className="sf-icon-button sf-menu-toggle"
          aria-label="Open menu"
          onClick={props.onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="sf-logo" aria-label={`${subdomain.division.name} home`}>
          {subdomain.division.logo ? (
            <img
              src={subdomain.division.logo}
              alt={subdomain.division.name}
              style={{ maxWidth: LOGO_MAX_WIDTH }}
              height={40}
            />
          ) : (
            <span className="sf-logo-text">{subdomain.division.name}</span>
          )}
        </Link>
        <div className="sf-header-menu">
          <MainMenu entries={subdomain.mainMenu} />
        </div>
        <div className="sf-header-actions">
          {showsCurrencySelector(coreData.state) ? <CurrencySelector /> : null}
          <button
            ref={searchToggle}
            type="button"
            className="sf-icon-button"
            aria-label="Search the store"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchId : undefined}
            onClick={() => onSearchOpenChange(!searchOpen)}
            {...searchHint.anchorProps}
          >
            <SearchIcon />
            {searchOpen ? null : searchHint.tooltip}
          </button>
          {showsFavourites(coreData.state.favouritesEnabled, favourites) ? (
            <Link
              className="sf-icon-button"
              to="/favourites/"
              aria-label={`Favourites (${favourites})`}
            >
              <HeartIcon />
            </Link>
          ) : null}
          {hydrated && session ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <Link
            className="sf-icon-button sf-basket"
            to="/basket/"
            aria-label={`Basket, ${count} ${count === 1 ? 'item' : 'items'}`}
            {...basketHint.anchorProps}
          >
            <BagIcon />
            {basketHint.tooltip}
            {count > 0 ? (
              <span className="sf-badge" aria-hidden="true">
                {count}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
      {searchOpen ? (
        <Suspense fallback={<div className="sf-search-bar" />}>
          <HeaderSearch
            id={searchId}
            onClose={() => {
              onSearchOpenChange(false);
              searchToggle.current?.focus();
            }}
            onSearched={() => onSearchOpenChange(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
