import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLaws } from './api/get-laws';
import { paths } from '../../config/paths';
import { chatLaws, lawLinks } from './law-library';

/** Spec §2: the laws the answers come from, each opening its PDF or the law reader. */
export function LawLinks() {
  const laws = useLaws();
  const { t } = useTranslation();
  // Until the list arrives (or if it never does) each law opens in the reader.
  const links = lawLinks(laws.data ?? [], t);
  return (
    <nav aria-label={t('chat.laws.navLabel')} className="d-none d-md-flex flex-wrap gap-2 mb-2">
      {links.map((link) => {
        if (link.kind === 'missing') return null;
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
              <span className="law-link-badge ms-1">{t('chat.laws.pdfBadge')}</span>
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

/**
 * On phones the row of buttons is hidden (spec §2); the laws are still named, each opening in the
 * reader. Laws the spec lists but the library does not hold are said to be missing, at every
 * width, so no citizen expects answers from them.
 */
export function LawNames() {
  const { t } = useTranslation();
  const held = chatLaws.filter((law) => law.slug !== null);
  const missing = chatLaws.filter((law) => law.slug === null);
  return (
    <>
      <p className="d-md-none small text-body-secondary mb-2">
        <span className="fw-semibold">{t('chat.laws.covered')}</span>{' '}
        {held.map((law, i) => (
          <span key={law.label}>
            {i > 0 && ', '}
            <Link to={paths.lawReader(law.slug ?? '')}>{law.label}</Link>
          </span>
        ))}
        .
      </p>
      {missing.length > 0 && (
        <p className="small text-body-secondary mb-3">
          <Trans
            i18nKey="chat.laws.missingNote"
            count={missing.length}
            values={{ laws: missing.map((law) => law.label).join(', ') }}
            components={{ strong: <span className="fw-semibold" /> }}
          />
        </p>
      )}
    </>
  );
}
