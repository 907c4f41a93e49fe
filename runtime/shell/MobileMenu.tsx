import { useEffect, useRef, useState } from 'react';
import type { MainMenuEntry } from '../../src/model';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { shopAllLink } from './menuRules';
import { SmartLink } from './SmartLink';
import { Submenu } from './Submenu';

/**
 * The main menu on small screens: it slides in by levels. The first
 * level lists the entries; an entry with a submenu opens the next level, which has a Back
 * button. Focus moves to the new level's heading so screen readers follow the slide.
 */
export function MobileMenu({
  entries,
  onNavigate,
}: {
  entries: readonly MainMenuEntry[];
  onNavigate: () => void;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = openIndex === null ? undefined : entries[openIndex];
  const allLink = opened ? shopAllLink(opened) : null;

  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  return (
    <nav className="sf-mobile-menu" aria-label="Main menu" data-level={opened ? 1 : 0}>
      <div className="sf-level sf-level-0" hidden={Boolean(opened)}>
        <ul className="sf-links">
          {entries.map((entry, index) => (
            <li key={index}>
              {entry.submenu.length === 0 ? (
                <SmartLink href={entry.href} onNavigate={onNavigate} className="sf-level-link">
                  {entry.text}
                </SmartLink>
              ) : (
                <button type="button" className="sf-level-link" onClick={() => setOpenIndex(index)}>
                  {entry.text}
                  <ChevronRightIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
      {opened ? (
        <div className="sf-level sf-level-1">
          <button type="button" className="sf-level-back" onClick={() => setOpenIndex(null)}>
            <ChevronLeftIcon />
            Back
          </button>
          <h2 className="sf-level-title" tabIndex={-1} ref={heading}>
            {opened.text}
          </h2>
          {allLink ? (
            <SmartLink href={allLink.href} className="sf-level-link" onNavigate={onNavigate}>
              {allLink.text}
            </SmartLink>
          ) : null}
          <Submenu segments={opened.submenu} onNavigate={onNavigate} />
        </div>
      ) : null}
    </nav>
  );
}
