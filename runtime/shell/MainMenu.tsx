import { useEffect, useId, useRef, useState } from 'react';
import type { MainMenuEntry } from '../../src/model';
import { MENU_CLOSE_DELAY_MS } from './headerRules';
import { ChevronDownIcon } from './icons';
import { SmartLink } from './SmartLink';
import { Submenu } from './Submenu';

/**
 * The desktop main menu: a submenu opens on hover and closes
 * 200 ms after the pointer leaves; it is also keyboard operable (Enter, Space or Arrow
 * Down opens, Escape closes and returns focus to its button).
 */
export function MainMenu({ entries }: { entries: readonly MainMenuEntry[] }) {
  return (
    <nav className="sf-menu" aria-label="Main menu">
      <ul className="sf-menu-list">
        {entries.map((entry, index) =>
          entry.submenu.length === 0 ? (
            <li key={index} className="sf-menu-item">
              <SmartLink href={entry.href} className="sf-menu-link" style={entryStyle(entry)}>
                {entry.text}
              </SmartLink>
            </li>
          ) : (
            <MenuEntryWithSubmenu key={index} entry={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}

const entryStyle = (entry: MainMenuEntry) => ({
  color: entry.color ?? undefined,
  background: entry.backgroundColor ?? undefined,
});

function MenuEntryWithSubmenu({ entry }: { entry: MainMenuEntry }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const close = (returnFocus: boolean) => {
    cancelClose();
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  return (
    <li
      className="sf-menu-item"
      data-open={open || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') scheduleClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="sf-menu-link"
        style={entryStyle(entry)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {entry.text}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="sf-submenu" hidden={!open}>
        <SmartLink href={entry.href} className="sf-submenu-all" onNavigate={() => close(false)}>
          Shop all {entry.text}
        </SmartLink>
        <Submenu segments={entry.submenu} onNavigate={() => close(false)} />
      </div>
    </li>
  );
}
