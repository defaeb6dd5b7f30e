import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentPrivacyPolicy } from '@civicng/contracts/privacy-policy';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { apiFetch } from '../../lib/api-client';
import { failureNotice } from '../../lib/api-messages';
import { clearToken, setConsentPending } from '../../lib/storage';
import { useAcceptPolicy } from './api/accept-policy';
import { PolicyChanges } from './policy-changes';

/** Shown above the policy while a changed version waits for this account's acceptance. */
export function PolicyConsentCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptPolicy();
  const [notice, setNotice] = useState<Notice | null>(null);

  const agree = () => {
    setNotice(null);
    accept.mutate(currentPrivacyPolicy.version, {
      onSuccess: () => {
        setConsentPending(false);
        void navigate(paths.home, { replace: true });
      },
      onError: (error) => setNotice(failureNotice(error, t('static.privacy.consent.failed'))),
    });
  };
  const logOut = () => {
    void apiFetch('/logout').catch(() => undefined);
    clearToken();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Card className="border-warning shadow-sm mb-4" data-testid="policy-consent">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h5">{t('static.privacy.consent.heading')}</h2>
        <p>{t('static.privacy.consent.body', { version: currentPrivacyPolicy.version })}</p>
        <PolicyChanges version={currentPrivacyPolicy} />
        <FormAlert notice={notice} onClose={() => setNotice(null)} />
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={agree} disabled={accept.isPending}>
            {t('static.privacy.consent.accept')}
          </Button>
          <Button variant="outline-secondary" onClick={logOut}>
            {t('static.privacy.consent.logOut')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
