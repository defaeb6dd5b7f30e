import { Fragment, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { DataExport } from '@civicng/contracts';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { ApiError } from '../../lib/api-client';
import { serverMessageOf } from '../../lib/api-messages';
import { useDeleteChatEntry } from './api/delete-chat';
import { getDataExport, saveAsJsonFile, useDataExport } from './api/get-data-export';
import { languages } from '../../i18n/languages';
import { dateTimeFormat } from '../../lib/date-time';

/** The words for each kind of reading of a citizen's data (keys spelled out for the catalogue test). */
const readKinds: Record<DataExport['reads_of_your_data'][number]['what'], string> = {
  data_export: 'account.data.reads.dataExport',
  poll_results_csv: 'account.data.reads.pollResultsCsv',
  faq_source_questions: 'account.data.reads.faqSourceQuestions',
  answer_report_queue: 'account.data.reads.answerReportQueue',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h6 fw-bold">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0 small">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-5 text-body-secondary fw-semibold">{label}</dt>
          <dd className="col-sm-7 text-break">{value ?? '-'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function None() {
  const { t } = useTranslation();
  return <p className="small text-body-secondary mb-0">{t('account.data.none')}</p>;
}

function ChatHistory({ entries }: { entries: DataExport['chat_history'] }) {
  const { t } = useTranslation();
  const when = useWhen();
  const deletion = useDeleteChatEntry();
  if (entries.length === 0) return <None />;
  return (
    <ul className="list-unstyled mb-0">
      {entries.map((entry) => (
        <li key={entry.id} className="border-bottom py-2" data-testid="data-chat-entry">
          <div className="d-flex gap-2 align-items-start">
            <div className="me-auto small">
              <div className="fw-semibold">{entry.question}</div>
              <div className="text-body-secondary">{when(entry.asked_at)}</div>
            </div>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={deletion.isPending}
              onClick={() => deletion.mutate(entry.id)}
              aria-label={t('account.data.chat.deleteOne', { question: entry.question })}
            >
              <Trash2 size={16} aria-hidden="true" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function useWhen() {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.resolvedLanguage ?? 'en');
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '-');
}

function ExportSections({ data }: { data: DataExport }) {
  const { t } = useTranslation();
  const when = useWhen();
  const yes = t('account.data.yes');
  const no = t('account.data.no');
  return (
    <>
      <Section title={t('account.data.sections.profile')}>
        <Fields
          rows={[
            [t('account.profile.fields.name'), data.profile.name],
            [t('account.profile.fields.email'), data.profile.email],
            [t('account.data.pendingEmail'), data.profile.pending_email],
            [t('account.profile.fields.phone'), data.profile.phone_number],
            [t('account.data.state'), data.profile.state],
            [t('account.data.lga'), data.profile.lga],
            [
              t('account.data.language'),
              languages.find((language) => language.code === data.profile.language)?.name ??
                data.profile.language,
            ],
            [t('account.data.created'), when(data.profile.created_at)],
            [t('account.data.updated'), when(data.profile.updated_at)],
          ]}
        />
      </Section>
      <Section title={t('account.data.sections.verification')}>
        <Fields
          rows={[
            [t('account.data.verified'), data.verification.verified ? yes : no],
            [t('account.profile.fields.nin'), data.verification.nin_masked],
            [t('account.data.votingPin'), data.voting_pin.set ? yes : no],
            [
              t('account.profile.fields.sso'),
              data.sign_in_links.map((l) => l.provider).join(', ') || '-',
            ],
          ]}
        />
      </Section>
      <Section title={t('account.data.sections.sessions')}>
        <ul className="list-unstyled small mb-0">
          {data.sessions.map((s) => (
            <li key={s.id} className="py-1">
              {s.device ?? t('account.data.unknownDevice')} · {when(s.created_at)}
              {s.current && (
                <span className="badge text-bg-success ms-2">{t('account.data.current')}</span>
              )}
              {s.revoked_at && (
                <span className="badge text-bg-secondary ms-2">{t('account.data.loggedOut')}</span>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('account.data.sections.chat')}>
        <ChatHistory entries={data.chat_history} />
      </Section>
      <Section title={t('account.data.sections.reports')}>
        {data.answer_reports.length === 0 ? (
          <None />
        ) : (
          <ul className="small mb-0">
            {data.answer_reports.map((r) => (
              <li key={r.id}>
                {when(r.created_at)} · {r.reason} · {r.state}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('account.data.sections.polls')}>
        {data.polls_taken_part_in.length === 0 ? (
          <None />
        ) : (
          <ul className="small">
            {data.polls_taken_part_in.map((p) => (
              <li key={p.poll_id}>{p.title}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('account.data.sections.consents')}>
        <ul className="small mb-0">
          {data.consents.map((c) => (
            <li key={`${c.policy_version}-${c.accepted_at}`}>
              {t('account.data.consentLine', {
                version: c.policy_version,
                when: when(c.accepted_at),
              })}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('account.data.sections.reads')}>
        <ul className="small mb-0">
          {data.reads_of_your_data.map((r, i) => (
            <li key={i}>
              {when(r.at)} · {t(readKinds[r.what])} ·{' '}
              {r.reader.role === 'you'
                ? t('account.data.reads.you')
                : t('account.data.reads.admin', { name: r.reader.name ?? '-' })}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('account.data.sections.keptApart')}>
        <ul className="small mb-0">
          {data.about.statements.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** "Your data": everything held about the citizen, as the JSON download holds it. */
export function YourDataScreen() {
  const token = useToken();
  const { t } = useTranslation();
  const data = useDataExport();
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  if (!token) return <Navigate to={paths.login} replace />;

  let body;
  if (data.isPending) body = <PageLoading label={t('account.data.loading')} />;
  else if (data.isError) {
    body = (
      <Alert variant="danger">
        {(data.error instanceof ApiError &&
          data.error.status === 429 &&
          serverMessageOf(data.error)) ||
          t('account.data.failed')}
      </Alert>
    );
  } else {
    body = (
      <>
        <Button
          variant="primary"
          className="mb-4 d-inline-flex align-items-center gap-2"
          disabled={saving}
          aria-busy={saving}
          onClick={() => {
            // The download itself is what the citizen's log of reads records.
            setSaving(true);
            setSaveFailed(false);
            getDataExport('download')
              .then(saveAsJsonFile, () => setSaveFailed(true))
              .finally(() => setSaving(false));
          }}
        >
          <Download size={18} aria-hidden="true" />
          {t('account.data.download')}
        </Button>
        {saveFailed && (
          <Alert variant="danger" className="mb-4">
            {t('account.data.failed')}
          </Alert>
        )}
        <ExportSections data={data.data} />
      </>
    );
  }
  return (
    <PageContainer title={t('account.data.title')} lead={t('account.data.lead')} narrow>
      <p className="small">
        <Link to={paths.profile}>{t('account.data.backToProfile')}</Link> ·{' '}
        <Link to={paths.privacyPolicy}>{t('account.data.policyLink')}</Link>
      </p>
      {body}
    </PageContainer>
  );
}
