import { useTranslation } from 'react-i18next';

export interface ResultsBarItem {
  key: string | number;
  label: string;
  voters: number;
  /** A 40x40 thumbnail beside the label. */
  imageSrc?: string | null;
}

interface ResultsBarsProps {
  items: readonly ResultsBarItem[];
  /** Ballots cast: shares are of ballots, so a multiple-choice poll can add up past 100%. */
  total: number;
  /** Notes that a ballot may hold several choices. */
  multiple?: boolean;
  className?: string;
}

export function sharePercent(voters: number, total: number): number {
  return total > 0 ? (100 * voters) / total : 0;
}

/** Counts are written as the code gives them in every language (docs/translations/terms.md). */
const formatCount = (n: number) => n.toLocaleString('en-GB');

/**
 * Results as plain CSS bars: each row says its count and share in words, so the bars themselves
 * are decoration for screen readers, and no chart library reaches the phone.
 */
export function ResultsBars({ items, total, multiple = false, className = '' }: ResultsBarsProps) {
  const { t } = useTranslation();
  const top = Math.max(0, ...items.map((item) => item.voters));
  return (
    <figure className={`results-bars mb-0 ${className}`}>
      <ul className="list-unstyled mb-0">
        {items.map((item) => {
          const share = sharePercent(item.voters, total);
          const leading = top > 0 && item.voters === top;
          return (
            <li key={item.key} className="mb-3">
              <div className="d-flex align-items-center gap-2 mb-1">
                {item.imageSrc && (
                  <img
                    src={item.imageSrc}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="rounded object-fit-cover flex-shrink-0 border"
                  />
                )}
                <span className={`flex-grow-1 text-break ${leading ? 'fw-semibold' : ''}`}>
                  {item.label}
                </span>
                <span className="text-nowrap small">
                  <span className="fw-semibold">{Math.round(share)}%</span>
                  <span className="text-body-secondary">
                    {' · '}
                    {t('polls.results.votes', {
                      count: item.voters,
                      number: formatCount(item.voters),
                    })}
                  </span>
                </span>
              </div>
              <div className="progress" style={{ height: '0.625rem' }} aria-hidden="true">
                <div
                  className={`progress-bar ${leading ? 'bg-primary' : 'bg-success bg-opacity-50'}`}
                  style={{ width: `${share}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <figcaption className="small text-body-secondary">
        {multiple && total > 0
          ? t('polls.results.ballotsCastMultiple', { count: total, number: formatCount(total) })
          : t('polls.results.ballotsCast', { count: total, number: formatCount(total) })}
      </figcaption>
    </figure>
  );
}
