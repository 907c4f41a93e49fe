/**
 * Keyboard-only driving for the editor tests: move focus with Tab as a keyboard user
 * does (never by clicking or element.focus()), describe what has focus, and read what
 * the page announces in its live regions.
 */
import type { Page } from 'playwright-core';

export interface FocusTarget {
  /** A CSS selector the focused element must match. */
  selector: string;
  /** Its text too, when the selector alone is not enough (`Layers` of the tabs). */
  text?: string;
  /** What to call it when it cannot be reached, for the report. */
  name: string;
}

/** A short description of the focused element: tag, role, accessible name or text. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing';
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches, at most
 * `limit` times; throws naming the target and the path taken when it is not reachable.
 */
export async function tabTo(
  page: Page,
  target: FocusTarget,
  { limit = 120, backwards = false } = {},
): Promise<void> {
  const path: string[] = [];
  for (let presses = 0; presses <= limit; presses += 1) {
    const focused = await page.evaluate(
      ({ selector, text }) => {
        const element = document.activeElement;
        return (
          element !== null &&
          element.matches(selector) &&
          (text === undefined || element.textContent?.trim() === text)
        );
      },
      { selector: target.selector, text: target.text },
    );
    if (focused) return;
    if (presses === limit) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push(await describeFocus(page));
  }
  throw new Error(
    `${target.name} is not reachable with ${backwards ? 'Shift+Tab' : 'Tab'} in ${limit} presses. Focus went: ${path.slice(-15).join(' -> ')}`,
  );
}

/**
 * Starts recording every text the page's live regions ([aria-live]) announce, in order.
 * A region may change twice before the observer runs (picked up, then over), so the text
 * each change replaced is recorded too.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = heard;
    const hear = (text: string | null | undefined) => {
      const trimmed = text?.trim();
      if (trimmed && heard.at(-1) !== trimmed) heard.push(trimmed);
    };
    const liveRegion = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest(
        '[aria-live]:not([aria-live="off"])',
      );
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const region = liveRegion(mutation.target);
        if (!region) continue;
        if (mutation.type === 'characterData') hear(mutation.oldValue);
        for (const removed of mutation.removedNodes) hear(removed.textContent);
        hear(region.textContent);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
    });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __announcements: string[] }).__announcements]);
}
