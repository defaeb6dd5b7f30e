import { useState } from 'react';
import type { Poll } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { ApiError } from '../../lib/api-client';
import { useEditPoll } from './api/edit-poll';
import { useAdminPolls } from './api/get-admin-polls';
import { AdminPollCard } from './admin-poll-card';
import { DeactivatePollModal } from './deactivate-poll-modal';
import { editFailedKey, PollForm, savedMessageKey } from './poll-form';
import { deactivationPayload, valuesFromPoll } from './poll-form-values';
import { pollSortKeys, pollSortLabelKeys, sortPolls, type PollSortKey } from './poll-rules';
import { useNow } from './use-now';

type TabKey = 'list' | 'create';

export function AdminDashboardScreen() {
  const { t } = useTranslation();
  const token = useToken();
  const polls = useAdminPolls(token !== null);
  const deactivation = useEditPoll();
  const now = useNow();
  const [tab, setTab] = useState<TabKey>('list');
  const [sortKey, setSortKey] = useState<PollSortKey>('status');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Poll | null>(null);
  const [deactivating, setDeactivating] = useState<Poll | null>(null);
  // A new key gives the create form fresh defaults after each poll is saved.
  const [createFormKey, setCreateFormKey] = useState(0);

  const refused =
    polls.error instanceof ApiError && (polls.error.status === 401 || polls.error.status === 403);
  if (!token || refused) return <Navigate to={paths.login} replace />;

  const saved = (message: string) => {
    setNotice({ variant: 'success', text: message });
    setEditing(null);
    setTab('list');
    window.scrollTo({ top: 0 });
  };

  const deactivate = (poll: Poll) => {
    setNotice(null);
    deactivation.mutate(
      { id: poll.id, payload: deactivationPayload(poll) },
      {
        onSuccess: () => {
          setDeactivating(null);
          setNotice({ variant: 'success', text: t(savedMessageKey) });
          void polls.refetch();
        },
        onError: () => {
          setDeactivating(null);
          setNotice({ variant: 'danger', text: t(editFailedKey) });
        },
      },
    );
  };

  let list;
  if (polls.isPending) list = <PageLoading label={t('polls.admin.loading')} />;
  else if (polls.isError) {
    list = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{t('polls.admin.loadError')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void polls.refetch()}>
          {t('polls.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (polls.data.length === 0) {
    list = (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center">
          <p className="text-body-secondary">{t('polls.admin.empty')}</p>
          <Button onClick={() => setTab('create')}>{t('polls.admin.createTab')}</Button>
        </Card.Body>
      </Card>
    );
  } else {
    const sorted = sortPolls(polls.data, sortKey, now);
    list = (
      <>
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
          <Form.Group controlId="poll-sort" className="flex-grow-1 flex-sm-grow-0">
            <Form.Label className="small fw-semibold mb-1">{t('polls.admin.sortBy')}</Form.Label>
            <Form.Select
              value={sortKey}
              onChange={(e) => setSortKey(e.target.value as PollSortKey)}
            >
              {pollSortKeys.map((key) => (
                <option key={key} value={key}>
                  {t(pollSortLabelKeys[key])}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <p className="small text-body-secondary mb-0" aria-live="polite">
            {t('polls.admin.count', { count: sorted.length })}
            {polls.isFetching && ` · ${t('polls.admin.refreshing')}`}
          </p>
        </div>
        <Row xs={1} lg={2} className="g-3">
          {sorted.map((poll) => (
            <Col key={poll.id}>
              <AdminPollCard
                poll={poll}
                now={now}
                onEdit={setEditing}
                onDeactivate={setDeactivating}
              />
            </Col>
          ))}
        </Row>
      </>
    );
  }

  return (
    <PageContainer title={t('polls.admin.title')} lead={t('polls.admin.lead')}>
      <Link to="/admin/engagement" className="btn btn-outline-primary btn-sm mb-3">
        {t('polls.admin.engagementLink')}
      </Link>
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      <Tabs
        id="admin-poll-tabs"
        activeKey={tab}
        onSelect={(key) => setTab(key === 'create' ? 'create' : 'list')}
        className="mb-3"
        justify
      >
        <Tab eventKey="list" title={t('polls.admin.listTab')}>
          {list}
        </Tab>
        <Tab eventKey="create" title={t('polls.admin.createTab')}>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-3 p-sm-4">
              <PollForm
                key={createFormKey}
                onSaved={(message) => {
                  setCreateFormKey((k) => k + 1);
                  saved(message);
                }}
              />
            </Card.Body>
          </Card>
        </Tab>
      </Tabs>

      <Modal
        show={editing !== null}
        onHide={() => setEditing(null)}
        size="lg"
        fullscreen="md-down"
        backdrop="static"
        aria-labelledby="edit-poll-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="edit-poll-title" as="h2" className="h5">
            {editing?.type === 'vote'
              ? t('polls.admin.editTitleVote')
              : t('polls.admin.editTitlePoll')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {editing && (
            <PollForm
              key={editing.id}
              pollId={editing.id}
              initial={valuesFromPoll(editing)}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          )}
        </Modal.Body>
      </Modal>

      <DeactivatePollModal
        poll={deactivating}
        pending={deactivation.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={deactivate}
      />
    </PageContainer>
  );
}
