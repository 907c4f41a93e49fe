import { Link } from '@tanstack/react-router';
import { itemCount, useBasketItems } from '../app/basketStore';
import { useServices } from '../app/ServicesContext';
import { BagIcon, HomeIcon, SearchIcon } from './icons';

/** The bottom navigation bar on small screens: Home, Search, and Basket with its item count. */
export function BottomNav() {
  const { basket } = useServices();
  const count = itemCount(useBasketItems(basket));
  return (
    <nav className="sf-bottom-nav" aria-label="Shortcuts">
      <Link to="/" className="sf-bottom-nav-item" activeOptions={{ exact: true }}>
        <HomeIcon />
        <span>Home</span>
      </Link>
      <Link to="/search/" className="sf-bottom-nav-item">
        <SearchIcon />
        <span>Search</span>
      </Link>
      <Link
        to="/basket/"
        className="sf-bottom-nav-item sf-basket"
        aria-label={`Basket, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        <BagIcon />
        <span aria-hidden="true">Basket</span>
        {count > 0 ? (
          <span className="sf-badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Link>
    </nav>
  );
}
