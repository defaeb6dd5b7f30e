import { Link } from 'react-router';
import { useLaws } from './api/get-laws';
import { chatLaws, lawLinks } from './law-library';

/** Spec §2: the laws the answers come from, each opening its PDF or the law reader. */
export function LawLinks() {
  const laws = useLaws();
  // Until the list arrives (or if it never does) each law opens in the reader.
  const links = lawLinks(laws.data ?? []);
  return (
    <nav aria-label="Laws the answers come from" className="d-none d-md-flex flex-wrap gap-2 mb-3">
      {links.map((link) => {
        if (link.kind === 'missing') {
          // A disabled button takes no pointer events: the wrapper shows the title on hover.
          return (
            <span key={link.label} title={link.title} className="d-inline-block">
              <span
                className="btn btn-sm btn-outline-secondary disabled law-link"
                aria-disabled="true"
              >
                {link.label}
                <span className="visually-hidden"> ({link.title.toLowerCase()})</span>
              </span>
            </span>
          );
        }
        if (link.kind === 'pdf') {
          return (
            <a
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-sm btn-outline-primary law-link"
              title={link.title}
            >
              {link.label}
              <span className="law-link-badge ms-1">PDF</span>
            </a>
          );
        }
        return (
          <Link
            key={link.label}
            to={link.href}
            className="btn btn-sm btn-outline-primary law-link"
            title={link.title}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** On phones the row of links is hidden (spec §2); the laws are still named. */
export function LawNames() {
  return (
    <p className="d-md-none small text-body-secondary mb-3">
      <span className="fw-semibold">Laws covered:</span>{' '}
      {chatLaws.map((law) => law.label).join(', ')}.
    </p>
  );
}
