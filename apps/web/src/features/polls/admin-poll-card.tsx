import type { Poll } from '@civicng/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ResultsBars } from '../../components/results-bars';
import { useDownloadResultsCsv } from './api/download-results-csv';
import {
  canDeactivatePoll,
  canEditPoll,
  formatPollTime,
  statusKeys,
  statusLabel,
  typeLabelKey,
  visibilityLabelKeys,
  type AdminStatus,
  resultItems,
} from './poll-rules';

const statusVariants: Record<AdminStatus, string> = {
  Active: 'success',
  Draft: 'secondary',
  Expired: 'dark',
};

interface AdminPollCardProps {
  poll: Poll;
  now: Date;
  onEdit: (poll: Poll) => void;
  onDeactivate: (poll: Poll) => void;
}

export function AdminPollCard({ poll, now, onEdit, onDeactivate }: AdminPollCardProps) {
  const { t } = useTranslation();
  const download = useDownloadResultsCsv();
  const status = statusLabel(poll, now);
  const receiptsPublic =
    poll.status !== 'draft' && (poll.results_visibility === 'live' || status === 'Expired');

  return (
    <Card as="article" className="border-0 shadow-sm h-100">
      <Card.Body className="p-3 p-sm-4 d-flex flex-column">
        <div className="d-flex flex-wrap gap-2 mb-2">
          <Badge bg={statusVariants[status]}>{t(statusKeys[status])}</Badge>
          <Badge bg="light" text="dark" className="border">
            {t(typeLabelKey(poll.type))}
          </Badge>
          {poll.allow_multiple_votes && (
            <Badge bg="light" text="dark" className="border">
              {t('polls.adminCard.multipleChoice')}
            </Badge>
          )}
        </div>
        <h2 className="h5 mb-2 text-break">{poll.title}</h2>
        {poll.description && (
          <p className="text-body-secondary small mb-2 text-break">{poll.description}</p>
        )}
        <dl className="row small mb-3 gx-2">
          <dt className="col-5 col-sm-4 fw-semibold text-body-secondary">
            {t('polls.adminCard.starts')}
          </dt>
          <dd className="col-7 col-sm-8 mb-1">{formatPollTime(poll.start_time)}</dd>
          <dt className="col-5 col-sm-4 fw-semibold text-body-secondary">
            {t('polls.adminCard.ends')}
          </dt>
          <dd className="col-7 col-sm-8 mb-1">{formatPollTime(poll.end_time)}</dd>
          <dt className="col-5 col-sm-4 fw-semibold text-body-secondary">
            {t('polls.adminCard.resultsShown')}
          </dt>
          <dd className="col-7 col-sm-8 mb-0">{t(visibilityLabelKeys[poll.results_visibility])}</dd>
        </dl>
        <ResultsBars
          className="mb-3"
          total={poll.total_ballots ?? 0}
          multiple={poll.allow_multiple_votes}
          items={resultItems(poll)}
        />
        {!canEditPoll(poll) && (
          // Where the Edit button would be, why it is not (spec §4's rule) and what to do instead.
          <p className="small text-body-secondary mt-auto mb-2">
            {canDeactivatePoll(poll, now)
              ? t('polls.adminCard.notEditableLive')
              : t('polls.adminCard.notEditable')}
          </p>
        )}
        <div
          className={`d-flex flex-wrap gap-2 pt-2 border-top ${canEditPoll(poll) ? 'mt-auto' : ''}`}
        >
          {canEditPoll(poll) && (
            <Button variant="primary" size="sm" onClick={() => onEdit(poll)}>
              {t('polls.adminCard.edit')}
            </Button>
          )}
          {canDeactivatePoll(poll, now) && (
            <Button variant="outline-danger" size="sm" onClick={() => onDeactivate(poll)}>
              {t('polls.deactivate.confirm')}
            </Button>
          )}
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => download.mutate(poll.id)}
            disabled={download.isPending}
            aria-busy={download.isPending}
          >
            {download.isPending && (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            )}
            {t('polls.adminCard.downloadCsv')}
          </Button>
          {receiptsPublic && (
            <Link to={paths.pollReceipts(poll.id)} className="btn btn-link btn-sm">
              {t('polls.adminCard.receipts')}
            </Link>
          )}
        </div>
        {download.isError && (
          <p className="small text-danger mt-2 mb-0" role="alert">
            {t('polls.adminCard.downloadError')}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
