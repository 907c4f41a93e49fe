/** Inline icons: no icon font, no extra request. Decorative (aria-hidden): buttons carry labels. */
const icon = (path: string) =>
  function Icon() {
    return (
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    );
  };

export const SearchIcon = icon('M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35');
export const HeartIcon = icon(
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
);
export const BagIcon = icon('M6 7h12l1 14H5L6 7zm3 0V6a3 3 0 0 1 6 0v1');
export const MenuIcon = icon('M3 6h18M3 12h18M3 18h18');
export const CloseIcon = icon('M18 6 6 18M6 6l12 12');
export const ChevronRightIcon = icon('m9 18 6-6-6-6');
export const ChevronLeftIcon = icon('m15 18-6-6 6-6');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
export const HomeIcon = icon('M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10');
