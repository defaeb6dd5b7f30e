import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ConversationEntry } from '@civicng/contracts';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../lib/markdown';
import { failedAnswerText, processingText, type AnswerStatus } from './conversation';
import { ReportAnswerDialog } from './report-answer-dialog';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An entry's time in the reader's own time zone, e.g. "3 Jun 2026, 14:30". */
export function formatChatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

interface ChatEntryProps {
  entry: ConversationEntry;
  /** For questions asked on this screen; history entries are done. */
  status?: AnswerStatus;
}

/** One question and its answer: the question on the right, the answer as markdown below it. */
export function ChatEntry({ entry, status = 'done' }: ChatEntryProps) {
  const { t } = useTranslation();
  const answering = status === 'waiting' || status === 'streaming';
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  // Where focus goes once the dialog closes on a sent report: the Report button is gone by then.
  const reportedNote = useRef<HTMLSpanElement>(null);
  // Only a finished answer the server has stored can be reported.
  const entryId = status === 'done' && !entry.hidden ? entry.entry_id : undefined;
  return (
    <li className="chat-entry">
      <div className="chat-question">
        <p className="chat-bubble chat-bubble-question mb-1">
          <span className="visually-hidden">{t('chat.entry.youAsked')} </span>
          {entry.user_query}
        </p>
        <time dateTime={entry.timestamp} className="chat-time">
          {formatChatTime(entry.timestamp)}
        </time>
      </div>
      <div
        className={`chat-bubble chat-bubble-answer ${status === 'failed' ? 'text-danger' : ''}`}
        aria-busy={answering}
      >
        <span className="visually-hidden">{t('chat.entry.answer')} </span>
        {status === 'waiting' ? (
          <span className="d-inline-flex align-items-center gap-2 text-body-secondary">
            <Spinner animation="grow" size="sm" variant="success" aria-hidden="true" />
            {t(processingText)}
          </span>
        ) : status === 'failed' ? (
          <Markdown className="chat-markdown">{t(failedAnswerText)}</Markdown>
        ) : entry.hidden ? (
          <p className="chat-hidden-answer mb-0">{entry.ai_response}</p>
        ) : (
          <Markdown className="chat-markdown">{entry.ai_response}</Markdown>
        )}
      </div>
      {entryId !== undefined && (
        <div className="chat-answer-actions">
          {reported ? (
            <span className="chat-reported" ref={reportedNote} tabIndex={-1}>
              {t('chat.entry.reported')}
            </span>
          ) : (
            <Button
              variant="link"
              size="sm"
              className="chat-report"
              aria-label={t('chat.entry.reportLabel')}
              aria-haspopup="dialog"
              onClick={() => setReporting(true)}
            >
              <Flag size={14} aria-hidden="true" />
              {t('chat.entry.report')}
            </Button>
          )}
          <ReportAnswerDialog
            entryId={reporting ? entryId : null}
            onClose={() => setReporting(false)}
            onReported={() => setReported(true)}
            onExited={() => reportedNote.current?.focus()}
          />
        </div>
      )}
    </li>
  );
}
