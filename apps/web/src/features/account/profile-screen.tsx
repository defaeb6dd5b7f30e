import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { ProfileResponse } from '@civicng/contracts';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useTimeouts } from '../../hooks/use-timeouts';
import { useToken } from '../../hooks/use-token';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { clearToken } from '../../lib/storage';
import { useDeleteAccount } from './api/delete-account';
import { useProfile } from './api/get-profile';
import { DeleteAccountModal } from './delete-account-modal';
import { PrivacyControlsCard } from './privacy-controls-card';
import { SessionsCard } from './sessions-card';
import { VotingPinCard } from './voting-pin-card';

/** Spec §9: the farewell note shows this long before the token goes. */
const deletedRedirectDelayMs = 3000;

function ProfileFields({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const fields = [
    { id: 'name', labelKey: 'account.profile.fields.name', value: profile.name },
    { id: 'email', labelKey: 'account.profile.fields.email', value: profile.email },
    { id: 'phone', labelKey: 'account.profile.fields.phone', value: profile.phoneNumber },
    { id: 'nin', labelKey: 'account.profile.fields.nin', value: profile.nin },
    { id: 'sso', labelKey: 'account.profile.fields.sso', value: profile.sso.join(', ') },
  ];
  return (
    <Form as="div">
      {fields.map((field) => (
        <Form.Group
          as={Row}
          key={field.id}
          className="mb-2 mb-sm-1"
          controlId={`profile-${field.id}`}
        >
          <Form.Label column sm={4} className="text-body-secondary small fw-semibold pb-0 pb-sm-2">
            {t(field.labelKey)}
          </Form.Label>
          <Col sm={8}>
            <Form.Control plaintext readOnly value={field.value || '-'} className="pt-0 pt-sm-2" />
          </Col>
        </Form.Group>
      ))}
    </Form>
  );
}

/** Whether the citizen may vote yet, and the way to get there when not. */
function VerificationStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  if (verified) {
    return (
      <p className="d-flex align-items-center gap-2 mb-3">
        <span className="badge text-bg-success d-inline-flex align-items-center gap-1">
          <BadgeCheck size={16} aria-hidden="true" />
          {t('account.profile.verified.badge')}
        </span>
        <span className="small text-body-secondary">{t('account.profile.verified.text')}</span>
      </p>
    );
  }
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <span className="badge text-bg-warning">{t('account.profile.notVerified.badge')}</span>
      <span className="small text-body-secondary">
        {t('account.profile.notVerified.text')}{' '}
        <Link to={paths.verification}>{t('account.profile.notVerified.link')}</Link>
      </span>
    </p>
  );
}

export function ProfileScreen() {
  const token = useToken();
  const navigate = useNavigate();
  const later = useTimeouts();
  const profile = useProfile();
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleted, setDeleted] = useState(false);
  const { t } = useTranslation();

  // After deletion the screen stays to say goodbye, though the session is already gone.
  if (!token && !deleted) return <Navigate to={paths.login} replace />;

  const confirmDeletion = () => {
    setNotice(null);
    deletion.mutate(undefined, {
      onSuccess: (ok) => {
        setConfirming(false);
        if (!ok) {
          setNotice({ variant: 'danger', text: t('account.profile.delete.failed') });
          return;
        }
        setDeleted(true);
        setNotice({ variant: 'success', text: t('account.profile.delete.done') });
        later(() => {
          clearToken();
          void navigate(paths.signup, { replace: true });
        }, deletedRedirectDelayMs);
      },
      onError: (error) => {
        setConfirming(false);
        setNotice({
          variant: 'danger',
          text:
            error instanceof ApiError
              ? // A refusal with a reason (the last administrator) says why.
                (error.status === 409 && serverMessageOf(error)) ||
                t('account.profile.delete.failed')
              : t('account.profile.delete.error'),
        });
      },
    });
  };

  let body;
  if (profile.isPending) body = <PageLoading label={t('account.profile.loading')} />;
  else if (profile.isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">
          {profile.error instanceof ApiError
            ? t('account.profile.fetchFailed')
            : t('account.profile.fetchError')}
        </span>
        <Button variant="outline-danger" size="sm" onClick={() => void profile.refetch()}>
          {t('account.profile.tryAgain')}
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <Card className="border-0 shadow-sm mb-4">
          <Card.Body className="p-3 p-sm-4">
            <VerificationStatus verified={profile.data.verified} />
            <ProfileFields profile={profile.data} />
          </Card.Body>
        </Card>
        {/* Voting by phone needs the verified phone number the ballots are cast from. */}
        {profile.data.verified && <VotingPinCard pinSet={profile.data.votingPin} />}
        <PrivacyControlsCard profile={profile.data} />
        <SessionsCard />
        <Card className="border-0 shadow-sm">
          <Card.Body className="p-3 p-sm-4">
            <h2 className="h6 fw-bold">{t('account.profile.delete.heading')}</h2>
            <p className="text-body-secondary small">{t('account.profile.delete.body')}</p>
            {/* Said beside the button, where the citizen is looking on a phone. */}
            <FormAlert notice={notice} onClose={deleted ? undefined : () => setNotice(null)} />
            <Button variant="danger" onClick={() => setConfirming(true)} disabled={deleted}>
              {t('account.profile.delete.button')}
            </Button>
          </Card.Body>
        </Card>
      </>
    );
  }

  return (
    <PageContainer title={t('account.profile.title')} narrow>
      {body}
      <DeleteAccountModal
        show={confirming}
        pending={deletion.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDeletion}
      />
    </PageContainer>
  );
}
