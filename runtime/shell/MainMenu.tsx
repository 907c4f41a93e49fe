import { useEffect, useId, useRef, useState } from 'react';
import type { MainMenuEntry } from '../../src/model';
import { MENU_CLOSE_DELAY_MS } from './headerRules';
import { menuAfterClick, shopAllLink, type MenuOpenedBy } from './menuRules';
import { ChevronDownIcon } from './icons';
import { SmartLink } from './SmartLink';
import { Submenu } from './Submenu';

/**
 * The desktop main menu: a submenu opens on hover and closes
 * 200 ms after the pointer leaves; clicking an entry opened by hovering keeps it open. It
 * is also keyboard operable (Enter, Space or Arrow Down opens, Escape closes and returns
 * focus to its button).
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
  const [openedBy, setOpenedBy] = useState<MenuOpenedBy>(null);
  const open = openedBy !== null;
  const allLink = shopAllLink(entry);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenedBy(null), MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const close = (returnFocus: boolean) => {
    cancelClose();
    setOpenedBy(null);
    if (returnFocus) button.current?.focus();
  };

  return (
    <li
      className="sf-menu-item"
      data-open={open || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        setOpenedBy((current) => current ?? 'hover');
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
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
      }}
    >
      <button
        ref={button}
        type="button"
        className="sf-menu-link"
        style={entryStyle(entry)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedBy(menuAfterClick)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpenedBy('click');
          }
        }}
      >
        {entry.text}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="sf-submenu" hidden={!open}>
        {allLink ? (
          <SmartLink href={allLink.href} className="sf-submenu-all" onNavigate={() => close(false)}>
            {allLink.text}
          </SmartLink>
        ) : null}
        <Submenu segments={entry.submenu} onNavigate={() => close(false)} />
      </div>
    </li>
  );
}
