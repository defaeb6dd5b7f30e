import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { withNotice } from '../../lib/notice-state';
import { useLivePolls, type LiveKind } from './api/get-live-polls';
import { LivePollCard } from './live-poll-card';

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
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">
          {t('polls.live.fetchError', { message: polls.error.message })}
        </span>
        <Button variant="outline-danger" size="sm" onClick={() => void polls.refetch()}>
          {t('polls.tryAgain')}
        </Button>
      </Alert>
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
      <Nav variant="pills" className="mb-3 gap-2" aria-label={t('polls.live.tabsLabel')}>
        <Nav.Item>
          <Nav.Link as={NavLink} to={paths.livePolls} className="border">
            {t('polls.live.polls')}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as={NavLink} to={paths.liveVotes} className="border">
            {t('polls.live.votes')}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      {body}
    </PageContainer>
  );
}
