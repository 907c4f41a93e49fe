// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList, TabPanel, useTabIds } from './Tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TABS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two' },
  { key: 'three', label: 'Three' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Example() {
  const ids = useTabIds();
  const [active, setActive] = useState<Key>('one');
  return (
    <>
      <TabList label="Numbers" tabs={TABS} active={active} onSelect={setActive} ids={ids} />
      <TabPanel ids={ids} tab={active}>
        Panel {active}
      </TabPanel>
    </>
  );
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

function render() {
  container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(<Example />));
}

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const press = (key: string) =>
  act(() => {
    (document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true }),
    );
  });

describe('TabList', () => {
  it('is one tab stop, its selected tab naming the panel it controls', () => {
    render();
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Numbers');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = container.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
    expect(tabs()[0]!.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and selects with the arrows (wrapping), Home and End', () => {
    render();
    act(() => tabs()[0]!.focus());
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(container.textContent).toContain('Panel two');
    press('End');
    expect(document.activeElement).toBe(tabs()[2]);
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[0]);
    press('ArrowLeft');
    expect(document.activeElement).toBe(tabs()[2]);
    press('Home');
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
  });
});
