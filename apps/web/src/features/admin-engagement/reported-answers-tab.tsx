import { useState } from 'react';
import {
  hiddenAnswerKey,
  type AnswerReport,
  type AnswerReportDecision,
  type AnswerReportReason,
} from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { FormAlert, type Notice } from '../../components/form-alert';
import { PageLoading } from '../../components/page-loading';
import { failureNotice } from '../../lib/api-messages';
import { Markdown } from '../../lib/markdown';
import { useDecideAnswerReport } from './api/decide-answer-report';
import { useAnswerReports } from './api/get-answer-reports';
import { dateLocale } from './faq-admin-rules';
import { isRefused, useLeaveIfRefused } from './refusal';
import { ButtonSpinner } from '../../components/button-spinner';

const reportedAtFormat: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** The reasons' names, as catalogue keys (the server's reason stays as it came). */
const reasonKeys: Record<AnswerReportReason, string> = {
  wrong_or_misleading: 'admin.reports.reasons.wrongOrMisleading',
  offensive: 'admin.reports.reasons.offensive',
  harmful: 'admin.reports.reasons.harmful',
  other: 'admin.reports.reasons.other',
};

/** label: the button's catalogue key. */
const decisions: { state: AnswerReportDecision; label: string; variant: string }[] = [
  { state: 'reviewed', label: 'admin.reports.decisions.reviewed', variant: 'outline-secondary' },
  { state: 'hidden', label: 'admin.reports.decisions.hidden', variant: 'outline-danger' },
  { state: 'left', label: 'admin.reports.decisions.left', variant: 'outline-primary' },
];

interface ReportCardProps {
  report: AnswerReport;
  /** The decision under way on this report, if any. */
  pending: AnswerReportDecision | null;
  /** Another report is being decided: wait for it. */
  disabled: boolean;
  onDecide: (state: AnswerReportDecision) => void;
}

function ReportCard({ report, pending, disabled, onDecide }: ReportCardProps) {
  const titleId = `answer-report-${report.id}`;
  const answerId = `${titleId}-answer`;
  const { entry } = report;
  const [whole, setWhole] = useState(false);
  const { t, i18n } = useTranslation();
  const reportedAt = new Intl.DateTimeFormat(
    dateLocale(i18n.resolvedLanguage ?? i18n.language),
    reportedAtFormat,
  ).format(new Date(report.created_at));
  return (
    <Card as="article" className="border-0 shadow-sm" aria-labelledby={titleId}>
      <Card.Body className="p-3 p-sm-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <Badge bg="warning" text="dark">
            {t(reasonKeys[report.reason])}
          </Badge>
          <span className="small text-body-secondary">
            <Trans
              i18nKey="admin.reports.reportedAt"
              values={{ date: reportedAt }}
              components={{ time: <time dateTime={report.created_at} /> }}
            />
          </span>
        </div>
        <h3 id={titleId} className="h6 fw-bold mb-2 text-break">
          <span className="visually-hidden">{t('admin.reports.question')} </span>
          {entry.user_query}
        </h3>
        <div className="reported-answer mb-2">
          <span className="visually-hidden">{t('admin.reports.answer')} </span>
          <div id={answerId}>
            <Markdown className={`reported-answer-text small ${whole ? 'is-open' : ''}`}>
              {entry.ai_response}
            </Markdown>
          </div>
          <Button
            variant="link"
            size="sm"
            className="px-0"
            aria-expanded={whole}
            aria-controls={answerId}
            onClick={() => setWhole(!whole)}
          >
            {whole ? t('admin.reports.showLess') : t('admin.reports.showAll')}
          </Button>
        </div>
        {entry.citations.length > 0 && (
          <div className="small mb-2">
            <span id={`${titleId}-cites`} className="text-body-secondary me-1">
              {t('admin.reports.cites')}
            </span>
            <ul className="list-inline d-inline mb-0" aria-labelledby={`${titleId}-cites`}>
              {entry.citations.map((c) => (
                <li key={c.url} className="list-inline-item">
                  <a href={c.url} target="_blank" rel="noreferrer" title={c.heading || undefined}>
                    {t('admin.reports.citation', { act: c.act, section: c.section })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <blockquote className="reported-note small mb-3">
          {report.note ? (
            <>
              <span className="fw-semibold">{t('admin.reports.noteLabel')} </span>
              <span className="text-break">{report.note}</span>
            </>
          ) : (
            <span className="text-body-secondary">{t('admin.reports.noNote')}</span>
          )}
        </blockquote>
        <div className="reported-actions d-flex flex-wrap gap-2">
          {decisions.map((d) => (
            <Button
              key={d.state}
              variant={d.variant}
              size="sm"
              onClick={() => onDecide(d.state)}
              disabled={disabled || pending !== null}
              aria-busy={pending === d.state}
            >
              {pending === d.state && <ButtonSpinner />}
              {t(d.label)}
            </Button>
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}

/** Tab "Reported answers": the open reports of assistant answers, decided one at a time. */
export function ReportedAnswersTab() {
  const { t } = useTranslation();
  const reports = useAnswerReports('open');
  const decide = useDecideAnswerReport();
  const leaveIfRefused = useLeaveIfRefused();
  const [notice, setNotice] = useState<Notice | null>(null);

  if (isRefused(reports.error)) return <Navigate to={paths.login} replace />;

  const onDecide = (id: number, state: AnswerReportDecision) => {
    setNotice(null);
    decide.mutate(
      { id, state },
      {
        onSuccess: (res) => setNotice({ variant: 'success', text: res.message }),
        onError: (error) => {
          if (leaveIfRefused(error)) return;
          setNotice(failureNotice(error, t('admin.reports.decideFailed')));
        },
      },
    );
  };

  let list;
  if (reports.isPending) list = <PageLoading label={t('admin.reports.loading')} />;
  else if (reports.isError) {
    list = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{t('admin.reports.loadFailed')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void reports.refetch()}>
          {t('admin.reports.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (reports.data.length === 0) {
    list = (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center text-body-secondary">
          {t('admin.reports.empty')}
        </Card.Body>
      </Card>
    );
  } else {
    const busyId = decide.isPending ? (decide.variables?.id ?? null) : null;
    list = (
      <ol className="list-unstyled d-grid gap-3 mb-0">
        {reports.data.map((report) => (
          <li key={report.id}>
            <ReportCard
              report={report}
              pending={busyId === report.id ? (decide.variables?.state ?? null) : null}
              disabled={busyId !== null && busyId !== report.id}
              onDecide={(state) => onDecide(report.id, state)}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <p className="small text-body-secondary mb-3">
        {t('admin.reports.intro', { hiddenText: t(hiddenAnswerKey) })}
      </p>
      <FormAlert notice={notice} onClose={() => setNotice(null)} />
      {list}
    </>
  );
}
