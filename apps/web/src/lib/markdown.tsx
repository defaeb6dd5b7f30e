import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';

/**
 * Spec §2: rendered markdown links only with the schemes http, https, irc, ircs, mailto, xmpp, or
 * relative forms; anything else (javascript:, data:, vbscript:...) becomes an empty string.
 * react-markdown's own transform allows exactly that list.
 */
export const safeUrl: (url: string) => string = defaultUrlTransform;

/** A path of this app ("/laws/constitution#s-35"), not another site's ("//example.com"). */
export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

// Markdown links carry only an address, a title and their words (plus the syntax tree node,
// which must not reach the DOM).
function MarkdownLink({ href, title, children }: ComponentProps<'a'>) {
  // A link whose address was refused keeps its words and loses the link.
  if (!href) return <span>{children}</span>;
  if (isAppPath(href)) {
    return (
      <Link to={href} title={title}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      title={title}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

const components: Components = { a: MarkdownLink };

interface MarkdownProps {
  children: string;
  className?: string;
}

/**
 * Markdown from the server (assistant answers, FAQ answers) as React elements: raw HTML is
 * dropped, images are not shown (no tracking pixels), links pass safeUrl, and links into the app
 * open with the router.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className}>
      <ReactMarkdown
        urlTransform={safeUrl}
        skipHtml
        disallowedElements={['img']}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
