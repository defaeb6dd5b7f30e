import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { RetryAlert } from '../../components/retry-alert';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { withNotice } from '../../lib/notice-state';
import { useLivePolls, type LiveKind } from './api/get-live-polls';
import { LivePollCard } from './live-poll-card';
import { PollsTabs } from './polls-tabs';

const leadKeys: Record<LiveKind, string> = {
  poll: 'polls.live.leadPoll',
  vote: 'polls.live.leadVote',
};

export function LivePollsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Spec §2: a path containing /vote shows votes, any other shows polls.
  const kind: LiveKind = pathname.includes('/vote') ? 'vote' : 'poll';
  const token = useToken();
  const navigate = useNavigate();
  const polls = useLivePolls(kind, token !== null);
  const denied = polls.error instanceof ApiError && polls.error.status === 403;

  // A signed-in citizen who is not verified yet goes straight to the verification form, which
  // shows the server's reason at its top, where they are about to look.
  // Spec §11's words stand in for a refusal that carries no reason of its own.
  const deniedText = denied
    ? (serverMessageOf(polls.error) ?? t('polls.live.accessDenied'))
    : undefined;
  useEffect(() => {
    if (deniedText) {
      void navigate(paths.verification, {
        replace: true,
        state: withNotice({ variant: 'warning', text: deniedText }),
      });
    }
  }, [deniedText, navigate]);

  if (!token) return <Navigate to={paths.login} replace />;

  let body;
  if (polls.isPending) body = <PageLoading label={t('polls.live.loading')} />;
  else if (denied) {
    body = (
      <Alert variant="warning" role="alert">
        {deniedText}
      </Alert>
    );
  } else if (polls.isError) {
    body = (
      <RetryAlert
        text={t('polls.live.fetchError', { message: polls.error.message })}
        retryLabel={t('polls.tryAgain')}
        onRetry={() => void polls.refetch()}
      />
    );
  } else if (polls.data.length === 0) {
    body = (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center text-body-secondary">
          {t('polls.live.empty')}
        </Card.Body>
      </Card>
    );
  } else {
    body = (
      <div className="d-grid gap-3">
        {polls.data.map((poll) => (
          <LivePollCard key={poll.id} poll={poll} />
        ))}
      </div>
    );
  }

  return (
    <PageContainer title={t('polls.live.title')} lead={t(leadKeys[kind])} narrow>
      <PollsTabs />
      {body}
    </PageContainer>
  );
}
