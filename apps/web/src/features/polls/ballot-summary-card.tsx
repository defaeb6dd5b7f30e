import type { Poll } from '@civicng/contracts';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultsBars } from '../../components/results-bars';
import { paths } from '../../config/paths';
import { formatPollTime, resultItems } from './poll-rules';

/**
 * A poll on "My ballots" or among the recently closed: whether it is open, whether the citizen
 * took part (never how), its results once they show, and the way to check a receipt.
 */
export function BallotSummaryCard({ poll, now }: { poll: Poll; now: number }) {
  const { t } = useTranslation();
  const open = poll.status === 'active' && Date.parse(poll.end_time) > now;
  const headingId = `ballot-${poll.id}-title`;
  return (
    <Card as="article" className="border-0 shadow-sm" aria-labelledby={headingId}>
      <Card.Body className="p-3 p-sm-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Badge bg={open ? 'success' : 'secondary'}>
            {t(open ? 'polls.mine.open' : 'polls.mine.closed')}
          </Badge>
          {poll.has_voted && (
            <Badge bg="light" text="dark" className="border">
              {t('polls.mine.tookPart')}
            </Badge>
          )}
          {/* A poll closed early has no closing time of its own: its end date is still ahead. */}
          {(open || Date.parse(poll.end_time) <= now) && (
            <span className="small text-body-secondary">
              <Trans
                i18nKey={open ? 'polls.card.openUntil' : 'polls.mine.closedOn'}
                values={{ time: formatPollTime(poll.end_time) }}
                components={{ time: <time dateTime={poll.end_time} /> }}
              />
            </span>
          )}
        </div>
        <h2 id={headingId} className="h5 mb-3 text-break">
          {poll.title}
        </h2>
        {poll.results_visible ? (
          <section aria-label={t('polls.results.heading')} className="mb-3">
            <h3 className="h6 fw-bold mb-2">
              {t(open ? 'polls.results.heading' : 'polls.mine.finalResults')}
            </h3>
            <ResultsBars
              total={poll.total_ballots ?? 0}
              multiple={poll.allow_multiple_votes}
              items={resultItems(poll)}
            />
          </section>
        ) : (
          <p className="small text-body-secondary mb-3">{t('polls.mine.resultsLater')}</p>
        )}
        <Link to={paths.pollReceipts(poll.id)} className="btn btn-sm btn-outline-primary">
          {t(poll.has_voted ? 'polls.mine.checkReceipt' : 'polls.mine.receipts')}
        </Link>
      </Card.Body>
    </Card>
  );
}
