import type { FactCheckResponse } from '@civicng/contracts';
import Card from 'react-bootstrap/Card';
import { FactCheckResultCard } from './fact-check-result-card';
import { closestOnlyText, resultCountText } from './fact-check-text';

/** What a search found: the query, then the count and the cards or the empty card. */
export function FactCheckResults({ response }: { response: FactCheckResponse }) {
  const { query, results, closest_only: closestOnly } = response;
  return (
    <section aria-labelledby="fact-check-results-heading">
      <div className="mb-3">
        <p className="small text-body-secondary mb-1">You searched for</p>
        <p className="fact-check-query fw-semibold mb-2 text-break">“{query}”</p>
        {results.length > 0 && (
          <h2 id="fact-check-results-heading" className="h6 mb-0">
            {resultCountText(results.length)}
          </h2>
        )}
        {closestOnly && results.length > 0 && (
          <div className="fact-check-closest alert alert-warning small mt-3 mb-0" role="note">
            <strong className="d-block">{closestOnlyText}</strong>
            Their verdicts are about other claims: read each one before you rely on it.
          </div>
        )}
      </div>
      {results.length === 0 ? (
        <Card className="border-0 shadow-sm">
          <Card.Body className="p-4 text-center">
            <h2 id="fact-check-results-heading" className="h5 fw-bold">
              No Fact-Checks Found
            </h2>
            <p className="text-body-secondary mb-2">
              No published fact-check is about this claim yet. Try fewer or different words, such as
              the name of the person or the main figure in the claim.
            </p>
            <p className="text-body-secondary small mb-0">
              No check does not mean the claim is true: look for it from more than one trusted
              source before you share it.
            </p>
          </Card.Body>
        </Card>
      ) : (
        <ul className="list-unstyled d-grid gap-3 mb-0">
          {results.map((result, index) => (
            <li key={`${String(index)}-${result.source_url}`}>
              <FactCheckResultCard result={result} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
