import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { useToken } from '../../hooks/use-token';
import { FactCheckPublishForm } from './fact-check-publish-form';
import { ReportedAnswersTab } from './reported-answers-tab';
import { TopQuestionsTab } from './top-questions-tab';
import './admin-engagement.scss';

const tabKeys = ['questions', 'fact-checks', 'reports'] as const;
type TabKey = (typeof tabKeys)[number];
const isTabKey = (key: string | null): key is TabKey => tabKeys.some((k) => k === key);

/**
 * Administrators curate the questions of the month, publish fact-checks of their own and review
 * the assistant answers citizens reported.
 */
export function AdminEngagementScreen() {
  const token = useToken();
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('questions');

  // A 401 or 403 on any call here also ends at /login (see refusal.ts).
  if (!token) return <Navigate to={paths.login} replace />;

  return (
    <PageContainer>
      <Link to={paths.adminDashboard} className="small d-inline-block mb-2">
        <span aria-hidden="true">← </span>
        {t('admin.screen.back')}
      </Link>
      <h1 className="page-title h2 mb-2">{t('admin.screen.title')}</h1>
      <p className="text-body-secondary mb-4">{t('admin.screen.lead')}</p>
      <Tabs
        id="admin-engagement-tabs"
        activeKey={tab}
        onSelect={(key) => setTab(isTabKey(key) ? key : 'questions')}
        className="mb-3"
        justify
        mountOnEnter
      >
        <Tab eventKey="questions" title={t('admin.screen.tabs.questions')}>
          <TopQuestionsTab />
        </Tab>
        <Tab eventKey="fact-checks" title={t('admin.screen.tabs.factChecks')}>
          <FactCheckPublishForm />
        </Tab>
        <Tab eventKey="reports" title={t('admin.screen.tabs.reports')}>
          <ReportedAnswersTab />
        </Tab>
      </Tabs>
    </PageContainer>
  );
}
