import { useState } from 'react';
import type { AdminFaq } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useProposeFaqs } from './api/propose-faqs';
import { FormAlert, type Notice } from '../../components/form-alert';
import { PageLoading } from '../../components/page-loading';
import { failureNotice } from '../../lib/api-messages';
import { useAdminFaqs } from './api/get-admin-faqs';
import { usePublishFaq } from './api/publish-faq';
import { useReorderFaqs } from './api/reorder-faqs';
import { useUnpublishFaq } from './api/unpublish-faq';
import { AdminFaqCard } from './admin-faq-card';
import { EditFaqModal } from './edit-faq-modal';
import {
  currentMonth,
  dateLocale,
  faqSummaryText,
  isMonth,
  monthLabel,
  shiftMonth,
} from './faq-admin-rules';
import { applyOrder, moveId, sameOrder } from './faq-order';
import { isRefused, useLeaveIfRefused } from './refusal';
import { ButtonSpinner } from '../../components/button-spinner';

interface FaqListProps {
  faqs: readonly AdminFaq[];
  month: string;
  onNotice: (notice: Notice | null) => void;
}

/** One month's questions; its order being edited lives here, so a new month starts afresh. */
function FaqList({ faqs, month, onNotice }: FaqListProps) {
  const { t, i18n } = useTranslation();
  const publish = usePublishFaq();
  const unpublish = useUnpublishFaq();
  const reorder = useReorderFaqs();
  const leaveIfRefused = useLeaveIfRefused();
  const [draftOrder, setDraftOrder] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<AdminFaq | null>(null);

  const shown = applyOrder(faqs, draftOrder);
  const shownIds = shown.map((faq) => faq.id);
  const orderChanged =
    draftOrder !== null &&
    !sameOrder(
      shownIds,
      applyOrder(faqs, null).map((f) => f.id),
    );
  const busyId =
    (publish.isPending ? publish.variables : undefined) ??
    (unpublish.isPending ? unpublish.variables : undefined);

  const failed = (fallback: string) => (error: Error) => {
    if (leaveIfRefused(error)) return;
    onNotice(failureNotice(error, fallback));
  };

  const togglePublished = (faq: AdminFaq) => {
    onNotice(null);
    const published = faq.status === 'published';
    (published ? unpublish : publish).mutate(faq.id, {
      onSuccess: () =>
        onNotice({
          variant: 'success',
          text: published ? t('admin.questions.unpublished') : t('admin.questions.published'),
        }),
      onError: failed(
        published ? t('admin.questions.unpublishFailed') : t('admin.questions.publishFailed'),
      ),
    });
  };

  const saveOrder = () => {
    onNotice(null);
    reorder.mutate(shownIds, {
      onSuccess: () => {
        setDraftOrder(null);
        onNotice({ variant: 'success', text: t('admin.questions.orderSaved') });
      },
      onError: failed(t('admin.questions.orderFailed')),
    });
  };

  if (faqs.length === 0) {
    return (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center text-body-secondary">
          {t('admin.questions.empty', {
            month: monthLabel(month, dateLocale(i18n.resolvedLanguage ?? i18n.language)),
          })}
        </Card.Body>
      </Card>
    );
  }

  return (
    <>
      <p className="small text-body-secondary mb-3">
        {t('admin.questions.orderNote', { summary: faqSummaryText(faqs, t) })}
      </p>
      {orderChanged && (
        <div className="faq-order-bar d-flex flex-wrap align-items-center gap-2 p-2 px-3 mb-3 rounded shadow-sm">
          <span className="me-auto small fw-semibold">{t('admin.questions.orderChanged')}</span>
          <div className="d-flex gap-2 ms-auto">
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => setDraftOrder(null)}
              disabled={reorder.isPending}
            >
              {t('admin.questions.undo')}
            </Button>
            <Button
              size="sm"
              onClick={saveOrder}
              disabled={reorder.isPending}
              aria-busy={reorder.isPending}
            >
              {reorder.isPending && <ButtonSpinner />}
              {t('admin.questions.saveOrder')}
            </Button>
          </div>
        </div>
      )}
      <ol className="list-unstyled d-grid gap-3 mb-0">
        {shown.map((faq, index) => (
          <li key={faq.id}>
            <AdminFaqCard
              faq={faq}
              place={index + 1}
              isFirst={index === 0}
              isLast={index === shown.length - 1}
              busy={busyId === faq.id}
              onMove={(by) => setDraftOrder(moveId(shownIds, index, by))}
              onEdit={() => setEditing(faq)}
              onTogglePublished={() => togglePublished(faq)}
            />
          </li>
        ))}
      </ol>
      <EditFaqModal
        faq={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onNotice({ variant: 'success', text: t('admin.questions.saved') });
        }}
      />
    </>
  );
}

/** Tab "Top Questions": the month's proposals, their wording, publication and order. */
export function TopQuestionsTab() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  const [notice, setNotice] = useState<Notice | null>(null);
  const valid = isMonth(month);
  const faqs = useAdminFaqs(month, valid);
  const propose = useProposeFaqs();

  if (isRefused(faqs.error)) return <Navigate to={paths.login} replace />;

  const changeMonth = (next: string) => {
    setNotice(null);
    setMonth(next);
  };

  let list;
  if (!valid) {
    list = <Alert variant="info">{t('admin.questions.chooseMonth')}</Alert>;
  } else if (faqs.isPending) list = <PageLoading label={t('admin.questions.loading')} />;
  else if (faqs.isError) {
    list = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{t('admin.questions.loadFailed')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void faqs.refetch()}>
          {t('admin.questions.tryAgain')}
        </Button>
      </Alert>
    );
  } else {
    list = <FaqList key={month} faqs={faqs.data} month={month} onNotice={setNotice} />;
  }

  return (
    <>
      <Form.Group controlId="faq-month" className="faq-month mb-3">
        <Form.Label className="small fw-semibold mb-1">{t('admin.questions.month')}</Form.Label>
        <InputGroup>
          <Button
            variant="outline-secondary"
            onClick={() => changeMonth(shiftMonth(valid ? month : currentMonth(), -1))}
            aria-label={t('admin.questions.previousMonth')}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Form.Control
            type="month"
            value={month}
            onChange={(e) => changeMonth(e.target.value)}
            placeholder={t('admin.questions.monthPlaceholder')}
          />
          <Button
            variant="outline-secondary"
            onClick={() => changeMonth(shiftMonth(valid ? month : currentMonth(), 1))}
            aria-label={t('admin.questions.nextMonth')}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </InputGroup>
      </Form.Group>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button
          variant="outline-primary"
          size="sm"
          disabled={propose.isPending}
          onClick={() =>
            propose.mutate(undefined, {
              onSuccess: (res) => setNotice({ variant: 'success', text: res.message }),
              onError: () =>
                setNotice({
                  variant: 'danger',
                  text: t('admin.questions.proposeFailed'),
                }),
            })
          }
        >
          {propose.isPending ? t('admin.questions.proposing') : t('admin.questions.propose')}
        </Button>
        <span className="small text-body-secondary">{t('admin.questions.proposeHelp')}</span>
      </div>
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      {list}
    </>
  );
}
