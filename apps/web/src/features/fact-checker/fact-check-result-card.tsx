import type { FactCheckResult } from '@civicng/contracts';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { claimText, dateLocale, isWebAddress, reviewDateText } from './fact-check-text';
import { publisherRating, verdictLabel, verdictVariant } from './rating';
import { RatingIcon } from './rating-icon';

export function FactCheckResultCard({ result }: { result: FactCheckResult }) {
  const { t, i18n } = useTranslation();
  const variant = verdictVariant(result.verdict);
  const claimant = result.claimant?.trim();
  const publisher = result.publisher?.trim();
  const rating = publisherRating(result.fact_check_rating, result.verdict, t);
  const reviewed = reviewDateText(
    result.review_date,
    dateLocale(i18n.resolvedLanguage ?? i18n.language),
  );
  return (
    <Card
      as="article"
      className={`fact-check-card border-0 border-start border-4 border-${variant} shadow-sm`}
    >
      <Card.Body className="p-3 p-sm-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <span
            className={`badge text-bg-${variant} fact-check-rating d-inline-flex align-items-center gap-1`}
          >
            <RatingIcon variant={variant} />
            <span>
              <span className="visually-hidden">{t('factcheck.card.verdict')} </span>
              {verdictLabel(result.verdict, t)}
            </span>
          </span>
          {/* Spec §2: the review date, or "Date not available". */}
          <span className={`small text-body-secondary ${reviewed ? '' : 'fst-italic'}`}>
            <span className="visually-hidden">{t('factcheck.card.reviewedOn')} </span>
            {reviewed ?? t('factcheck.card.dateUnavailable')}
          </span>
        </div>
        {rating && !result.fact_check_rating?.trim() && (
          <p className="fact-check-rating-text small mb-3">
            <span className="text-body-secondary">{t('factcheck.card.rating')} </span>
            {rating}
          </p>
        )}
        {rating && result.fact_check_rating?.trim() && (
          // The badge is our reading of the publisher's words: both are shown, and which is which.
          <div className="fact-check-rating-text small mb-3">
            <p className="mb-1">
              <span className="text-body-secondary">{t('factcheck.card.publisherWords')} </span>
              {`“${rating}”`}
            </p>
            <p className="mb-0 text-body-secondary fst-italic">
              {t('factcheck.card.verdictIsOurReading')}
            </p>
          </div>
        )}
        <blockquote className="fact-check-claim mb-3">
          <p className={`mb-0 ${result.claim?.trim() ? '' : 'fst-italic text-body-secondary'}`}>
            {claimText(result.claim, t)}
          </p>
        </blockquote>
        <dl className="small mb-3">
          {claimant && (
            <div className="d-flex flex-wrap gap-1 mb-1">
              <dt className="fw-semibold text-body-secondary">{t('factcheck.card.claimant')}</dt>
              <dd className="mb-0 text-break">{claimant}</dd>
            </div>
          )}
          {publisher && (
            <div className="d-flex flex-wrap gap-1">
              <dt className="fw-semibold text-body-secondary">{t('factcheck.card.checkedBy')}</dt>
              <dd className="mb-0 text-break">{publisher}</dd>
            </div>
          )}
          {result.also_checked_by.length > 0 && (
            <div className="d-flex flex-wrap gap-1 mt-1">
              <dt className="fw-semibold text-body-secondary">
                {t('factcheck.card.alsoCheckedBy')}
              </dt>
              <dd className="mb-0 text-break">
                {result.also_checked_by.map((other, i) => (
                  <span key={other.source_url}>
                    {i > 0 && ', '}
                    {isWebAddress(other.source_url) ? (
                      <a href={other.source_url} target="_blank" rel="noopener noreferrer">
                        {other.publisher?.trim() || new URL(other.source_url).hostname}
                        <span className="visually-hidden"> {t('factcheck.card.newTab')}</span>
                      </a>
                    ) : (
                      other.publisher
                    )}
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
        {isWebAddress(result.source_url) && (
          <a
            href={result.source_url}
            target="_blank"
            rel="noopener noreferrer"
            className="fw-semibold"
          >
            {t('factcheck.card.readArticle')}
            <span aria-hidden="true"> ↗</span>
            <span className="visually-hidden"> {t('factcheck.card.newTab')}</span>
          </a>
        )}
      </Card.Body>
    </Card>
  );
}
