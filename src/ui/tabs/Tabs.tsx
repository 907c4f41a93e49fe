import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingTarget } from '../toolbar/roving';

/** The ids that tie each tab to its panel. */
export interface TabIds {
  tab(key: string): string;
  panel(key: string): string;
}

/** Ids for one set of tabs, unique on the page. */
export function useTabIds(): TabIds {
  const id = useId();
  return { tab: (key) => `${id}-${key}-tab`, panel: (key) => `${id}-${key}-panel` };
}

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

export interface TabListProps<Key extends string> {
  /** What the tabs choose between, for assistive technology ("Link type"). */
  label: string;
  tabs: readonly TabItem<Key>[];
  active: Key;
  onSelect: (key: Key) => void;
  ids: TabIds;
  className?: string;
}

/**
 * Tabs by the WAI-ARIA tabs pattern: one tab stop (the selected tab), arrow keys move
 * between tabs and select them as they go (automatic activation), Home and End go to
 * the first and last, and each tab names the panel it controls.
 */
export function TabList<Key extends string>({
  label,
  tabs,
  active,
  onSelect,
  ids,
  className = 'ui-tabs',
}: TabListProps<Key>) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = rovingTarget(event.key, index, tabs.length);
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            if (element) buttons.current.set(tab.key, element);
            else buttons.current.delete(tab.key);
          }}
          id={ids.tab(tab.key)}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls={ids.panel(tab.key)}
          tabIndex={tab.key === active ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The selected tab's panel, labelled by its tab. */
export function TabPanel({
  ids,
  tab,
  className,
  children,
}: {
  ids: TabIds;
  tab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={ids.panel(tab)} aria-labelledby={ids.tab(tab)} className={className}>
      {children}
    </div>
  );
}
