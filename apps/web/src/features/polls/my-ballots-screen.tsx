import type { Poll } from '@civicng/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RetryAlert } from '../../components/retry-alert';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useToken } from '../../hooks/use-token';
import { useMyBallots, useRecentlyClosedPolls } from './api/get-my-ballots';
import { BallotSummaryCard } from './ballot-summary-card';
import { PollsTabs } from './polls-tabs';
import { useNow } from './use-now';

function PollSection({
  headingKey,
  emptyKey,
  polls,
  now,
}: {
  headingKey: string;
  emptyKey: string;
  polls: UseQueryResult<Poll[]>;
  now: number;
}) {
  const { t } = useTranslation();
  let body;
  if (polls.isPending) body = <PageLoading label={t('polls.mine.loading')} />;
  else if (polls.isError) {
    body = (
      <RetryAlert
        text={t('polls.mine.fetchError')}
        retryLabel={t('polls.tryAgain')}
        onRetry={() => void polls.refetch()}
      />
    );
  } else if (polls.data.length === 0) {
    body = (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center text-body-secondary">{t(emptyKey)}</Card.Body>
      </Card>
    );
  } else {
    body = (
      <div className="d-grid gap-3">
        {polls.data.map((poll) => (
          <BallotSummaryCard key={poll.id} poll={poll} now={now} />
        ))}
      </div>
    );
  }
  return (
    <section className="mb-4">
      <h2 className="h5 fw-bold mb-3">{t(headingKey)}</h2>
      {body}
    </section>
  );
}

/** The polls a citizen took part in, and the polls that closed lately, with their results. */
export function MyBallotsScreen() {
  const { t } = useTranslation();
  const token = useToken();
  const mine = useMyBallots(token !== null);
  const closed = useRecentlyClosedPolls(token !== null);
  const now = useNow().getTime();
  if (!token) return <Navigate to={paths.login} replace />;
  return (
    <PageContainer title={t('polls.mine.title')} lead={t('polls.mine.lead')} narrow>
      <PollsTabs />
      <PollSection
        headingKey="polls.mine.tookPartHeading"
        emptyKey="polls.mine.none"
        polls={mine}
        now={now}
      />
      <PollSection
        headingKey="polls.mine.recentlyClosed"
        emptyKey="polls.mine.noneClosed"
        polls={closed}
        now={now}
      />
    </PageContainer>
  );
}
