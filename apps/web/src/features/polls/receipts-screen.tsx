import { useState } from 'react';
import type { PollReceipts } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { ResultsBars } from '../../components/results-bars';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { usePollReceipts } from './api/get-poll-receipts';
import { ReceiptCheckForm, whyNoChoicesKey } from './receipt-check-form';
import { filterReceipts } from './receipt-search';

/** Codes drawn at a time: a national vote can have many thousands of ballots. */
const pageSize = 50;

function ReceiptList({ receipts }: { receipts: PollReceipts }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(pageSize);
  const { matches, exact } = filterReceipts(receipts.ballots, query);
  const searching = query.trim() !== '';

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h6 fw-bold mb-3">{t('polls.receipts.ballots')}</h2>
        <Form.Group controlId="receipt-search" className="mb-3">
          <Form.Label>{t('polls.receipts.findLabel')}</Form.Label>
          <Form.Control
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setShown(pageSize);
            }}
            placeholder={t('polls.receipts.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="receipt-search-result"
          />
        </Form.Group>
        <div id="receipt-search-result" aria-live="polite">
          {searching && exact && (
            <Alert variant="success">
              <p className="mb-2">
                <Trans
                  i18nKey="polls.receipts.counted"
                  values={{ code: exact.receipt_code }}
                  components={{ strong: <strong className="font-monospace text-nowrap" /> }}
                />
              </p>
              <p className="small mb-0">{t(whyNoChoicesKey)}</p>
            </Alert>
          )}
          {searching && !exact && matches.length === 0 && (
            <Alert variant="warning">{t('polls.receipts.noMatch')}</Alert>
          )}
          {searching && !exact && matches.length > 0 && (
            <p className="small text-body-secondary">
              {t('polls.receipts.matches', { count: matches.length })}
            </p>
          )}
        </div>
        {receipts.ballots.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('polls.receipts.noBallots')}</p>
        ) : (
          matches.length > 0 && (
            <>
              <ul
                className="d-grid gap-2 list-unstyled mb-3"
                style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' }}
                aria-label={t('polls.receipts.listLabel')}
              >
                {matches.slice(0, shown).map((ballot) => (
                  <li
                    key={ballot.receipt_code}
                    className={`font-monospace text-nowrap rounded px-2 py-1 ${
                      ballot === exact ? 'bg-success-subtle fw-bold' : 'bg-body-tertiary'
                    }`}
                  >
                    {ballot.receipt_code}
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
                {t('polls.receipts.showing', {
                  shown: Math.min(shown, matches.length),
                  total: matches.length,
                })}
                {shown < matches.length && (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    onClick={() => setShown((n) => n + pageSize)}
                  >
                    {t('polls.receipts.showMore')}
                  </Button>
                )}
              </div>
            </>
          )
        )}
      </Card.Body>
    </Card>
  );
}

export function ReceiptsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const pollId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const receipts = usePollReceipts(pollId);

  let body;
  if (pollId === null) body = <Alert variant="warning">{t('polls.receipts.notFound')}</Alert>;
  else if (receipts.isPending) body = <PageLoading label={t('polls.receipts.loading')} />;
  else if (receipts.isError) {
    const error = receipts.error;
    const refused = error instanceof ApiError && error.status < 500;
    body = refused ? (
      <Alert variant="info">{serverMessageOf(error) ?? error.message}</Alert>
    ) : (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{t('polls.receipts.loadError')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void receipts.refetch()}>
          {t('polls.tryAgain')}
        </Button>
      </Alert>
    );
  } else {
    const { poll, published, total_ballots: totalBallots, totals } = receipts.data;
    const choicesCounted = totals.reduce((sum, t) => sum + t.voters, 0);
    body = (
      <>
        <Card className="border-0 shadow-sm mb-3">
          <Card.Body className="p-3 p-sm-4">
            <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
              <h2 className="h5 mb-0 me-auto text-break">{poll.title}</h2>
              {published && <Badge bg="secondary">{t('polls.receipts.votingClosed')}</Badge>}
            </div>
            {published ? (
              <>
                <h3 className="h6 fw-bold">{t('polls.receipts.finalResults')}</h3>
                <ResultsBars
                  total={totalBallots ?? 0}
                  multiple={choicesCounted > (totalBallots ?? 0)}
                  items={totals.map((t) => ({ key: t.title, label: t.title, voters: t.voters }))}
                />
              </>
            ) : (
              <p className="mb-0">{t('polls.receipts.notPublished')}</p>
            )}
          </Card.Body>
        </Card>
        {/* Once published, the list's own search finds a code without asking the server. */}
        {published ? (
          <ReceiptList receipts={receipts.data} />
        ) : (
          <ReceiptCheckForm pollId={poll.id} />
        )}
      </>
    );
  }

  return (
    <PageContainer title={t('polls.receipts.title')} lead={t('polls.receipts.lead')} narrow>
      {body}
    </PageContainer>
  );
}
