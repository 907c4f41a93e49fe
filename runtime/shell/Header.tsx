import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useServices } from '../app/ServicesContext';
import { itemCount, useBasketItems } from '../app/basketStore';
import { showsCurrencySelector, showsFavourites } from './headerRules';
import { BagIcon, HeartIcon, MenuIcon, SearchIcon } from './icons';
import { MainMenu } from './MainMenu';
import { CurrencySelector } from './CurrencySelector';

/** The logo is at most 220px wide. */
export const LOGO_MAX_WIDTH = 220;

/**
 * The fixed header: logo, main menu (large screens), search,
 * favourites heart (only with favourites), basket with its item count, and the currency
 * selector on large screens. Its height follows `headerHeight` through CSS: 5rem, 3.5rem
 * on small screens, 4rem once the page has scrolled.
 */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { coreData, basket } = useServices();
  const { subdomain } = coreData.state;
  const scrolled = useScrolled();
  const count = itemCount(useBasketItems(basket));
  const favourites = subdomain.favourites.items.length;

  return (
    <header className="sf-header" data-scrolled={scrolled || undefined}>
      <div className="sf-header-inner">
        <button
          type="button"
          className="sf-icon-button sf-menu-toggle"
          aria-label="Open menu"
          onClick={onOpenMenu}
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
          <Link className="sf-icon-button" to="/search/" aria-label="Search">
            <SearchIcon />
          </Link>
          {showsFavourites(true, favourites) ? (
            <a
              className="sf-icon-button"
              href="/favourites/"
              aria-label={`Favourites (${favourites})`}
            >
              <HeartIcon />
            </a>
          ) : null}
          <Link
            className="sf-icon-button sf-basket"
            to="/basket/"
            aria-label={`Basket, ${count} ${count === 1 ? 'item' : 'items'}`}
          >
            <BagIcon />
            {count > 0 ? (
              <span className="sf-badge" aria-hidden="true">
                {count}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
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
