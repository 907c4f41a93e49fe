import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * The menu search bar under the header row: search the store from any page. Focus moves
 * into the field when it opens; Escape closes it (focus goes back to the toggle); a
 * search goes to /search/?q=... and closes it.
 */
export default function HeaderSearch(props: {
  id: string;
  onClose: () => void;
  onSearched: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  useEffect(() => input.current?.focus(), []);

  return (
    <div className="sf-search-bar" id={props.id}>
      <form
        role="search"
        aria-label="Store search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = input.current?.value.trim() ?? '';
          if (!q) return;
          props.onSearched();
          void router.navigate({ href: `/search/?q=${encodeURIComponent(q)}` });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            props.onClose();
          }
        }}
      >
        <input
          ref={input}
          type="search"
          name="q"
          aria-label="Search for products"
          placeholder="Search for products"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="sf-button">
          Search
        </button>
      </form>
    </div>
  );
}
