import type { FactCheckResponse, FactCheckResult } from '@civicng/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { FactCheckResultCard } from './fact-check-result-card';
import { closestOnlyText, resultCountText } from './fact-check-text';

/** What a search found: the query, then the count and the cards or the empty card. */
export function FactCheckResults({ response }: { response: FactCheckResponse }) {
  const { t } = useTranslation();
  const { query, results, closest_only: closestOnly, closest_checks: closest } = response;
  return (
    <section aria-labelledby="fact-check-results-heading">
      <div className="mb-3">
        <p className="small text-body-secondary mb-1">{t('factcheck.results.searchedFor')}</p>
        <p className="fact-check-query fw-semibold mb-2 text-break">
          {t('factcheck.results.query', { query })}
        </p>
        {results.length > 0 && (
          <h2 id="fact-check-results-heading" className="h6 mb-0">
            {resultCountText(results.length, t)}
          </h2>
        )}
        {closestOnly && results.length > 0 && <ClosestWarning className="mt-3 mb-0" />}
      </div>
      {results.length === 0 ? (
        <>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-4 text-center">
              <h2 id="fact-check-results-heading" className="h5 fw-bold">
                {t('factcheck.results.noneTitle')}
              </h2>
              <p className="text-body-secondary mb-2">{t('factcheck.results.noneText')}</p>
              <p className="text-body-secondary small mb-0">{t('factcheck.results.noneNote')}</p>
            </Card.Body>
          </Card>
          {closest.length > 0 && <ClosestChecks key={query} checks={closest} />}
        </>
      ) : (
        <ResultList results={results} />
      )}
    </section>
  );
}

function ResultList({ results }: { results: FactCheckResult[] }) {
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {results.map((result, index) => (
        <li key={`${String(index)}-${result.source_url}`}>
          <FactCheckResultCard result={result} />
        </li>
      ))}
    </ul>
  );
}

function ClosestWarning({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`fact-check-closest alert alert-warning small ${className}`} role="note">
      <strong className="d-block">{t(closestOnlyText)}</strong>
      {t('factcheck.results.closestOnlyNote')}
    </div>
  );
}

/**
 * The checks that come nearest when none matches, shown only when asked for and under the
 * warning: a rumour told in quite other words may be among them, an unrelated verdict too.
 */
function ClosestChecks({ checks }: { checks: FactCheckResult[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mt-3">
      <Button
        variant="outline-primary"
        className="w-100"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'factcheck.results.hideClosest' : 'factcheck.results.showClosest', {
          count: checks.length,
        })}
      </Button>
      <div id={listId}>
        {open && (
          <>
            <ClosestWarning className="my-3" />
            <ResultList results={checks} />
          </>
        )}
      </div>
    </div>
  );
}
