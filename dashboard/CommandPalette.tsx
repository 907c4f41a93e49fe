import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../src/ui';
import { searchNavigation, type NavItem } from './navigation';

export interface CommandPaletteProps {
  open: boolean;
  items: readonly NavItem[];
  onClose: () => void;
  onGo: (item: NavItem) => void;
}

/**
 * "Go to a screen" (Ctrl+K or Cmd+K): a dialog with a search box over the navigation's
 * rows. The box is a combobox owning a listbox; Up and Down move the active result, Enter
 * goes there, Escape closes (focus returns where it was), and the result count is
 * announced as the query changes.
 */
export function CommandPalette({ open, items, onClose, onGo }: CommandPaletteProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = searchNavigation(items, query);

  useEffect(() => {
    if (open) {
      setQuery('');
      setActive(0);
    }
  }, [open]);

  const optionId = (index: number) => `${listId}-option-${index}`;
  const current = results[Math.min(active, results.length - 1)];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Home' && results.length > 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && results.length > 0) {
      event.preventDefault();
      setActive(results.length - 1);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      onGo(current);
    }
  };

  return (
    <Dialog
      open={open}
      title="Go to a screen"
      onClose={onClose}
      initialFocus={inputRef}
      className="dash-palette"
    >
      <label htmlFor={`${listId}-input`} className="dash-palette__label">
        Search screens
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(results.indexOf(current)) : undefined}
        autoComplete="off"
        spellCheck={false}
        className="dash-palette__input"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {results.length === 1 ? '1 screen' : `${results.length} screens`}
      </p>
      <ul id={listId} role="listbox" aria-label="Screens" className="dash-palette__list">
        {results.map((item, index) => (
          <li
            key={item.href}
            id={optionId(index)}
            role="option"
            aria-selected={item === current}
            className="dash-palette__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onGo(item)}
            onMouseMove={() => setActive(index)}
          >
            <span>{item.label}</span>
            <span className="dash-palette__group">{item.group}</span>
          </li>
        ))}
      </ul>
      {results.length === 0 ? (
        <p className="dash-palette__empty">No screen matches “{query}”.</p>
      ) : null}
    </Dialog>
  );
}
