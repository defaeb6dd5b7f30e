import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppPath, Markdown, safeUrl } from './markdown';

describe('safeUrl: the link schemes of spec §2', () => {
  it.each([
    'http://example.ng/a',
    'https://nass.gov.ng/document.pdf',
    'HTTPS://EXAMPLE.NG',
    'irc://irc.example.ng/civic',
    'ircs://irc.example.ng/civic',
    'mailto:help@civicng.ng',
    'xmpp:help@civicng.ng',
    '/laws/constitution#s-35',
    'laws/constitution',
    '../read/constitution',
    '#s-35',
    '?q=bail',
    '/search?at=10:30',
    '//cdn.example.ng/file.pdf',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tel:+2348030000000',
  ])('removes %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });

  it('tells the app’s own paths from other sites’', () => {
    expect(isAppPath('/laws/constitution#s-35')).toBe(true);
    expect(isAppPath('//example.ng/laws')).toBe(false);
    expect(isAppPath('https://example.ng/laws')).toBe(false);
  });
});

function renderMarkdown(text: string) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown>{text}</Markdown> }]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders a citation as a link into the law reader', () => {
    const { getByRole } = renderMarkdown(
      'See [Constitution, s. 35](/laws/constitution#s-35) on **personal liberty**.',
    );
    const link = getByRole('link', { name: 'Constitution, s. 35' });
    expect(link.getAttribute('href')).toBe('/laws/constitution#s-35');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens other sites in a new tab without handing them this page', () => {
    const { getByRole } = renderMarkdown('[the gazette](https://example.ng/gazette.pdf)');
    const link = getByRole('link', { name: 'the gazette' });
    expect(link.getAttribute('href')).toBe('https://example.ng/gazette.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the words of a refused link but not the link', () => {
    const { container, queryByRole, getByText } = renderMarkdown(
      '[click me](javascript:alert(1)) and [this](data:text/html,hi) and [that](vbscript:x)',
    );
    expect(queryByRole('link')).toBeNull();
    expect(getByText('click me')).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/javascript|data:|vbscript/i);
  });

  it('keeps mailto links', () => {
    const { getByRole } = renderMarkdown('[write to us](mailto:help@civicng.ng)');
    expect(getByRole('link', { name: 'write to us' }).getAttribute('href')).toBe(
      'mailto:help@civicng.ng',
    );
  });

  it('shows no raw HTML and no images', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = renderMarkdown(
      'Hello <script>alert(1)</script><img src=x onerror=alert(1)> ![pixel](https://example.ng/p.png)',
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/);
    expect(errors).not.toHaveBeenCalled();
  });
});
