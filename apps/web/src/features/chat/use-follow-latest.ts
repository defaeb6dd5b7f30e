import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// The conversation's entries (a question and its answer each).
const latestEntry = '.chat-entry';
// How far above the end of the conversation a reader may be and still be following it.
const slackPx = 120;

const scrollsItself = (element: HTMLElement) => {
  const overflow = getComputedStyle(element).overflowY;
  return (
    (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight
  );
};

/**
 * Keeps the latest entry in view whenever `change` changes (an entry added, an answer growing),
 * unless the reader has scrolled up to read an earlier one. The conversation scrolls inside its
 * panel on wide screens and with the page on phones. follow() resumes following (on send).
 */
export function useFollowLatest(
  panel: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
  change: unknown,
): () => void {
  const following = useRef(true);

  useEffect(() => {
    const onScroll = () => {
      const panelElement = panel.current;
      const endElement = end.current;
      if (!panelElement || !endElement) return;
      const visibleBottom = scrollsItself(panelElement)
        ? panelElement.getBoundingClientRect().bottom
        : window.innerHeight;
      following.current = endElement.getBoundingClientRect().bottom <= visibleBottom + slackPx;
    };
    // Scroll events do not bubble: capture catches the panel's as well as the page's.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [panel, end]);

  useLayoutEffect(() => {
    const panelElement = panel.current;
    const endElement = end.current;
    if (!following.current || !panelElement || !endElement) return;
    const inPanel = scrollsItself(panelElement);
    // An answer taller than the view is read from its start: never scroll past its question.
    const latest = panelElement.querySelector<HTMLElement>(`${latestEntry}:last-child`);
    if (latest) {
      const margins =
        (parseFloat(getComputedStyle(latest).scrollMarginTop) || 0) +
        (parseFloat(getComputedStyle(endElement).scrollMarginBottom) || 0);
      const height = endElement.getBoundingClientRect().bottom - latest.getBoundingClientRect().top;
      const room = (inPanel ? panelElement.clientHeight : window.innerHeight) - margins;
      if (height > room) {
        latest.scrollIntoView?.({ block: 'start' });
        return;
      }
    }
    if (inPanel) panelElement.scrollTo({ top: panelElement.scrollHeight });
    // On a phone the page scrolls; the end's scroll margin keeps it above the sticky input row.
    else endElement.scrollIntoView?.({ block: 'end' });
  }, [panel, end, change]);

  return useCallback(() => {
    following.current = true;
  }, []);
}
