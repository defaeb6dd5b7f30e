import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { FormAlert, type Notice } from '../../components/form-alert';
import { failureNotice } from '../../lib/api-messages';
import { useRevokeOtherSessions, useSessions } from './api/sessions';
import { dateTimeFormat } from '../../lib/date-time';

/** The devices logged in to the account, and "log out other devices". */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const format = dateTimeFormat(i18n.resolvedLanguage ?? 'en');
  const live = (sessions.data?.sessions ?? []).filter((s) => !s.revoked_at);

  const logOutOthers = () => {
    setNotice(null);
    revoke.mutate(undefined, {
      onSuccess: ({ message }) => setNotice({ variant: 'success', text: message }),
      onError: (error) => setNotice(failureNotice(error, t('account.privacy.sessions.failed'))),
    });
  };

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h6 fw-bold">{t('account.privacy.sessions.heading')}</h2>
        <ul className="list-unstyled small" data-testid="sessions-list">
          {live.map((s) => (
            <li key={s.id} className="py-1">
              {s.device ?? t('account.data.unknownDevice')} ·{' '}
              {t('account.privacy.sessions.since', { when: format.format(new Date(s.created_at)) })}
              {s.current && (
                <span className="badge text-bg-success ms-2">{t('account.data.current')}</span>
              )}
            </li>
          ))}
        </ul>
        <FormAlert notice={notice} onClose={() => setNotice(null)} />
        <Button
          variant="outline-danger"
          onClick={logOutOthers}
          disabled={revoke.isPending || live.length < 2}
        >
          {t('account.privacy.sessions.logOutOthers')}
        </Button>
      </Card.Body>
    </Card>
  );
}
